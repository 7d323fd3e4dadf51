import { sql } from 'drizzle-orm';
import {
  eorCrosswalk,
  providerAdjustmentTexts,
  type Payment,
  type PaymentBill,
} from '@wcpp/contract';
import type { Db } from '../../db/client';
import { billFaceColumns, type BillFaceDb } from '../../db/bill-sql';
import { preparedSql } from '../../db/prepared';
import { documentLinks } from '../bill-search/service';
import type { TinScope } from '../../identity/tin-scope';
import { remitLines, type ReviewedLine } from './adjudication';
import { holdsPayee, rowColumns } from './search';

export { searchPayments, searchRange, type PaymentSearch } from './search';

/*
 * Payments (issue 28, docs/decisions/066-payments.md): a check or EFT is seen through the bills it paid
 * that are in the caller's scope. A payment with none of them does not exist for the caller (404, the
 * answer of a payment that does not exist); one that also paid bills of other TINs shows the caller's
 * part and says so (`partial`).
 */

const p = sql.placeholder;

interface HeaderDb {
  paymentId: number;
  checkNumber: string;
  method: 'CHK' | 'ACH';
  paymentDate: string;
  payerName: string;
  payerId: string;
  payeeFtin: string;
  totalAmount: string;
  adjustmentCode: string | null;
  adjustmentAmount: string;
  bills: number;
  payerAddress: string | null;
  payerPhone: string | null;
}
/** A payment's header, from `payment p JOIN client cl`. */
const headerColumns = sql`${rowColumns}, p.provider_adjustment_code AS "adjustmentCode", p.provider_adjustment_amount::text AS "adjustmentAmount",
      cl.bill_clm_addr AS "payerAddress", cl.bill_clm_phone_num AS "payerPhone",
      (SELECT count(*) FROM bill_payment a WHERE a.payment_id = p.payment_id)::int AS bills`;
const headerOf = preparedSql<{ id: number }, HeaderDb>(
  'payment_header',
  () => sql`SELECT ${headerColumns} FROM payment p JOIN client cl ON cl.client_id = p.client_id WHERE p.payment_id = ${p('id')}`,
);

/** A bill as a remittance reads it: its face (db/bill-sql.ts), its amounts, what this payment paid on it, its claim and lines. */
interface BillDb extends BillFaceDb {
  billId: number;
  billCharges: string;
  recommendedAllowance: string | null;
  billStatus: string;
  paid: string;
  claimNumber: string;
  claimantFirstName: string;
  claimantLastName: string;
  lines: ReviewedLine[] | null;
}
/** What a remittance shows of a bill: its claim, its amounts, and its lines with their EOR reason codes. */
const billColumns = sql`
  b.bill_id AS "billId", ${billFaceColumns},
  b.bill_charges::text AS "billCharges", b.recommended_allowance::text AS "recommendedAllowance", b.bill_status AS "billStatus",
  bp.paid_amount::text AS paid, c.claim_number AS "claimNumber", c.claimant_first_name AS "claimantFirstName", c.claimant_last_name AS "claimantLastName",
  (SELECT json_agg(json_build_object('lineNo', l.line_no, 'serviceDate', l.service_date, 'procedureCode', l.procedure_code, 'modifier', l.modifier,
     'units', l.units, 'billed', l.billed, 'allowed', l.allowance, 'reasonCodes', l.reason_codes) ORDER BY l.line_no)
   FROM bill_line l WHERE l.bill_id = b.bill_id) AS lines`;
const inScopeSql = sql`(${p('all')}::boolean OR b.ftin = ANY(string_to_array(${p('tins')}::text, ',')))`;
/** The caller's bills of the payment, with their claim: a remittance's rows. */
const scopedBillsOfPayment = sql`bill_payment bp JOIN bill b ON b.bill_id = bp.bill_id JOIN claim c ON c.claim_id = b.claim_id
      WHERE bp.payment_id = ${p('id')} AND ${inScopeSql}`;
/** What a bill was paid on the remittance: nothing when it was denied. */
const remittedPaid = sql`(CASE WHEN b.bill_status = '2' THEN 0 ELSE bp.paid_amount END)`;
/** A remittance's order: by claim number, then first date of service. */
const remittanceOrder = sql`c.claim_number, b.begin_service_date, b.bill_id`;

/**
 * A payment's page in one statement: its header, the count of the caller's bills on it and what was
 * paid on them, and one page of those bills in remittance order (as JSON, the row's shape). No row
 * when the payment does not exist; no bills (null) when none is in scope or the page is past the last.
 */
const paymentPageOf = preparedSql<
  { id: number; all: boolean; tins: string; limit: number; offset: number },
  HeaderDb & { inScope: number; paidInScope: string; pageBills: BillDb[] | null }
