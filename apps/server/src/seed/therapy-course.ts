import { getTableColumns } from 'drizzle-orm';
import * as t from '../db/schema';

/**
 * A claimant in a course of physical therapy: seen every day but Sunday for two weeks at two TINs of
 * group 1001 (751234501 and 751234502, both assigned to provuser1), one bill a visit. It is the demo
 * search that fills more than one page of results: claim WC10099001-4 around 11/08/2026 finds its
 * 12 bills. Each visit copies the lines and payment of a generated paid bill of the same TIN, paid ten
 * days after the visit.
 */
export const therapyCourse = {
  claimNumber: 'WC10099001-4',
  firstName: 'Denise',
  lastName: 'Okafor',
  dob: '1979-04-16',
  doi: '2026-10-20',
  firstVisit: '2026-11-02',
  visits: 12,
  tins: ['751234501', '751234502'],
  /** Bill control numbers 71000000001 … 71000000012. */
  bcnPrefix: '71',
} as const;

export function therapyCourseSql(): string {
  const c = therapyCourse;
  const billCols = Object.values(getTableColumns(t.bills)).map((col) => col.name).filter((n) => n !== 'bill_id');
  const lineCols = Object.values(getTableColumns(t.billLines)).map((col) => col.name).filter((n) => n !== 'bill_id' && n !== 'service_date');
  const paymentCols = Object.values(getTableColumns(t.billPayments)).map((col) => col.name).filter((n) => n !== 'bill_id');
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
    mitch_bill: 'false',
    mcps_bill: 'false',
    bill_status: `'0'`,
  };
  const billValues = billCols.map((name) => overrides[name] ?? `b.${name}`);
  return `
WITH new_claim AS (
  INSERT INTO claim (claim_number, claimant_first_name, claimant_last_name, claimant_dob, claimant_doi, state_of_jurisdiction, claimant_gender, client_id, lob)
  VALUES ('${c.claimNumber}', '${c.firstName}', '${c.lastName}', DATE '${c.dob}', DATE '${c.doi}', 'TX', 'F', (SELECT min(client_id) FROM client), 'WC')
  RETURNING claim_id),
v AS (
  SELECT n, d AS visit_date, (ARRAY['${c.tins.join("','")}'])[1 + n % 2] AS ftin
  FROM (SELECT row_number() OVER (ORDER BY d) AS n, d::date AS d
        FROM generate_series(DATE '${c.firstVisit}', DATE '${c.firstVisit}' + 13, interval '1 day') d
        WHERE extract(isodow FROM d) <> 7) days
  WHERE n <= ${c.visits}),
template AS (
  SELECT DISTINCT ON (b.ftin) b.ftin, b.bill_id FROM bill b JOIN bill_payment p ON p.bill_id = b.bill_id
  WHERE b.ftin IN ('${c.tins.join("','")}') AND NOT b.mitch_bill AND NOT b.mcps_bill AND b.bill_status = '0' AND b.eor AND b.has_image
  ORDER BY b.ftin, b.bill_id),
ins AS (
  INSERT INTO bill (${billCols.join(', ')})
  SELECT ${billValues.join(', ')} FROM v JOIN template tp ON tp.ftin = v.ftin JOIN bill b ON b.bill_id = tp.bill_id
  RETURNING bill_id, bill_control_number, begin_service_date),
pairs AS (SELECT ins.bill_id AS new_id, ins.begin_service_date AS visit_date, tp.bill_id AS old_id
          FROM ins JOIN v ON ins.bill_control_number = ${bcn('v.n')} JOIN template tp ON tp.ftin = v.ftin),
lines AS (
  INSERT INTO bill_line (bill_id, service_date, ${lineCols.join(', ')})
  SELECT pairs.new_id, pairs.visit_date, ${lineCols.map((n) => `l.${n}`).join(', ')} FROM pairs JOIN bill_line l ON l.bill_id = pairs.old_id)
INSERT INTO bill_payment (bill_id, ${paymentCols.join(', ')})
SELECT pairs.new_id, ${paymentCols.map((n) => (n === 'paid_date' ? 'pairs.visit_date + 10' : `p.${n}`)).join(', ')} FROM pairs JOIN bill_payment p ON p.bill_id = pairs.old_id;`;
}
