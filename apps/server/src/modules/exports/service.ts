import { sql } from 'drizzle-orm';
import type { BillExportRow, Claim } from '@wcpp/contract';
import { billAmountColumns, billAmounts, type BillAmounts, type BillAmountsDb } from '../../db/bill-sql';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import type { TinScope } from '../../identity/tin-scope';

/*
 * The rows of the exports (issue 27 §3, docs/decisions/061-exports.md), read again in the caller's
 * scope: the bills or claims a table names, in its order, and every bill of a claim. Each statement is
 * prepared once; the names travel as one JSON parameter, so the order and any character survive.
 */

const p = sql.placeholder;
const inScope = sql`(${p('all')}::boolean OR b.ftin = ANY(string_to_array(${p('tins')}::text, ',')))`;

/** A bill as the statements read it: the export's fields, with its amounts and payment as every bill answer reads them (db/bill-sql.ts). */
type BillRowDb = Omit<BillExportRow, keyof BillAmounts> & BillAmountsDb & { n: number };

const billColumns = sql`
  b.ftin, b.claim_number AS "claimNumber",
  concat_ws(' ', b.patient_first_name, nullif(b.patient_middle_name, ''), b.patient_last_name) AS claimant,
  b.begin_service_date AS "beginServiceDate", b.end_service_date AS "endServiceDate",
  b.bill_control_number AS "billControlNumber", b.document_id AS "documentId",
  nullif(concat_ws(' ', b.physician_first_name, nullif(b.physician_middle_name, ''), b.physician_last_name), '') AS physician,
  b.facility_name AS "facilityName", ${billAmountColumns}`;

type ScopeParams = { all: boolean; tins: string };

const billsByNumber = preparedSql<ScopeParams & { keys: string }, BillRowDb>(
  'export_bills_by_number',
  () => sql`
    SELECT k.n::int AS n, ${billColumns}
    FROM jsonb_array_elements_text(${p('keys')}::text::jsonb) WITH ORDINALITY AS k(bcn, n)
    JOIN bill b ON b.bill_control_number = k.bcn AND ${inScope}
    LEFT JOIN bill_payment pay ON pay.bill_id = b.bill_id
    ORDER BY k.n, b.bill_id`,
);

const billsOfClaim = preparedSql<ScopeParams & { claimId: number }, BillRowDb>(
  'export_bills_of_claim',
  // The claim page's order (bill_claim_page_idx): by first date of service, then bill.
  () => sql`
    SELECT 0 AS n, ${billColumns}
    FROM bill b LEFT JOIN bill_payment pay ON pay.bill_id = b.bill_id
    WHERE b.claim_id = ${p('claimId')} AND ${inScope}
    ORDER BY b.begin_service_date, b.bill_id`,
);

const claimsByNumber = preparedSql<ScopeParams & { keys: string }, Claim & { n: number }>(
  'export_claims_by_number',
  () => sql`
    SELECT k.n::int AS n, c.claim_number AS "claimNumber", c.claimant_first_name AS "claimantFirstName",
      c.claimant_last_name AS "claimantLastName", c.claimant_dob AS "claimantDOB", c.claimant_doi AS "claimantDOI",
      c.state_of_jurisdiction AS "stateOfJurisdiction", c.claimant_gender AS "claimantGender"
    FROM jsonb_array_elements_text(${p('keys')}::text::jsonb) WITH ORDINALITY AS k(number, n)
    JOIN claim c ON c.claim_number = k.number
    WHERE ${p('all')}::boolean OR EXISTS (SELECT 1 FROM bill b WHERE b.claim_id = c.claim_id AND ${inScope})
    ORDER BY k.n, c.claim_id`,
);

function toExportRow(row: BillRowDb): BillExportRow {
  const { paymentId: _payment, ...amounts } = billAmounts(row);
  return {
    ftin: row.ftin,
    claimNumber: row.claimNumber,
    claimant: row.claimant,
    beginServiceDate: row.beginServiceDate,
    endServiceDate: row.endServiceDate,
    billControlNumber: row.billControlNumber,
    documentId: row.documentId,
    physician: row.physician,
    facilityName: row.facilityName,
    ...amounts,
  };
}

const scopeParams = (scope: TinScope): ScopeParams => ({ all: scope.all, tins: scope.all ? '' : [...scope.tins].join(',') });
const empty = (scope: TinScope) => !scope.all && scope.tins.size === 0;
/** The names asked for, each once, in their first order. */
export const distinct = (keys: readonly string[]): string[] => [...new Set(keys)];

/**
 * The bills with these control numbers in scope, in the order named (both sources of a number, by
 * bill id); null when any number names no bill in scope: the whole export is refused, and a caller
 * cannot tell a bill out of scope from one that does not exist.
 */
export async function billsForExport(db: Db, billControlNumbers: readonly string[], scope: TinScope): Promise<BillExportRow[] | null> {
  if (empty(scope)) return null;
  const keys = distinct(billControlNumbers);
  const rows = await billsByNumber(db, { ...scopeParams(scope), keys: JSON.stringify(keys) });
  const found = new Set(rows.map((r) => r.n));
  return found.size === keys.length ? rows.map(toExportRow) : null;
}

/** Every bill of a claim in scope, in the claim page's order. */
export async function claimBillsForExport(db: Db, claimId: number, scope: TinScope): Promise<BillExportRow[]> {
  if (empty(scope)) return [];
  return (await billsOfClaim(db, { ...scopeParams(scope), claimId })).map(toExportRow);
}

/** The claims with these numbers that have a bill in scope, in the order named; null when any is missing. */
export async function claimsForExport(db: Db, claimNumbers: readonly string[], scope: TinScope): Promise<Claim[] | null> {
  if (empty(scope)) return null;
  const keys = distinct(claimNumbers);
  const rows = await claimsByNumber(db, { ...scopeParams(scope), keys: JSON.stringify(keys) });
  if (new Set(rows.map((r) => r.n)).size !== keys.length) return null;
  return rows.map(({ n: _n, ...claim }) => claim);
}
