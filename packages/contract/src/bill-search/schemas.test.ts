import { describe, expect, it } from 'vitest';
import { addDays, todayIso, toUsDate } from '../dates';
import { messagesOf } from '../shared/testing';
import {
  allowanceDocument,
  BillSearchByBillIdFormSchema,
  BillSearchByClaimantFormSchema,
  BillSearchByClaimNumberFormSchema,
  billSearchCriteria,
  paymentInfoState,
} from './schemas';

const future = toUsDate(addDays(todayIso(), 1));

describe('Bill Search by claim number (part 1 §5)', () => {
  it('names each missing field with its message', () => {
    const result = BillSearchByClaimNumberFormSchema.safeParse({ tins: [], claimNumber: ' ', serviceDate: '' });
    expect(messagesOf(result)).toEqual({
      tins: 'Select up to 5 TINS',
      claimNumber: 'Enter a claim number',
      serviceDate: 'Enter an approximate date of service.',
    });
  });

  it('refuses more than 5 TINs, a 41-character claim number, an invalid and a future date', () => {
    expect(messagesOf(BillSearchByClaimNumberFormSchema.safeParse({ tins: ['1', '2', '3', '4', '5', '6'].map((d) => d.repeat(9)), claimNumber: 'x'.repeat(41), serviceDate: '02/30/2026' }))).toEqual({
      tins: 'Select up to 5 TINS',
      claimNumber: 'Enter a claim number',
      serviceDate: 'Enter a valid Approximate Date of Service',
    });
    expect(messagesOf(BillSearchByClaimNumberFormSchema.safeParse({ tins: ['751234501'], claimNumber: 'WC1', serviceDate: future })).serviceDate).toBe(
      'Approximate Date of Service cannot be a future date',
    );
  });

  it('gives the API an ISO date', () => {
    expect(BillSearchByClaimNumberFormSchema.parse({ tins: ['751234501'], claimNumber: ' WC1 ', serviceDate: '03/07/2026' })).toEqual({
      tins: ['751234501'],
      claimNumber: 'WC1',
      serviceDate: '2026-03-07',
    });
  });
});

describe('Bill Search by claimant (part 1 §5)', () => {
  it('names each missing field with its message', () => {
    expect(messagesOf(BillSearchByClaimantFormSchema.safeParse({ tins: ['751234501'], firstName: '', lastName: '', dateOfBirth: '', serviceDate: '' }))).toEqual({
      firstName: "Enter claimant's first name",
      lastName: "Enter claimant's last name",
      dateOfBirth: "Enter claimant's date of birth",
      serviceDate: 'Enter an approximate date of service.',
    });
  });

  it('checks the date of birth is valid and not in the future', () => {
    const base = { tins: ['751234501'], firstName: 'Ann', lastName: 'Lee', serviceDate: '01/02/2026' };
    expect(messagesOf(BillSearchByClaimantFormSchema.safeParse({ ...base, dateOfBirth: '00/01/1980' })).dateOfBirth).toBe('Enter a valid Claimant Date of Birth');
    expect(messagesOf(BillSearchByClaimantFormSchema.safeParse({ ...base, dateOfBirth: future })).dateOfBirth).toBe('Claimant Date of Birth cannot be a future date');
    expect(messagesOf(BillSearchByClaimantFormSchema.safeParse({ ...base, firstName: 'x'.repeat(41), dateOfBirth: '01/01/1980' })).firstName).toBe("Enter claimant's first name");
  });
});

describe('Bill Search by bill id (part 1 §5)', () => {
  it('requires a bill control number or a document id', () => {
    expect(messagesOf(BillSearchByBillIdFormSchema.safeParse({ tins: ['751234501'], billControlNumber: '', documentId: ' ' }))).toEqual({
      billControlNumber: 'Enter Document ID or Bill Control Number',
      documentId: 'Enter Document ID or Bill Control Number',
    });
    expect(BillSearchByBillIdFormSchema.safeParse({ tins: ['751234501'], billControlNumber: '', documentId: 'D1' }).success).toBe(true);
  });

  it('limits the bill control number to 22 and the document id to 50 characters', () => {
    expect(BillSearchByBillIdFormSchema.safeParse({ tins: ['751234501'], billControlNumber: '1'.repeat(23), documentId: '' }).success).toBe(false);
    expect(BillSearchByBillIdFormSchema.safeParse({ tins: ['751234501'], billControlNumber: '', documentId: 'D'.repeat(51) }).success).toBe(false);
  });
});

describe('billSearchCriteria (what the server searches)', () => {
  const window = { beginServiceDate: '2026-03-01', endServiceDate: '2026-03-15' };
  it('recognises each mode', () => {
    expect(billSearchCriteria({ claimNumber: 'WC1', ...window })?.mode).toBe('claimNumber');
    expect(billSearchCriteria({ claimantFirstName: 'A', claimantLastName: 'B', claimantDateOfBirth: '1980-01-01', ...window })?.mode).toBe('claimant');
    expect(billSearchCriteria({ documentId: 'D1' })?.mode).toBe('billId');
  });

  it('makes no search of incomplete criteria or a window over 14 days', () => {
    expect(billSearchCriteria({})).toBeNull();
    expect(billSearchCriteria({ claimNumber: 'WC1' })).toBeNull();
    expect(billSearchCriteria({ claimNumber: 'WC1', beginServiceDate: '2026-03-01', endServiceDate: '2026-03-16' })).toBeNull();
    expect(billSearchCriteria({ claimNumber: 'WC1', beginServiceDate: '2026-03-15', endServiceDate: '2026-03-01' })).toBeNull();
    expect(billSearchCriteria({ claimantFirstName: 'A', claimantLastName: 'B', ...window })).toBeNull();
  });
});

describe('row rules (part 1 §4)', () => {
  it('offers payment information only for status 0 and 3, never for network-pricing bills', () => {
    expect(paymentInfoState({ billStatus: '0', mcpsBill: false })).toBe('available');
    expect(paymentInfoState({ billStatus: '3', mcpsBill: false })).toBe('available');
    expect(paymentInfoState({ billStatus: 'In Progress', mcpsBill: false })).toBe('notAvailable');
    expect(paymentInfoState({ billStatus: '0', mcpsBill: true })).toBe('notApplicable');
  });

  it('links the recommended allowance to the EOR or the pricing sheet', () => {
    expect(allowanceDocument({ eor: true, mcpsBill: false, recommendedAllowance: 10 })).toBe('eor');
    expect(allowanceDocument({ eor: false, mcpsBill: true, recommendedAllowance: 10 })).toBe('priceSheet');
    expect(allowanceDocument({ eor: false, mcpsBill: false, recommendedAllowance: 10 })).toBeNull();
    expect(allowanceDocument({ eor: true, mcpsBill: false, recommendedAllowance: null })).toBeNull();
  });
});
