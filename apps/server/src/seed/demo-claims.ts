import { getTableColumns } from 'drizzle-orm';
import * as t from '../db/schema';

/** One bill of a demo claim: its number within the claim, first date of service, TIN, source and billStatus. */
export interface DemoBill {
  n: number;
  date: string;
  ftin: string;
  secondSource: boolean;
  status: '0' | '1' | '2' | '3' | 'In Progress';
}

export interface DemoClaim {
  claimNumber: string;
  firstName: string;
  lastName: string;
  dob: string;
  doi: string;
  gender: 'F' | 'M';
  /** The first two digits of the bills' control numbers: `<prefix>` + the bill's n in nine digits. */
  bcnPrefix: string;
  /** Days from a bill's date of service to its payment. */
  paidAfterDays: number;
  bills: readonly DemoBill[];
}

/**
 * SQL that adds a claim of the tour and its bills (docs/decisions/059). Each bill copies a generated
 * bill of the same TIN and source that was paid in full (status 0, with an EOR, and an image for the
 * first source): its provider, amounts and service lines, with the claim's claimant, the bill's own
 * date, status and control number. Bills of status 0 and 3 are paid `paidAfterDays` after their date,
 * 3 at 95% of the allowance; a denied bill is remitted then with nothing paid, on the check of that run
 * when it pays something (seed/payments.ts); a bill in review has no allowance and no EOR.
 */
export function demoClaimSql(c: DemoClaim): string {
  const billCols = Object.values(getTableColumns(t.bills)).map((col) => col.name).filter((n) => n !== 'bill_id');
  const lineCols = Object.values(getTableColumns(t.billLines)).map((col) => col.name).filter((n) => n !== 'bill_id' && n !== 'service_date');
  const tins = [...new Set(c.bills.map((b) => b.ftin))].map((tin) => `'${tin}'`).join(', ');
  const bcn = (n: string) => `'${c.bcnPrefix}' || lpad(${n}::text, 9, '0')`;
  const overrides: Record<string, string> = {
    claim_id: '(SELECT claim_id FROM new_claim)',
    claim_number: `'${c.claimNumber}'`,
    patient_first_name: `'${c.firstName}'`,
    patient_middle_name: 'NULL',
    patient_last_name: `'${c.lastName}'`,
    patient_dob: `DATE '${c.dob}'`,
    date_of_injury: `DATE '${c.doi}'`,
    begin_service_date: 'v.visit_date',
    end_service_date: 'v.visit_date',
    bill_control_number: bcn('v.n'),
    document_id: `'PT' || ${bcn('v.n')}`,
    ftin: 'v.ftin',
    mitch_bill: 'v.mitch',
    mcps_bill: 'false',
    bill_status: 'v.status',
    recommended_allowance: `CASE WHEN v.status = 'In Progress' THEN NULL ELSE b.recommended_allowance END`,
    eor: `b.eor AND v.status <> 'In Progress'`,
  };
  const billValues = billCols.map((name) => overrides[name] ?? `b.${name}`);
  const rows = c.bills.map((b) => `(${b.n}, DATE '${b.date}', '${b.ftin}', ${b.secondSource}, '${b.status}')`).join(',\n    ');
  return `
WITH new_claim AS (
  INSERT INTO claim (claim_number, claimant_first_name, claimant_last_name, claimant_dob, claimant_doi, state_of_jurisdiction, claimant_gender, client_id, lob)
  VALUES ('${c.claimNumber}', '${c.firstName}', '${c.lastName}', DATE '${c.dob}', DATE '${c.doi}', 'TX', '${c.gender}', (SELECT min(client_id) FROM client), 'WC')
  RETURNING claim_id),
v (n, visit_date, ftin, mitch, status) AS (
  VALUES
    ${rows}),
template AS (
  SELECT DISTINCT ON (b.ftin, b.mitch_bill) b.ftin, b.mitch_bill, b.bill_id FROM bill b JOIN bill_payment p ON p.bill_id = b.bill_id
  WHERE b.ftin IN (${tins}) AND NOT b.mcps_bill AND b.bill_status = '0' AND (b.mitch_bill OR (b.eor AND b.has_image))
  ORDER BY b.ftin, b.mitch_bill, b.bill_id),
ins AS (
  INSERT INTO bill (${billCols.join(', ')})
  SELECT ${billValues.join(', ')} FROM v JOIN template tp ON tp.ftin = v.ftin AND tp.mitch_bill = v.mitch JOIN bill b ON b.bill_id = tp.bill_id
  RETURNING bill_id, bill_control_number, begin_service_date, bill_status, recommended_allowance),
pairs AS (SELECT ins.bill_id AS new_id, ins.begin_service_date AS visit_date, ins.bill_status AS status, ins.recommended_allowance AS allowed, tp.bill_id AS old_id
          FROM ins JOIN v ON ins.bill_control_number = ${bcn('v.n')} JOIN template tp ON tp.ftin = v.ftin AND tp.mitch_bill = v.mitch),
lines AS (
  INSERT INTO bill_line (bill_id, service_date, ${lineCols.join(', ')})
  SELECT pairs.new_id, pairs.visit_date, ${lineCols.map((n) => `l.${n}`).join(', ')} FROM pairs JOIN bill_line l ON l.bill_id = pairs.old_id)
INSERT INTO bill_payment (bill_id, paid_amount, paid_date, check_number)
SELECT pairs.new_id, CASE WHEN pairs.status = '2' THEN 0 WHEN pairs.status = '3' THEN round(pairs.allowed * 0.95, 2) ELSE pairs.allowed END,
  pairs.visit_date + ${c.paidAfterDays}, p.check_number
FROM pairs JOIN bill_payment p ON p.bill_id = pairs.old_id WHERE pairs.status IN ('0', '2', '3');`;
}

/**
 * The tour's claim history (issue 27 §6): a knee injury treated for almost two years at three of group
 * 1001's TINs, in both sources, with bills older than a year, one denied, one partly paid and one in
 * review. provuser1 (751234501 and 751234502) sees six of its nine bills; provadmin1 sees all nine.
 */
export const claimHistory = {
  claimNumber: 'WC10077003-2',
  firstName: 'Marcus',
  lastName: 'Bell',
  dob: '1971-09-03',
  doi: '2025-02-17',
  gender: 'M',
  bcnPrefix: '72',
  paidAfterDays: 21,
  bills: [
    { n: 1, date: '2025-03-03', ftin: '751234501', secondSource: false, status: '0' },
    { n: 2, date: '2025-03-17', ftin: '751234501', secondSource: false, status: '0' },
    { n: 3, date: '2025-04-07', ftin: '751234501', secondSource: false, status: '3' },
    { n: 4, date: '2025-05-12', ftin: '751234503', secondSource: false, status: '0' },
    { n: 5, date: '2025-06-09', ftin: '751234503', secondSource: false, status: '2' },
    { n: 6, date: '2025-08-04', ftin: '751234501', secondSource: true, status: '0' },
    { n: 7, date: '2025-09-15', ftin: '751234501', secondSource: true, status: '1' },
    { n: 8, date: '2026-01-12', ftin: '751234503', secondSource: false, status: '3' },
    { n: 9, date: '2026-11-09', ftin: '751234502', secondSource: false, status: 'In Progress' },
  ],
} as const satisfies DemoClaim;
