import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type ClaimBill, type ClaimPage, type ClaimPageSize } from '@wcpp/contract';
import type { Db } from '../../db/client';
import { billAmountColumns, billAmounts, billFaceColumns, type BillAmountsDb, type BillFaceDb } from '../../db/bill-sql';
import { preparedSql } from '../../db/prepared';
import type { TinScope } from '../../identity/tin-scope';
import { documentLinks } from '../bill-search/service';

/*
 * The claim page (issue 27 §1, docs/decisions/059-claim-page.md): a claim found by its number without
 * case, spaces or hyphens, and every bill on it from both sources under the caller's TINs, with no
 * date window. Three statements, each prepared once: the claim, the totals and timeline of the bills
 * in scope, and one page of them with their payments.
 */

const p = sql.placeholder;

const claimByKey = preparedSql<{ key: string }, { id: number } & ClaimPage['claim']>(
  'claim_page_claim',
  () => sql`
    SELECT c.claim_id AS id, c.claim_number AS "claimNumber", c.claimant_first_name AS "claimantFirstName",
      c.claimant_last_name AS "claimantLastName", c.claimant_dob AS "claimantDOB", c.claimant_doi AS "claimantDOI",
      c.state_of_jurisdiction AS "stateOfJurisdiction", c.lob AS "lineOfBusiness", cl.ae_name AS "payerName"
    FROM claim c LEFT JOIN client cl ON cl.client_id = c.client_id
    WHERE upper(regexp_replace(c.claim_number, '[[:space:]-]', '', 'g')) = ${p('key')}
    ORDER BY c.claim_id LIMIT 1`,
);

interface SummaryRow {
  bills: number;
  billed: string | null;
  allowed: string | null;
  deniedBills: number;
  deniedAllowed: string | null;
  paid: string | null;
  first: string | null;
  last: string | null;
  timeline: { month: string; bills: number }[] | null;
}
const summaryOf = preparedSql<{ claimId: number; all: boolean; tins: string }, SummaryRow>(
  'claim_page_summary',
  // Every column read here is in bill_claim_page_idx and bill_payment_amount_idx (migration 0007):
  // a claim of 1,000 bills is summed from the indexes, without reading the bills (decision 059).
  () => sql`
    WITH b AS MATERIALIZED (
      SELECT b.bill_id, b.bill_charges, b.recommended_allowance, b.begin_service_date, b.end_service_date, b.bill_status, b.mcps_bill
      FROM bill b WHERE b.claim_id = ${p('claimId')} AND (${p('all')}::boolean OR b.ftin = ANY(string_to_array(${p('tins')}::text, ',')))
    )
    SELECT count(*)::int AS bills, sum(b.bill_charges)::text AS billed,
      (sum(b.recommended_allowance) FILTER (WHERE b.bill_status <> '2'))::text AS allowed,
      (count(*) FILTER (WHERE b.bill_status = '2'))::int AS "deniedBills",
      (sum(b.recommended_allowance) FILTER (WHERE b.bill_status = '2'))::text AS "deniedAllowed",
      (SELECT sum(pay.paid_amount) FROM bill_payment pay JOIN b paid ON paid.bill_id = pay.bill_id
        WHERE paid.bill_status IN ('0', '3') AND NOT paid.mcps_bill)::text AS paid,
      min(b.begin_service_date)::text AS first, max(b.end_service_date)::text AS last,
      (SELECT json_agg(json_build_object('month', m.month, 'bills', m.n) ORDER BY m.month)
         FROM (SELECT to_char(begin_service_date, 'YYYY-MM') AS month, count(*)::int AS n FROM b GROUP BY 1) m) AS timeline
    FROM b`,
);

