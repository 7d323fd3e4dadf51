import { sql } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  PAYMENT_DEFAULT_DAYS,
  PAYMENT_PAGE_SIZE,
  PAYMENT_RANGE_MAX_DAYS,
  paymentMessages,
  todayIso,
  type PaymentRow,
  type PaymentSearchResult,
} from '@wcpp/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { preparedSql } from '../../db/prepared';
import type { TinScope } from '../../identity/tin-scope';

/*
 * The payment search (issue 28, docs/decisions/066-payments.md, 069): the checks and EFTs that paid bills
 * of the caller's TINs, newest first, by number, dates, Tax ID and payer.
 */

const p = sql.placeholder;

type SearchFilter = {
  checkNumber: string | null;
  from: string | null;
  to: string | null;
  payer: string | null;
  limit: number;
  offset: number;
};
interface RowDb extends Omit<PaymentRow, 'totalAmount' | 'paidToYou'> {
  totalAmount: string;
  paidToYou: string;
  total: number;
}

export const rowColumns = sql`
  p.payment_id AS "paymentId", p.payment_number AS "checkNumber", p.method, p.payment_date::text AS "paymentDate",
  cl.ae_name AS "payerName", lpad((10000 + cl.client_id)::text, 5, '0') AS "payerId", p.payee_ftin AS "payeeFtin",
  p.total_amount::text AS "totalAmount"`;
// Open ends as infinite dates, so a prepared (generic) plan still scans only the range of payment_tin_ftin_date_idx.
const datesFrom = sql`coalesce(${p('from')}::date, '-infinity'::date)`;
const datesTo = sql`coalesce(${p('to')}::date, 'infinity'::date)`;
// The payers asked for, as a set of client ids read once per query (a generic plan misjudging a name
// filter joined row by row read every payment 50 times: bench/README.md, Payments).
const payerMatches = sql`(${p('payer')}::text IS NULL OR p.client_id IN (SELECT c.client_id FROM client c WHERE c.ae_name ILIKE '%' || ${p('payer')}::text || '%'))`;

/**
 * The rows of a page of payments, from `found` (payment_id, payment_date, bills, paid, parts, total),
 * newest first. Partial: the payment has more parts (TINs) than the search found, so it also paid a TIN
 * not searched (payment.tins: docs/decisions/069).
 */
const paymentRows = sql`
    SELECT ${rowColumns}, found.paid::text AS "paidToYou", found.bills,
      cardinality(string_to_array(p.tins, ',')) > found.parts AS partial, found.total
    FROM found CROSS JOIN LATERAL (SELECT * FROM payment WHERE payment_id = found.payment_id) p JOIN client cl ON cl.client_id = p.client_id
    ORDER BY found.payment_date DESC, found.payment_id DESC`;

/**
 * The caller's TINs (or the one chosen): the payments are found through their parts per TIN
 * (payment_tin, by TIN and date), never by reading the bills; a check number finds its payment first.
 */
const byTinsPage = (mine: ReturnType<typeof sql>) => sql`
    WITH mine AS MATERIALIZED (${mine}),
    found AS (
      -- The page is chosen from the parts alone (they carry the payment's date); only its 50 payments are read.
      SELECT mine.*, count(*) OVER ()::int AS total FROM mine
      WHERE ${p('payer')}::text IS NULL OR EXISTS (
        SELECT 1 FROM payment named JOIN client c ON c.client_id = named.client_id
        WHERE named.payment_id = mine.payment_id AND c.ae_name ILIKE '%' || ${p('payer')}::text || '%')
      ORDER BY mine.payment_date DESC, mine.payment_id DESC
      LIMIT ${p('limit')} OFFSET ${p('offset')})
    ${paymentRows}`;
/** With a payer's name: every part in the range is grouped by payment, then filtered by payer. */
const searchByTinsAndPayer = preparedSql<Omit<SearchFilter, 'checkNumber'> & { tins: string }, RowDb>('payment_search_tins', () =>
  byTinsPage(sql`
      SELECT pt.payment_id, max(pt.payment_date) AS payment_date, sum(pt.bills)::int AS bills, sum(pt.paid) AS paid, count(*)::int AS parts
      FROM payment_tin pt
      WHERE pt.ftin = ANY(string_to_array(${p('tins')}::text, ',')) AND pt.payment_date BETWEEN ${datesFrom} AND ${datesTo}
      GROUP BY pt.payment_id`),
);
/**
 * The caller's TINs over a date range, the everyday search (the last 90 days): a payment has at most
 * one part per TIN, so the newest (offset + limit) payments are all among each TIN's newest (offset +
 * limit) parts, with every part of theirs in scope. The page is grouped from those few parts, read
 * backwards from the index of each TIN. The total adds up the days' counts per set of TINs
 * (payment_tin_day, docs/decisions/069): a set that holds several of the searched TINs has a row under
 * each with the same count, taken once. A TIN's day is a row per set of TINs paid that day, where its
 * parts are a row per payment.
 */
const searchByTins = preparedSql<Omit<SearchFilter, 'checkNumber' | 'payer'> & { tins: string }, RowDb>('payment_search_tins_newest', () => sql`
    WITH newest AS (
      SELECT part.* FROM unnest(string_to_array(${p('tins')}::text, ',')) AS tin(ftin) CROSS JOIN LATERAL (
        SELECT pt.payment_id, pt.payment_date, pt.bills, pt.paid FROM payment_tin pt
        WHERE pt.ftin = tin.ftin AND pt.payment_date BETWEEN ${datesFrom} AND ${datesTo}
        ORDER BY pt.payment_date DESC, pt.payment_id DESC LIMIT ${p('limit')}::bigint + ${p('offset')}::bigint) part),
    found AS (
      SELECT newest.payment_id, max(newest.payment_date) AS payment_date, sum(newest.bills)::int AS bills, sum(newest.paid) AS paid,
        count(*)::int AS parts,
        (SELECT coalesce(sum(day.payments), 0) FROM (
           SELECT d.payment_date, d.tins, min(d.payments) AS payments FROM payment_tin_day d
           WHERE d.ftin = ANY(string_to_array(${p('tins')}::text, ',')) AND d.payment_date BETWEEN ${datesFrom} AND ${datesTo}
           GROUP BY d.payment_date, d.tins) day)::int AS total
      FROM newest GROUP BY newest.payment_id
      ORDER BY 2 DESC, 1 DESC LIMIT ${p('limit')} OFFSET ${p('offset')})
    ${paymentRows}`);
