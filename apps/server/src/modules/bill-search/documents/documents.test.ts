import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../../../test/pdf';
import { billReferenceLines, renderBillImage, renderEor, renderPriceSheet, type BillDocumentData } from './index';

const codes = ['97110', '97140', '97530', '99213', '73721', '64483', '97014', '97112'];
/** A professional bill with eight lines: more than the six a CMS-1500 holds. */
const bill: BillDocumentData = {
  billId: 1,
  billControlNumber: '70000000123',
  documentId: 'D260301000000123',
  billingId: 'BL0000000123',
  exId: 'EX0000000861',
  formType: 'CMS1500',
  mitchBill: false,
  mcpsBill: false,
  billStatus: '0',
  ftin: '751234501',
  claimNumber: 'WC10004551-2',
  dateOfInjury: '2026-01-15',
  patient: { firstName: 'Maria', middleName: 'Elena', lastName: 'Gonzalez', dateOfBirth: '1980-04-09' },
  beginServiceDate: '2026-03-01',
  endServiceDate: '2026-03-08',
  physician: { firstName: 'David', middleName: null, lastName: 'Okafor' },
  facilityName: null,
  provider: { name: 'Lakeside Physical Therapy', npi: '1234567893', address: '100 Main St', city: 'Austin', state: 'TX', zip: '78701' },
  payer: { id: '10001', name: 'Great Lakes Indemnity', address: 'PO Box 1744, Lansing, MI' },
  billCharges: 1234.56 * 2,
  recommendedAllowance: 1800,
  lines: codes.map((procedureCode, i) => ({
    lineNo: i + 1,
    serviceDate: `2026-03-0${1 + i}`,
    procedureCode,
    modifier: i === 2 ? 'GP' : null,
    description: 'Therapeutic exercise, each 15 minutes',
    units: 1 + (i % 3),
    billed: 308.64,
    allowance: 225,
    reasonCodes: i % 2 ? 'R45' : 'P300',
  })),
  payment: { paidAmount: 1800, paidDate: '2026-04-10', checkNumber: '4000123' },
};

describe('bill image', () => {
  it('draws a CMS-1500 with the claimant, the lines, and a second form for lines 7 and 8', async () => {
    const bytes = await renderBillImage(bill);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const [first, second] = await pdfPages(bytes);
    expect(first).toContain('HEALTH INSURANCE CLAIM FORM');
    expect(first).toContain('GONZALEZ, MARIA E');
    expect(first).toContain('70000000123');
    expect(first).toContain('CONTINUED');
    for (const code of codes.slice(0, 6)) expect(first).toContain(code);
    expect(second).toContain('97014');
    expect(second).toContain('97112');
    expect(second).toContain('$2,469.12');
    expect(second).toContain('751234501');
  });

  it('draws a UB-04 for a facility bill with revenue codes and the total', async () => {
    const text = await pdfText(await renderBillImage({ ...bill, formType: 'UB04', facilityName: 'Lakeside Surgery Center' }));
    expect(text).toContain('UB-04 CMS-1450');
    expect(text).toContain('Lakeside Surgery Center');
    expect(text).toContain('0420');
    expect(text).toMatch(/TOTALS \$2,469\.12/);
  });
});

describe('EOR', () => {
  it('lists every line with billed and recommended amounts, totals, the payment and the reason-code legend', async () => {
    const text = await pdfText(await renderEor(bill));
    expect(text).toContain('Explanation of Review');
    expect(text).toContain('Great Lakes Indemnity');
    for (const code of codes) expect(text).toContain(code);
    expect(text).toContain('$2,469.12');
    expect(text).toContain('$1,800.00');
    expect(text).toContain('Reduction $669.12');
    expect(text).toContain('check number 4000123');
    expect(text).toContain('R45');
    expect(text).toContain('Reduced per the preferred provider network contract.');
    expect(text).toContain('Page 1 of 1');
  });

  it('continues a long bill on a second page with page numbers', async () => {
    const long = { ...bill, lines: Array.from({ length: 60 }, (_, i) => ({ ...bill.lines[0]!, lineNo: i + 1 })) };
    const pages = await pdfPages(await renderEor(long));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages[1]).toContain('Description');
  });
});

describe('pricing sheet', () => {
  it('shows billed, network allowance and savings per line and in total', async () => {
    const text = await pdfText(await renderPriceSheet({ ...bill, mcpsBill: true }));
    expect(text).toContain('Network Pricing Sheet');
    expect(text).toContain('$83.64');
    expect(text).toContain('Network savings $669.12 (27.1% of billed charges)');
  });
});

describe('bill reference lines', () => {
  it('gives fixed-width lines of at most 100 characters with the lines and totals', () => {
    const lines = billReferenceLines({ ...bill, mitchBill: true });
    expect(lines.every((l) => l.length <= 100)).toBe(true);
    expect(lines).toContain('Bill control number:  70000000123');
    expect(lines.filter((l) => /^\d+\s+3\/\d\/2026/.test(l))).toHaveLength(8);
    expect(lines.at(-1)).toMatch(/^TOTALS\s+\$2,469\.12\s+\$1,800\.00$/);
  });
});