type BillPageRow = BillFaceDb & BillAmountsDb;
const billsPage = preparedSql<{ claimId: number; all: boolean; tins: string; limit: number; offset: number }, BillPageRow>(
  'claim_page_bills',
  () => sql`
    SELECT ${billFaceColumns}, ${billAmountColumns}
    FROM (
      -- The page first, in bill_claim_page_idx's order; then only its bills are read and joined.
      SELECT cb.bill_id FROM bill cb
      WHERE cb.claim_id = ${p('claimId')} AND (${p('all')}::boolean OR cb.ftin = ANY(string_to_array(${p('tins')}::text, ',')))
      ORDER BY cb.begin_service_date, cb.bill_id
      LIMIT ${p('limit')} OFFSET ${p('offset')}
    ) page
    JOIN bill b ON b.bill_id = page.bill_id
    LEFT JOIN bill_payment pay ON pay.bill_id = b.bill_id
    ORDER BY b.begin_service_date, b.bill_id`,
);

/**
 * How long an instance reuses a claim's totals and timeline for the same scope (decision 059): summing
 * a 1,000-bill claim is most of its page's cost, and people page through a claim and come back to it.
 * The bills of the page, the scope check and the audit row stay per request; bills and payments arrive
 * in daily loads, so totals at most this old are current.
 */
export const CLAIM_SUMMARY_TTL_MS = 30_000;
const summaries = new WeakMap<Db, LRUCache<string, SummaryRow>>();

async function summaryFor(db: Db, filter: { claimId: number; all: boolean; tins: string }): Promise<SummaryRow | undefined> {
  let cache = summaries.get(db);
  if (!cache) summaries.set(db, (cache = new LRUCache<string, SummaryRow>({ max: 5_000, ttl: CLAIM_SUMMARY_TTL_MS })));
  const key = `${filter.claimId}|${filter.all ? '*' : filter.tins}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const [summary] = await summaryOf(db, filter);
  if (summary) cache.set(key, summary);
  return summary;
}

function toClaimBill(row: BillPageRow): ClaimBill {
  return {
    billControlNumber: row.billControlNumber,
    ftin: row.ftin,
    beginServiceDate: row.beginServiceDate,
    endServiceDate: row.endServiceDate,
    providerName: row.providerName,
    ...billAmounts(row),
    billStatus: row.billStatus,
    mitchBill: row.mitchBill,
    mcpsBill: row.mcpsBill,
    eor: row.eor,
    exId: row.exId,
    ...documentLinks(row),
  };
}

/** The claim with this number (matched by claimNumberKey): its id and number, or null. */
export async function findClaim(db: Db, key: string): Promise<{ id: number; claimNumber: string } | null> {
  const [claim] = await claimByKey(db, { key });
  return claim ? { id: claim.id, claimNumber: claim.claimNumber } : null;
}

/**
 * The claim with this number (matched by claimNumberKey) and one page of `pageSize` of its bills under `scope`;
 * null when there is no such claim or none of its bills is in scope: the caller cannot tell the two apart.
 */
export async function claimPage(db: Db, key: string, scope: TinScope, page: number, pageSize: ClaimPageSize): Promise<ClaimPage | null> {
  if (!scope.all && scope.tins.size === 0) return null;
  const [claim] = await claimByKey(db, { key });
  if (!claim) return null;
  const filter = { claimId: claim.id, all: scope.all, tins: scope.all ? '' : [...scope.tins].sort().join(',') };
  const summary = await summaryFor(db, filter);
  if (!summary || summary.bills === 0) return null;
  const rows = await billsPage(db, { ...filter, limit: pageSize, offset: (page - 1) * pageSize });
  const { id: _id, ...shown } = claim;
  return {
    claim: shown,
    totals: {
      bills: summary.bills,
      billed: Number(summary.billed ?? 0),
      allowed: Number(summary.allowed ?? 0),
      deniedBills: summary.deniedBills,
      deniedAllowed: Number(summary.deniedAllowed ?? 0),
      paid: Number(summary.paid ?? 0),
      firstServiceDate: summary.first!,
      lastServiceDate: summary.last!,
    },
    timeline: summary.timeline ?? [],
    page,
    pageSize,
    bills: rows.map(toClaimBill),
  };
}
