import { describe, expect, it } from 'vitest';
import { el, segmentsOf } from '../../test/x12';
import type { PayerContact, PaymentHeader, RemittedBill } from './service';
import { write835 } from './x12-835';

/*
 * Every field of an 835 that comes from the payer's or the patient's data, holding each of X12's
 * delimiters and a line break: the file an independent parser reads is still one transaction whose SE
 * counts its segments, and it balances (BPR02 = ΣCLP04 − ΣPLB; each line's charge − payment = its CAS).
 */

const header = (): PaymentHeader => ({
  paymentId: 41,
  checkNumber: '5000041',
  method: 'CHK',
  paymentDate: '2026-11-27',
  payerName: 'Lone Star Mutual',
  payerId: '10007',
  payeeFtin: '751234501',
  totalAmount: 175,
  providerAdjustment: { code: 'WO', amount: 5, text: 'Overpayment recovery' },
  paidToYou: 180,
  partial: false,
  crosswalkVersion: '2026-11-28',
});
const payer = (): PayerContact => ({ address: '100 Main St, Austin, TX', phone: '5125550100' });
const bills = (): RemittedBill[] => [
  {
    claim: { claimNumber: 'WC10077003-2', claimantFirstName: 'Ana', claimantLastName: 'Reyes' },
    bill: {
      billControlNumber: 'B0001',
      ftin: '751234501',
      beginServiceDate: '2026-11-02',
      endServiceDate: '2026-11-02',
      providerName: 'Reyes Clinic',
      billed: 300,
      paid: 180,
      status: 'partly paid',
      mitchBill: false,
      exId: null,
      eorImageUrl: null,
      lines: [
        {
          lineNo: 1,
          serviceDate: '2026-11-02',
          procedureCode: '97110',
          modifier: 'GP',
          units: 2,
          billed: 300,
          allowed: 200,
          paid: 180,
          reasonCode: 'R45',
          adjustments: [
            { group: 'CO', carc: '45', rarc: 'N381', amount: 100, text: 'Charge exceeds fee schedule' },
            { group: 'CO', carc: 'B4', rarc: null, amount: 20, text: 'Late filing penalty' },
          ],
        },
      ],
    },
  },
];

type Case = { header: PaymentHeader; payer: PayerContact; bills: RemittedBill[] };
/** Each field from the payer's or the patient's data, by name, and how to put a value in it. */
const fields: Record<string, (c: Case, value: string) => void> = {
  checkNumber: (c, v) => (c.header.checkNumber = v),
  payerName: (c, v) => (c.header.payerName = v),
  payerId: (c, v) => (c.header.payerId = v),
  payeeFtin: (c, v) => (c.header.payeeFtin = v),
  providerAdjustmentCode: (c, v) => (c.header.providerAdjustment!.code = v),
  payerAddress: (c, v) => (c.payer.address = v),
  payerPhone: (c, v) => (c.payer.phone = v),
  claimNumber: (c, v) => (c.bills[0]!.claim.claimNumber = v),
  claimantFirstName: (c, v) => (c.bills[0]!.claim.claimantFirstName = v),
  claimantLastName: (c, v) => (c.bills[0]!.claim.claimantLastName = v),
  billControlNumber: (c, v) => (c.bills[0]!.bill.billControlNumber = v),
  procedureCode: (c, v) => (c.bills[0]!.bill.lines[0]!.procedureCode = v),
  modifier: (c, v) => (c.bills[0]!.bill.lines[0]!.modifier = v),
};
const hostile = ['~', '*', ':', '^', '\n', '\r\n'];
/** A value around the character, as a feed would hold it: `1~ST*X*1` and the like. */
const valuesWith = (ch: string) => [`1${ch}ST*X*1`, `${ch}`, `A${ch}`, `${ch}Z${ch}SE*1`];

const cents = (n: string) => Math.round(Number(n || 0) * 100);
async function fileOf(c: Case) {
  let text = '';
  const pages = (async function* () {
    yield c.bills;
  })();
  for await (const chunk of write835(c.header, c.payer, pages, { control: 41, at: new Date('2026-11-28T12:00:00Z') })) text += chunk;
  return text;
}

describe('an 835 whose payer or patient data holds delimiters', () => {
  const cases = Object.keys(fields).flatMap((field) => hostile.flatMap((ch) => valuesWith(ch).map((value) => [field, JSON.stringify(value), value] as const)));

  it.each(cases)('%s = %s: one transaction, its SE counts it, and it balances', async (field, _shown, value) => {
    const c: Case = { header: header(), payer: payer(), bills: bills() };
    fields[field]!(c, value);
    const text = await fileOf(c);
    // One ISA, GS, ST and their trailers: no segment begun by the value.
    expect(text.match(/^ST\*/gm)).toHaveLength(1);
    expect(text.match(/^ISA\*/gm)).toHaveLength(1);
    expect(text.split('~\n').filter(Boolean)).toHaveLength(text.split('\n').filter(Boolean).length);
    const segments = segmentsOf(text);
    const tags = segments.map((s) => s.tag);
    expect(tags.filter((t) => t === 'ST')).toHaveLength(1);
    expect(tags.at(-1)).toBe('SE');
    expect(Number(el(segments.at(-1)!, 1))).toBe(segments.length);
    expect(tags).toEqual(['ST', 'BPR', 'TRN', 'DTM', 'N1', 'N3', 'N4', 'PER', 'N1', 'LX', 'CLP', 'NM1', 'DTM', 'DTM', 'SVC', 'DTM', 'CAS', 'REF', 'AMT', 'LQ', 'PLB', 'SE']);
    const bpr = segments.find((s) => s.tag === 'BPR')!;
    const clp = segments.find((s) => s.tag === 'CLP')!;
    const plb = segments.find((s) => s.tag === 'PLB')!;
    expect(cents(el(bpr, 2))).toBe(cents(el(clp, 4)) - cents(el(plb, 4)));
    const svc = segments.find((s) => s.tag === 'SVC')!;
    const cas = segments.find((s) => s.tag === 'CAS')!;
    expect(cents(el(svc, 2)) - cents(el(svc, 3))).toBe(cents(el(cas, 3)) + cents(el(cas, 6)));
    expect(cents(el(clp, 3)) - cents(el(clp, 4))).toBe(cents(el(cas, 3)) + cents(el(cas, 6)));
  });
});