const searchByNumber = preparedSql<SearchFilter & { tins: string }, RowDb>('payment_search_number', () =>
  byTinsPage(sql`
      SELECT pt.payment_id, max(pt.payment_date) AS payment_date, sum(pt.bills)::int AS bills, sum(pt.paid) AS paid, count(*)::int AS parts
      FROM payment numbered JOIN payment_tin pt ON pt.payment_id = numbered.payment_id
      WHERE numbered.payment_number = ${p('checkNumber')}::text AND pt.ftin = ANY(string_to_array(${p('tins')}::text, ','))
        AND pt.payment_date BETWEEN ${datesFrom} AND ${datesTo}
      GROUP BY pt.payment_id`),
);

/** Every TIN (an internal administrator): the payments themselves, counted on the page only. */
const searchAll = preparedSql<SearchFilter, RowDb>(
  'payment_search_all',
  () => sql`
    WITH found AS (
      SELECT p.*, count(*) OVER ()::int AS total FROM payment p
      WHERE (${p('checkNumber')}::text IS NULL OR p.payment_number = ${p('checkNumber')}::text)
        AND p.payment_date BETWEEN ${datesFrom} AND ${datesTo}
        AND ${payerMatches}
      ORDER BY p.payment_date DESC, p.payment_id DESC
      LIMIT ${p('limit')} OFFSET ${p('offset')})
    SELECT ${rowColumns}, paid.amount::text AS "paidToYou", paid.bills, false AS partial, p.total
    FROM found p JOIN client cl ON cl.client_id = p.client_id
    CROSS JOIN LATERAL (SELECT count(*)::int AS bills, coalesce(sum(bp.paid_amount), 0) AS amount FROM bill_payment bp WHERE bp.payment_id = p.payment_id) paid
    ORDER BY p.payment_date DESC, p.payment_id DESC`,
);

/** The caller holds the payment's payee TIN: the check's whole amount and its adjustment are theirs (decision 080). */
export const holdsPayee = (scope: TinScope, payeeFtin: string) => scope.all || scope.tins.has(payeeFtin);

const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface PaymentSearch {
  checkNumber?: string;
  from?: string;
  to?: string;
  ftin?: string;
  payer?: string;
  page?: number;
}

/**
 * The dates a search covers (decision 066, amended 2026-11-29): the last 90 days when neither a number nor a
 * date is given; from a start alone, up to today; up to an end alone, the 90 days before it. A range made
 * so is held to PAYMENT_RANGE_MAX_DAYS as one given whole is (the query's checks), so one date alone cannot
 * cover every year. A check number alone covers every date: it finds one payment.
 */
export function searchRange(query: Pick<PaymentSearch, 'checkNumber' | 'from' | 'to'>, today: Date): { from: string | null; to: string | null } {
  const { from, to } = query;
  if (from && to) return { from, to };
  if (!from && !to) {
    if (query.checkNumber) return { from: null, to: null };
    const end = todayIso(today);
    return { from: addDays(end, -PAYMENT_DEFAULT_DAYS), to: end };
  }
  if (to) return { from: addDays(to, -PAYMENT_DEFAULT_DAYS), to };
  const end = todayIso(today) < from! ? from! : todayIso(today);
  if (daysBetween(from!, end) > PAYMENT_RANGE_MAX_DAYS) throw badRequest(paymentMessages.rangeTooLong, { from: paymentMessages.rangeTooLong });
  return { from: from!, to: end };
}

/**
 * The search of `GET /payments`: newest first, `pageSize` a page (PAYMENT_PAGE_SIZE, or the size chosen; an export reads
 * its rows as one page); the last 90 days when neither a number nor dates are given.
 */
export async function searchPayments(
  db: Db,
  scope: TinScope,
  query: PaymentSearch,
  { today = new Date(), pageSize = PAYMENT_PAGE_SIZE }: { today?: Date; pageSize?: number | undefined } = {},
): Promise<PaymentSearchResult> {
  const page = query.page ?? 1;
  const { from, to } = searchRange(query, today);
  const filter: SearchFilter = {
    checkNumber: query.checkNumber ?? null,
    from,
    to,
    payer: query.payer ? likeText(query.payer) : null,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
  const tins = query.ftin ? (scope.all || scope.tins.has(query.ftin) ? [query.ftin] : []) : scope.all ? null : [...scope.tins];
  const scoped = tins?.length ? { ...filter, tins: tins.sort().join(',') } : null;
  let rows: RowDb[] = [];
  if (tins === null) rows = await searchAll(db, filter);
  else if (scoped) rows = await (scoped.checkNumber ? searchByNumber : scoped.payer ? searchByTinsAndPayer : searchByTins)(db, scoped);
  return {
    payments: rows.map(({ total: _total, ...row }) => ({ ...row, totalAmount: row.partial && !holdsPayee(scope, row.payeeFtin) ? null : Number(row.totalAmount), paidToYou: Number(row.paidToYou) })),
    total: rows[0]?.total ?? 0,
    page,
    pageSize,
    from,
    to,
  };
}
