import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, billSearchTexts, historyTexts, todayIso, userCalls, type Bill } from '@wcpp/contract';
import { mockApi, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { labelInNameMismatches } from '../../test/label-in-name';
import { renderWithProviders, signInAs } from '../../test/render';
import { BillResults } from './BillResults';

const bill = (overrides: Partial<Bill>): Bill => ({
  beginServiceDate: '2026-11-01',
  endServiceDate: '2026-11-03',
  billCharges: 1234.5,
  billControlNumber: '70000000001',
  billingId: null,
  billStatus: '0',
  claimNumber: 'WC1',
  dateOfInjury: null,
  documentId: 'D1',
  facilityName: 'Pinecrest Urgent Care',
  patientFirstName: 'Rosa',
  patientMiddleName: null,
  patientLastName: 'Anderson',
  physicianFirstName: 'Kevin',
  physicianMiddleName: null,
  physicianLastName: 'Reyes',
  payerId: null,
  payerName: null,
  recommendedAllowance: 999,
  ftin: '751234501',
  mitchBill: false,
  mcpsBill: false,
  eor: true,
  eorImageUrl: '/x?billControlNumber=70000000001&isEor=Y',
  billImageUrl: '/x?billControlNumber=70000000001&isEor=N',
  foreignBillIdURL: null,
  exId: null,
  paidAmount: null,
  paidDate: null,
  checkNumber: null,
  ...overrides,
});

// A paid bill with an EOR, a network-pricing bill with a pricing sheet, a bill in progress.
const bills = [
  bill({}),
  bill({ billControlNumber: '70000000002', documentId: null, mcpsBill: true, eor: false }),
  bill({ billControlNumber: '70000000003', billStatus: 'In Progress', recommendedAllowance: null }),
];

describe('Bill Search results: accessible names contain the visible label (WCAG 2.5.3)', () => {
  it('every control in the table, its expanded details and the column chooser is named by what it shows', async () => {
    signInAs('provuser1');
    renderWithProviders(<BillResults bills={bills} />);
    const table = await screen.findByRole('table', { name: 'Bills found' });
    expect(within(table).getAllByRole('button', { name: /^View payment information 7000000000\d$/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'View payment information 70000000001' })).toHaveTextContent(/^View$/);
    expect(labelInNameMismatches(document.body)).toEqual([]);

    const user = userEvent.setup({ delay: null });
    for (const toggle of within(table).getAllByRole('button', { name: /^Show details of bill/ })) await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await screen.findByRole('menu', { name: 'Columns to show' });
    expect(labelInNameMismatches(document.body)).toEqual([]);
  });

  it('catches a button whose name does not start from its text', () => {
    document.body.innerHTML = '<button aria-label="Payment Information 70000012560">View</button><button aria-label="Close"><svg aria-hidden="true"></svg></button>';
    expect(labelInNameMismatches(document.body)).toEqual(['View → Payment Information 70000012560']);
  });
});

describe('Bill Search results: HISTORY of each bill (issue 47 §1)', () => {
  const as = (userNm: string, typeCd: string) => {
    const fetchMock = mockApi([on(userCalls.userByName, { name: userNm }, () => userDetails({ userNm, typeCd }))]);
    signInAs(userNm);
    renderWithProviders(<BillResults bills={bills} />);
    return fetchMock;
  };

  it("leads a Provider Admin from each bill's number to the Activity filtered on that bill over the last year", async () => {
    as('provadmin1', 'PRAD');
    const table = await screen.findByRole('table', { name: 'Bills found' });
    const link = await within(table).findByRole('link', { name: historyTexts.bill('70000000002') });
    expect(link).toHaveTextContent(historyTexts.link);
    expect(link).toHaveAttribute('href', `/wcpp/activity?bill=70000000002&from=${addDays(todayIso(), -365)}&to=${todayIso()}`);
    // One a row, in the cell of the bill's number, named by its number.
    expect(within(table).getAllByRole('link', { name: /^History of bill / })).toHaveLength(3);
    expect(link.closest('td')).toContainElement(within(table).getByRole('button', { name: billSearchTexts.billRefLabel('70000000002') }));
    expect(labelInNameMismatches(table)).toEqual([]);
  });

  it('shows a Provider User no HISTORY', async () => {
    const fetchMock = as('provuser1', 'PRUS');
    const table = await screen.findByRole('table', { name: 'Bills found' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(table).queryByRole('link', { name: /^History/ })).not.toBeInTheDocument();
    expect(table).not.toHaveTextContent(historyTexts.link);
  });
});