>(
  'payment_page',
  () => sql`
    WITH mine AS MATERIALIZED (
      SELECT b.bill_id, ${remittedPaid} AS paid, c.claim_number, b.begin_service_date FROM ${scopedBillsOfPayment}),
    page AS (SELECT mine.bill_id, mine.claim_number, mine.begin_service_date FROM mine ORDER BY 2, 3, 1 LIMIT ${p('limit')}::bigint OFFSET ${p('offset')}::bigint)
    SELECT ${headerColumns},
      (SELECT count(*) FROM mine)::int AS "inScope", (SELECT coalesce(sum(mine.paid), 0) FROM mine)::text AS "paidInScope",
      (SELECT json_agg(bill ORDER BY bill."claimNumber", bill."beginServiceDate", bill."billId") FROM (
         SELECT ${billColumns}
         FROM page JOIN bill b ON b.bill_id = page.bill_id JOIN bill_payment bp ON bp.bill_id = b.bill_id JOIN claim c ON c.claim_id = b.claim_id) bill) AS "pageBills"
    FROM payment p JOIN client cl ON cl.client_id = p.client_id WHERE p.payment_id = ${p('id')}`,
);

/** The bills of a payment with these ids (a comma-separated list), in the list's order: a page of a remittance written as it is read. */
const billsByIds = preparedSql<{ id: number; all: boolean; tins: string; ids: string }, BillDb>(
  'payment_bills_by_id',
  () => sql`
    SELECT ${billColumns}
    FROM unnest(string_to_array(${p('ids')}::text, ',')::bigint[]) WITH ORDINALITY AS k(bill_id, n)
      JOIN bill_payment bp ON bp.bill_id = k.bill_id AND bp.payment_id = ${p('id')}
      JOIN bill b ON b.bill_id = bp.bill_id JOIN claim c ON c.claim_id = b.claim_id
    WHERE ${inScopeSql}
    ORDER BY k.n`,
);

/**
 * The caller's bills of a payment in remittance order, without their lines: each one's id (to read it
 * later), control number (for the audit row) and what it was paid (for the total, written first).
 */
const remittedOf = preparedSql<{ id: number; all: boolean; tins: string }, { billId: number; billControlNumber: string; paid: string }>(
  'payment_remitted',
  () => sql`
    SELECT b.bill_id AS "billId", b.bill_control_number AS "billControlNumber", ${remittedPaid}::text AS paid
    FROM ${scopedBillsOfPayment}
    ORDER BY ${remittanceOrder}`,
);

/** A bill as the payment paid it: its lines with what each was paid and why the rest was not. */
function remitBill(row: BillDb): PaymentBill {
  const paid = Number(row.paid);
  const denied = row.billStatus === '2';
  // A bill without service lines is remitted as one line of its totals.
  const lines: ReviewedLine[] = row.lines?.length
    ? row.lines
    : [{ lineNo: 1, serviceDate: row.beginServiceDate, procedureCode: '99499', modifier: null, units: 1, billed: Number(row.billCharges), allowed: Number(row.recommendedAllowance ?? 0), reasonCodes: null }];
  const remitted = remitLines(lines, { denied, paid });
  const allowed = lines.reduce((sum, l) => sum + Math.round(l.allowed * 100), 0) / 100;
  return {
    billControlNumber: row.billControlNumber,
    ftin: row.ftin,
    beginServiceDate: row.beginServiceDate,
    endServiceDate: row.endServiceDate,
    providerName: row.providerName,
    billed: remitted.reduce((sum, l) => sum + Math.round(l.billed * 100), 0) / 100,
    paid: denied ? 0 : paid,
    status: denied ? 'denied' : paid < allowed ? 'partly paid' : 'paid',
    lines: remitted.map(({ reasonCodes: _codes, ...line }) => line),
    // What opening the bill's EOR needs, as the claim page and Bill Search have it (decision 082).
    mitchBill: row.mitchBill,
    exId: row.exId,
    eorImageUrl: documentLinks(row).eorImageUrl,
  };
}

/** Where the payer's remittances come from: what an 835 and the remittance advice print of the payer. */
export interface PayerContact {
  address: string | null;
  phone: string | null;
}

/** A payment without its bills: its header, and what it paid on the caller's bills. */
export type PaymentHeader = Omit<Payment, 'claims' | 'bills' | 'page' | 'pageSize'>;
type ClaimOf = Omit<Payment['claims'][number], 'bills'>;
/** One bill of a remittance with the claim it belongs to. */
export interface RemittedBill {
  claim: ClaimOf;
  bill: PaymentBill;
}

/** Bills read a page at a time: a remittance of thousands of claims is written a page at a time (the 835). */
export const PAYMENT_BILLS_PAGE = 250;

