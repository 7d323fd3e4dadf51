import { date, displayName, money } from './layout';
import type { BillDocumentData } from './types';

const WIDTH = 100;
const pad = (value: string, width: number) => (value.length > width ? value.slice(0, width) : value.padEnd(width));
const padLeft = (value: string, width: number) => (value.length > width ? value.slice(0, width) : value.padStart(width));
const pair = (label: string, value: string) => `${pad(`${label}:`, 22)}${value}`.slice(0, WIDTH);

/**
 * The reference record of a second-source bill as fixed-width text lines (at most 100 characters),
 * which the browser prints as a monospace PDF (part 1 §7 searchBillReference).
 */
export function billReferenceLines(bill: BillDocumentData): string[] {
  const rule = '-'.repeat(WIDTH);
  const patient = displayName({ firstName: bill.patient.firstName, middleName: bill.patient.middleName, lastName: bill.patient.lastName });
  const header = [
    'SECOND SOURCE BILL REFERENCE',
    rule,
    pair('Bill control number', bill.billControlNumber),
    pair('Document ID', bill.documentId ?? ''),
    pair('Billing ID', bill.billingId ?? ''),
    pair('Claim number', bill.claimNumber),
    pair('Claimant', patient),
    pair('Date of birth', date(bill.patient.dateOfBirth)),
    pair('Date of injury', date(bill.dateOfInjury)),
    pair('Provider TIN', bill.ftin),
    pair('Provider', bill.facilityName ?? bill.provider?.name ?? ''),
    pair('Physician', displayName(bill.physician)),
    pair('Payer', `${bill.payer.name ?? ''}${bill.payer.id ? ` (${bill.payer.id})` : ''}`),
    pair('Status', bill.billStatus),
    pair('Service period', `${date(bill.beginServiceDate)} - ${date(bill.endServiceDate)}`),
    rule,
  ];
  const columns = `${pad('LN', 4)}${pad('DATE', 12)}${pad('CODE', 8)}${pad('MOD', 5)}${padLeft('UNITS', 6)}${padLeft('BILLED', 14)}${padLeft('ALLOWANCE', 14)}  REASONS`;
  const lines = bill.lines.map(
    (l) =>
      `${pad(String(l.lineNo), 4)}${pad(date(l.serviceDate), 12)}${pad(l.procedureCode, 8)}${pad(l.modifier ?? '', 5)}${padLeft(String(l.units), 6)}${padLeft(money(l.billed), 14)}${padLeft(money(l.allowance), 14)}  ${pad(l.reasonCodes ?? '', 20)}`.trimEnd(),
  );
  const allowed = bill.recommendedAllowance ?? bill.lines.reduce((sum, l) => sum + l.allowance, 0);
  const totals = `${pad('TOTALS', 35)}${padLeft(money(bill.billCharges), 14)}${padLeft(money(allowed), 14)}`;
  return [...header, columns, rule, ...lines, rule, totals];
}