const scopeParams = (scope: TinScope) => ({ all: scope.all, tins: scope.all ? '' : [...scope.tins].sort().join(',') });
const inNoScope = (scope: TinScope) => !scope.all && scope.tins.size === 0;

/**
 * The header of a payment as the caller may see it. A partial payment (it also pays bills of TINs outside
 * the caller's scope) shows what it paid on the caller's bills. Its whole amount and its provider
 * adjustment are the payee's: shown to those who hold the payee TIN, to no one else (decision 080).
 */
function headerPayment(header: HeaderDb, bills: number, paid: number, scope: TinScope): PaymentHeader {
  const partial = bills < header.bills;
  const whole = !partial || holdsPayee(scope, header.payeeFtin);
  return {
    paymentId: header.paymentId,
    checkNumber: header.checkNumber,
    method: header.method,
    paymentDate: header.paymentDate,
    payerName: header.payerName,
    payerId: header.payerId,
    payeeFtin: header.payeeFtin,
    totalAmount: whole ? Number(header.totalAmount) : null,
    providerAdjustment:
      header.adjustmentCode && whole
        ? { code: header.adjustmentCode, amount: Number(header.adjustmentAmount), text: providerAdjustmentTexts[header.adjustmentCode] ?? header.adjustmentCode }
        : null,
    paidToYou: paid,
    partial,
    crosswalkVersion: eorCrosswalk.version,
  };
}
const payerOf = (header: HeaderDb): PayerContact => ({ address: header.payerAddress, phone: header.payerPhone });
const sumCents = (amounts: number[]) => amounts.reduce((sum, a) => sum + Math.round(a * 100), 0) / 100;

const remittedBill = (row: BillDb): RemittedBill => ({
  claim: { claimNumber: row.claimNumber, claimantFirstName: row.claimantFirstName, claimantLastName: row.claimantLastName },
  bill: remitBill(row),
});

/**
 * The bills of a payment with these ids (findRemittance's, in its order), read `pageSize` at a time:
 * each page is one statement by key, and only the page is held.
 */
export async function* remittedBills(db: Db, id: number, scope: TinScope, billIds: readonly number[], pageSize = PAYMENT_BILLS_PAGE): AsyncGenerator<RemittedBill[]> {
  for (let i = 0; i < billIds.length; i += pageSize) {
    const rows = await billsByIds(db, { id, ...scopeParams(scope), ids: billIds.slice(i, i + pageSize).join(',') });
    yield rows.map(remittedBill);
  }
}

/**
 * A payment's header as the caller may see it, with its bills in scope in remittance order (their ids
 * and control numbers: the audit row names them) but not their lines: the 835 then reads them page by
 * page (remittedBills). Null as findPayment.
 */
export async function findRemittance(
  db: Db,
  id: number,
  scope: TinScope,
): Promise<{ payment: PaymentHeader; payer: PayerContact; bills: { billId: number; billControlNumber: string }[] } | null> {
  if (inNoScope(scope)) return null;
  const [header] = await headerOf(db, { id });
  if (!header) return null;
  const remitted = await remittedOf(db, { id, ...scopeParams(scope) });
  if (!remitted.length) return null;
  return {
    payment: headerPayment(header, remitted.length, sumCents(remitted.map((r) => Number(r.paid))), scope),
    payer: payerOf(header),
    bills: remitted.map(({ billId, billControlNumber }) => ({ billId, billControlNumber })),
  };
}

/**
 * The payment with this id as the caller may see it, or null (as findRemittance): its header, the
 * number of the caller's bills on it, and the bills of one page (`page` of `pageSize`, in remittance
 * order) by claim.
 */
export async function findPayment(
  db: Db,
  id: number,
  scope: TinScope,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ payment: Payment; payer: PayerContact } | null> {
  if (inNoScope(scope)) return null;
  const [header] = await paymentPageOf(db, { id, ...scopeParams(scope), limit: pageSize, offset: (page - 1) * pageSize });
  // No bill in scope: not found, as a payment that does not exist.
  if (!header?.inScope) return null;
  const totals = { bills: header.inScope, paid: Number(header.paidInScope) };
  const claims: Payment['claims'] = [];
  for (const { claim: of, bill } of (header.pageBills ?? []).map(remittedBill)) {
    // Bills come by claim: a claim goes on while its number repeats.
    if (claims.at(-1)?.claimNumber !== of.claimNumber) claims.push({ ...of, bills: [] });
    claims.at(-1)!.bills.push(bill);
  }
  return {
    payment: { ...headerPayment(header, totals.bills, totals.paid, scope), bills: totals.bills, page, pageSize, claims },
    payer: payerOf(header),
  };
}
