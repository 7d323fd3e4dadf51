import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  exportMessages,
  PAYMENT_DEFAULT_DAYS,
  PAYMENT_PAGE_SIZE,
  PAYMENT_RANGE_MAX_DAYS,
  paymentCalls,
  paymentMessages,
  todayIso,
  type Payment,
  type PaymentSearchResult,
} from '@wcpp/contract';
import type { LightMyRequestResponse } from 'fastify';
import { api } from '../../test/api';
import { createTestApp, signedInOnce, type TestApp } from '../../test/app';
import { therapyCourse } from '../../seed/therapy-course';
import { findRemittance, remittedBills } from './service';
import { write835 } from './x12-835';
import { pdfPages } from '../../test/pdf';
import { el, segmentsOf } from '../../test/x12';

let t: TestApp;
const tokenOf = signedInOnce(() => t);
/**
 * The check that pays the therapy course (the monthly payer's, to group 1001's payee TIN 751234501, with
 * bills of the group's other TINs: whole to provadmin1, in part to provuser1), one at 751234501/502
 * with another TIN's bill, and one with a PLB.
 */
let therapy: { payment_id: number; payment_number: string };
let partial: { payment_id: number; payment_number: string };
let plb: { payment_id: number };

beforeAll(async () => {
  t = await createTestApp();
  [therapy] = await t.rows(
    `SELECT p.payment_id, p.payment_number FROM payment p JOIN bill_payment bp ON bp.payment_id = p.payment_id JOIN bill b ON b.bill_id = bp.bill_id
     WHERE b.claim_number = $1 GROUP BY p.payment_id ORDER BY count(*) DESC, p.payment_id LIMIT 1`,
    [therapyCourse.claimNumber],
  );
  [partial] = await t.rows(
    `SELECT p.payment_id, p.payment_number FROM payment p JOIN bill_payment bp ON bp.payment_id = p.payment_id JOIN bill b ON b.bill_id = bp.bill_id
     GROUP BY p.payment_id HAVING bool_or(b.ftin IN ('751234501', '751234502')) AND bool_or(b.ftin NOT IN ('751234501', '751234502')) ORDER BY p.payment_id LIMIT 1`,
  );
  [plb] = await t.rows(`SELECT payment_id FROM payment WHERE provider_adjustment_amount > 0 ORDER BY payment_id LIMIT 1`);
});
afterAll(() => t.close());

type Query = Record<string, string | number>;
const searchPayments = async (user: string, query?: Query) => api(t.app).call(paymentCalls.searchPayments, { query, token: await tokenOf(user) });
const exportPayments = async (user: string, query?: Query) => api(t.app).call(paymentCalls.exportPayments, { query, token: await tokenOf(user) });
const paymentPage = async (user: string, paymentId: string | number, query?: Query) =>
  api(t.app).call(paymentCalls.paymentById, { params: { paymentId }, query, token: await tokenOf(user) });
const file835 = async (user: string, paymentId: string | number) => api(t.app).call(paymentCalls.payment835, { params: { paymentId }, token: await tokenOf(user) });
const remittancePdf = async (user: string, paymentId: string | number) => api(t.app).call(paymentCalls.remittancePdf, { params: { paymentId }, token: await tokenOf(user) });
const lastAudit = async (action: string) =>
  (await t.rows<{ actor_user_nm: string; target: string | null; detail: Record<string, unknown> }>(
    `SELECT actor_user_nm, target, detail FROM audit_log WHERE action = $1 ORDER BY audit_id DESC LIMIT 1`,
    [action],
  ))[0]!;
const cents = (n: number) => Math.round(n * 100);
/** Each query sent this way is a 400 whose message is the one given (as provuser1). */
async function expectRefused(send: (user: string, query: Query) => Promise<LightMyRequestResponse>, cases: [query: Query, message: string][]) {
  for (const [query, message] of cases) {
    const res = await send('provuser1', query);
    expect(res.statusCode, JSON.stringify(query)).toBe(400);
    expect(res.json().message, JSON.stringify(query)).toContain(message);
  }
}

/**
 * A check (CHK, today, the first payer) of the unpaid first-source bills of `tins`, at most `limit` of
 * them, paying each its recommended allowance to `tins[0]`: its id and how many bills it pays.
 */
async function checkOfUnpaidBills(number: string, tins: string[], limit?: number): Promise<{ id: number; bills: number }> {
  const [row] = await t.rows<{ payment_id: number; bills: number }>(
    `WITH chosen AS (
      SELECT b.bill_id, coalesce(b.recommended_allowance, 0) AS paid FROM bill b
      WHERE b.ftin IN (${tins.map((tin) => `'${tin}'`).join(', ')}) AND NOT b.mitch_bill AND NOT EXISTS (SELECT 1 FROM bill_payment bp WHERE bp.bill_id = b.bill_id)
      ORDER BY b.bill_id ${limit === undefined ? '' : `LIMIT ${limit}`}),
    made AS (
      INSERT INTO payment (payment_number, method, payment_date, client_id, payee_ftin, total_amount)
      SELECT '${number}', 'CHK', current_date, (SELECT min(client_id) FROM client), '${tins[0]}', sum(paid) FROM chosen RETURNING payment_id),
    paid AS (
      INSERT INTO bill_payment (bill_id, paid_amount, paid_date, check_number, payment_id)
      SELECT chosen.bill_id, chosen.paid, current_date, '${number}', made.payment_id FROM chosen, made RETURNING bill_id)
    SELECT made.payment_id, (SELECT count(*) FROM paid)::int AS bills FROM made`,
  );
  return { id: row!.payment_id, bills: row!.bills };
}

/** A check of every unpaid bill of provuser1's two TINs (more than a page), over several claims, made once for the tests that need it. */
let made: Promise<{ id: number; bills: number }> | undefined;
const bigCheck = () => (made ??= checkOfUnpaidBills('T50', ['751234501', '751234502'], 50));
/** The control numbers of a payment's bills shown, in order. */
const billsOf = (payment: Payment) => payment.claims.flatMap((c) => c.bills.map((b) => b.billControlNumber));

describe('GET /payments', () => {
  it('finds a check by its number among the bills of the caller\'s TINs, with its payer and what it paid', async () => {
    const res = await searchPayments('provadmin1', { checkNumber: therapy.payment_number });
    expect(res.statusCode).toBe(200);
    const result = res.json() as PaymentSearchResult;
    expect(result.total).toBe(1);
    expect(result.payments[0]).toMatchObject({ paymentId: therapy.payment_id, checkNumber: therapy.payment_number, method: 'CHK', partial: false });
    expect(result.payments[0]!.paidToYou).toBeGreaterThan(0);
    expect(result.payments[0]!.payerName).toBeTruthy();
    expect((await lastAudit('PAYMENT_SEARCH')).detail).toMatchObject({ results: 1, paymentIds: [therapy.payment_id] });
  });

  it('searches the last 90 days by default, newest first, and a date range, TIN and payer when asked', async () => {
    const recent = (await searchPayments('provuser1')).json() as PaymentSearchResult;
    expect(recent.to! > recent.from!).toBe(true);
    const dates = recent.payments.map((p) => p.paymentDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(recent.payments.map((p) => p.paymentId)).toContain(therapy.payment_id);
    const [{ payment_date: day, ae_name: payer }] = await t.rows<{ payment_date: string; ae_name: string }>(
      'SELECT p.payment_date::text, cl.ae_name FROM payment p JOIN client cl ON cl.client_id = p.client_id WHERE p.payment_id = $1',
      [therapy.payment_id],
    );
    const ranged = (await searchPayments('provuser1', { from: day, to: day, ftin: '751234501', payer: payer.slice(2, 8).toLowerCase() })).json() as PaymentSearchResult;
    expect(ranged.payments.map((p) => p.paymentId)).toContain(therapy.payment_id);
    expect(ranged.payments.every((p) => p.paymentDate === day)).toBe(true);
    // A TIN outside the caller's scope finds nothing, and says nothing about it.
    const other = (await searchPayments('provuser1', { from: day, to: day, ftin: '751234503' })).json() as PaymentSearchResult;
    expect(other).toMatchObject({ payments: [], total: 0 });
    // A payer text with LIKE's wildcards is matched as text.
    expect(((await searchPayments('provuser1', { from: day, to: day, payer: '%%' })).json() as PaymentSearchResult).total).toBe(0);
  });

  it('refuses malformed criteria with their messages and a 400', async () => {
    await expectRefused(searchPayments, [
      [{ checkNumber: '12 34' }, paymentMessages.invalidCheckNumber],
      [{ from: '2026-05-02', to: '2026-05-01' }, paymentMessages.toBeforeFrom],
      [{ from: '2024-01-01', to: '2026-01-01' }, paymentMessages.rangeTooLong],
      [{ payer: 'a' }, paymentMessages.invalidPayer],
      [{ page: '0' }, paymentMessages.invalidPage],
      [{ pageSize: '30' }, paymentMessages.invalidSearchPageSize],
      [{ pageSize: '1000' }, paymentMessages.invalidSearchPageSize],
    ]);
  });

  it('fills a range of one end (a start: to today; an end: the 90 days before it), and refuses one reaching past 366 days', async () => {
    await expectRefused(searchPayments, [[{ from: '1900-01-01' }, paymentMessages.rangeTooLong]]);
    await expectRefused(exportPayments, [[{ format: 'csv', from: '1900-01-01' }, paymentMessages.rangeTooLong]]);
    const searched = async (query: Query) => (await searchPayments('provuser1', { ...query, pageSize: 100 })).json() as PaymentSearchResult;
    const [{ last }] = await t.rows<{ last: string }>(`SELECT max(payment_date)::text AS last FROM payment_tin WHERE ftin IN ('751234501', '751234502')`);
    const toOnly = await searched({ to: last });
    expect(toOnly).toMatchObject({ from: addDays(last, -PAYMENT_DEFAULT_DAYS), to: last });
    expect(toOnly.total).toBeGreaterThan(0);
    expect(toOnly.total).toBe((await searched({ from: addDays(last, -PAYMENT_DEFAULT_DAYS), to: last })).total);
    const today = todayIso(new Date());
    const fromOnly = await searched({ from: addDays(today, -PAYMENT_RANGE_MAX_DAYS) });
    expect(fromOnly).toMatchObject({ from: addDays(today, -PAYMENT_RANGE_MAX_DAYS), to: today });
    expect(fromOnly.total).toBe((await searched({ from: addDays(today, -PAYMENT_RANGE_MAX_DAYS), to: today })).total);
  });

  it('shows 25 payments a page by default, and 50 or 100 when chosen, the same payments in the same order', async () => {
    const [{ from, to }] = await t.rows<{ from: string; to: string }>(`SELECT (max(payment_date) - 365)::text AS from, max(payment_date)::text AS to FROM payment_tin`);
    const pageOf = async (query: Query = {}) => {
      const res = await searchPayments('provadmin1', { from, to, ...query });
      expect(res.statusCode).toBe(200);
      return res.json() as PaymentSearchResult;
    };
    const [first, second, hundred] = [await pageOf(), await pageOf({ page: 2 }), await pageOf({ pageSize: 100 })];
    expect(first.total).toBeGreaterThan(PAYMENT_PAGE_SIZE);
    expect(first).toMatchObject({ page: 1, pageSize: PAYMENT_PAGE_SIZE });
    expect(first.payments).toHaveLength(25);
    expect(hundred).toMatchObject({ page: 1, pageSize: 100, total: first.total });
    expect(hundred.payments).toHaveLength(Math.min(100, first.total));
    expect(hundred.payments.slice(0, 50).map((p) => p.paymentId)).toEqual([...first.payments, ...second.payments].map((p) => p.paymentId));
    expect((await pageOf({ pageSize: 50, page: 2 })).payments.map((p) => p.paymentId)).toEqual(hundred.payments.slice(50, 100).map((p) => p.paymentId));
  });
});

describe('GET /payments/export', () => {
  it('writes every payment of the search, all pages, as CSV, and audits the payments written', async () => {
    const res = await exportPayments('sysadmin1', { format: 'csv', from: '2025-12-01', to: '2026-11-30' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Check or EFT Number,Payment Date,Method,Payer,Payer ID,Payee TIN,Payment Amount,Paid on Your Bills,Bills,Only Part Shown');
    const search = (await searchPayments('sysadmin1', { from: '2025-12-01', to: '2026-11-30' })).json() as PaymentSearchResult;
    // More than one page of the search: the export holds them all.
    expect(search.total).toBeGreaterThan(PAYMENT_PAGE_SIZE);
    expect(lines).toHaveLength(search.total + 1);
    expect(lines[1]!.split(',')[0]).toBe(search.payments[0]!.checkNumber);
    const audit = await lastAudit('EXPORT');
    expect(audit).toMatchObject({ target: 'payments', detail: { format: 'csv', found: true, results: search.total } });
    expect((audit.detail.paymentIds as number[]).length).toBe(search.total);
  });

  it('refuses a search with nothing to export, and another TIN finds nothing', async () => {
    const res = await exportPayments('provuser1', { format: 'xlsx', ftin: '751234503' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(exportMessages.noRows);
    expect((await exportPayments('provuser1', { format: 'pdf' })).statusCode).toBe(400);
  });
});

describe('GET /payments/{paymentId}', () => {
  it("shows the payment's bills by claim, each line balanced: billed less paid is its adjustments, in words", async () => {
    const res = await paymentPage('provadmin1', therapy.payment_id, { pageSize: '100' });
    expect(res.statusCode).toBe(200);
    const payment = res.json() as Payment;
    expect(payment).toMatchObject({ paymentId: therapy.payment_id, checkNumber: therapy.payment_number, partial: false });
    const claim = payment.claims.find((c) => c.claimNumber === therapyCourse.claimNumber)!;
    expect(claim).toMatchObject({ claimantFirstName: therapyCourse.firstName, claimantLastName: therapyCourse.lastName });
    expect(claim.bills.map((b) => b.status)).toEqual(Array(therapyCourse.visits).fill('paid'));
    for (const bill of payment.claims.flatMap((c) => c.bills)) {
      // A denied bill rides on the check with nothing paid; the others are paid in whole or in part.
      expect(bill.status === 'denied' ? bill.paid : bill.status, bill.billControlNumber).toEqual(bill.status === 'denied' ? 0 : expect.stringMatching(/^(paid|partly paid)$/));
      for (const line of bill.lines) {
        expect(cents(line.billed) - cents(line.paid), `${bill.billControlNumber}-${line.lineNo}`).toBe(line.adjustments.reduce((s, a) => s + cents(a.amount), 0));
        for (const a of line.adjustments) expect(a.text.length).toBeGreaterThan(10);
      }
      expect(bill.lines.reduce((s, l) => s + cents(l.paid), 0)).toBe(cents(bill.paid));
      // What opening its EOR needs, as Bill Search answers it (decision 082).
      const [source] = await t.rows<{ mitch_bill: boolean }>('SELECT mitch_bill FROM bill WHERE bill_control_number = $1 AND ftin = $2', [bill.billControlNumber, bill.ftin]);
      expect(bill).toMatchObject({ mitchBill: source!.mitch_bill, eorImageUrl: `/billSearch/billImage?billControlNumber=${bill.billControlNumber}&isEor=Y&exId=${bill.exId ?? ''}` });
    }
    const total = payment.claims.flatMap((c) => c.bills).reduce((s, b) => s + cents(b.paid), 0);
    expect(cents(payment.totalAmount!)).toBe(total - cents(payment.providerAdjustment?.amount ?? 0));
    expect((await lastAudit('PAYMENT_DETAIL')).detail.billControlNumbers).toEqual(payment.claims.flatMap((c) => c.bills.map((b) => b.billControlNumber)));
  });

  it("shows only the caller's part of a payment to several TINs, and says so; the group's admin sees it whole", async () => {
    const own = (await paymentPage('provuser1', partial.payment_id)).json() as Payment;
    expect(own.partial).toBe(true);
    const tins = new Set(own.claims.flatMap((c) => c.bills.map((b) => b.ftin)));
    expect([...tins].every((tin) => ['751234501', '751234502'].includes(tin))).toBe(true);
    const whole = (await paymentPage('provadmin1', partial.payment_id)).json() as Payment;
    expect(whole.partial).toBe(false);
    expect(whole.claims.flatMap((c) => c.bills).length).toBeGreaterThan(own.claims.flatMap((c) => c.bills).length);
  });

  it('answers a payment with no bill in scope exactly as one that does not exist: 404, nothing disclosed', async () => {
    const outside = await paymentPage('billing01', therapy.payment_id);
    const missing = await paymentPage('billing01', '999999999');
    expect(outside.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    const { requestId: _a, ...a } = outside.json();
    const { requestId: _b, ...b } = missing.json();
    expect(a).toEqual(b);
    expect(a.message).toBe(paymentMessages.notFound);
    expect(outside.body).not.toContain(therapy.payment_number);
    for (const file of [file835, remittancePdf]) expect((await file('billing01', therapy.payment_id)).statusCode).toBe(404);
    expect((await paymentPage('billing01', '12ab')).statusCode).toBe(400);
  });
});

describe('GET /payments/{paymentId}/835', () => {
  it.each([
    ['a check of the therapy course', () => therapy.payment_id, 'provuser1'],
    ['a payment with a provider-level adjustment, seen whole', () => plb.payment_id, 'sysadmin1'],
  ])('is a balanced 005010X221A1 835 an independent parser reads: %s', async (_name, id, user) => {
    const res = await file835(user, id());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/edi-x12');
    const payment = (await paymentPage(user, id())).json() as Payment;
    const segments = segmentsOf(res.body);
    const tags = segments.map((s) => s.tag);
    expect(tags[0]).toBe('ST');
    expect(el(segments[0]!, 3)).toBe('005010X221A1');
    expect(tags.at(-1)).toBe('SE');
    expect(Number(el(segments.at(-1)!, 1))).toBe(segments.length);
    const bpr = segments.find((s) => s.tag === 'BPR')!;
    const trn = segments.find((s) => s.tag === 'TRN')!;
    expect(el(trn, 2)).toBe(payment.checkNumber);
    expect(segments.find((s) => s.tag === 'N1' && el(s, 1) === 'PE')!.valueOf(4)).toBe(payment.payeeFtin);
    expect(segments.some((s) => s.tag === 'N1' && el(s, 1) === 'PR')).toBe(true);
    const clps = segments.filter((s) => s.tag === 'CLP');
    expect(clps.map((s) => el(s, 1))).toEqual(payment.claims.flatMap((c) => c.bills.map((b) => b.billControlNumber)));
    const plbs = segments.filter((s) => s.tag === 'PLB');
    // BPR02 = ΣCLP04 − ΣPLB
    expect(cents(Number(el(bpr, 2)))).toBe(clps.reduce((s, c) => s + cents(Number(el(c, 4))), 0) - plbs.reduce((s, p) => s + cents(Number(el(p, 4))), 0));
    expect(cents(Number(el(bpr, 2)))).toBe(cents(payment.totalAmount!));
    // Each claim: charge − payment = its adjustments; each line: charge − payment = its CAS.
    let claim: { charge: number; paid: number; adjusted: number } | null = null;
    let line: { charge: number; paid: number; adjusted: number } | null = null;
    const checkLine = () => line && expect(line.charge - line.paid).toBe(line.adjusted);
    const checkClaim = () => claim && expect(claim.charge - claim.paid).toBe(claim.adjusted);
    for (const s of segments) {
      if (s.tag === 'CLP' || s.tag === 'SE' || s.tag === 'PLB') {
        checkLine();
        checkClaim();
        line = null;
        claim = s.tag === 'CLP' ? { charge: cents(Number(el(s, 3))), paid: cents(Number(el(s, 4))), adjusted: 0 } : null;
      } else if (s.tag === 'SVC') {
        checkLine();
        line = { charge: cents(Number(el(s, 2))), paid: cents(Number(el(s, 3))), adjusted: 0 };
      } else if (s.tag === 'CAS') {
        for (let i = 3; i <= 18; i += 3) {
          const amount = cents(Number(el(s, i) || 0));
          if (line) line.adjusted += amount;
          if (claim) claim.adjusted += amount;
        }
      }
    }
    expect(plbs.length).toBe(payment.providerAdjustment && !payment.partial ? 1 : 0);
    expect((await lastAudit('PAYMENT_835')).target).toBe(String(id()));
  });
});

describe('GET /payments/{paymentId}: a page of its bills', () => {
  let big: number;
  let n: number;
  beforeAll(async () => {
    ({ id: big, bills: n } = await bigCheck());
    expect(n).toBeGreaterThan(PAYMENT_PAGE_SIZE);
    expect(n).toBeLessThanOrEqual(50);
  });

  it('shows 25 bills a page by default, the next on the next page, in the order of the 835, each page audited with its bills only', async () => {
    const first = (await paymentPage('provuser1', big)).json() as Payment;
    expect(first).toMatchObject({ bills: n, page: 1, pageSize: PAYMENT_PAGE_SIZE });
    expect(billsOf(first)).toHaveLength(25);
    expect(new Set(first.claims.map((c) => c.claimNumber)).size).toBe(first.claims.length);
    expect((await lastAudit('PAYMENT_DETAIL')).detail.billControlNumbers).toEqual(billsOf(first));
    const second = (await paymentPage('provuser1', big, { page: '2' })).json() as Payment;
    expect(second).toMatchObject({ bills: n, page: 2 });
    expect(billsOf(second)).toHaveLength(n - 25);
    expect((await lastAudit('PAYMENT_DETAIL')).detail.billControlNumbers).toEqual(billsOf(second));
    const whole = (await paymentPage('provuser1', big, { pageSize: '50' })).json() as Payment;
    expect(billsOf(whole)).toEqual([...billsOf(first), ...billsOf(second)]);
    const clps = segmentsOf((await file835('provuser1', big)).body).filter((s) => s.tag === 'CLP').map((s) => el(s, 1));
    expect(clps).toEqual(billsOf(whole));
    // Totals are the payment's, on every page.
    expect(second.paidToYou).toBe(whole.paidToYou);
    expect((await paymentPage('provuser1', big, { page: '3' })).json()).toMatchObject({ bills: n, claims: [] });
  });

  it('refuses a page size other than 25, 50 or 100, and a page below 1, with their messages and a 400', async () => {
    await expectRefused((user, query) => paymentPage(user, big, query), [
      [{ pageSize: '30' }, paymentMessages.invalidPageSize],
      [{ pageSize: 'abc' }, paymentMessages.invalidPageSize],
      [{ page: '0' }, paymentMessages.invalidPage],
      [{ page: 'x' }, paymentMessages.invalidPage],
    ]);
  });
});

describe('the 835 written page by page', () => {
  const collect = async (chunks: AsyncIterable<string>) => {
    let text = '';
    for await (const chunk of chunks) text += chunk;
    return text;
  };

  it.each([
    ['a payment with a provider-level adjustment', () => plb.payment_id],
    ['a check of several bills of one claim (the therapy course)', () => therapy.payment_id],
  ])('is the same file read one bill at a time as in one page, and its audit row names every bill written: %s', async (_name, id) => {
    const scope = { all: true } as const;
    const found = (await findRemittance(t.app.db, id(), scope))!;
    expect(found.bills.length).toBeGreaterThanOrEqual(2);
    const ids = found.bills.map((b) => b.billId);
    const interchange = { control: id(), at: new Date('2026-11-28T12:00:00Z') };
    const whole = await collect(write835(found.payment, found.payer, remittedBills(t.app.db, id(), scope, ids, 1000), interchange));
    const byBill = await collect(write835(found.payment, found.payer, remittedBills(t.app.db, id(), scope, ids, 1), interchange));
    expect(byBill).toBe(whole);
    const written = segmentsOf(whole).filter((s) => s.tag === 'CLP').map((s) => el(s, 1));
    expect(written).toEqual(found.bills.map((b) => b.billControlNumber));
    // The same order as the payment's page: by claim, then first date of service.
    const page = (await paymentPage('sysadmin1', id())).json() as Payment;
    expect(written).toEqual(page.claims.flatMap((c) => c.bills.map((b) => b.billControlNumber)));

    expect((await file835('sysadmin1', id())).statusCode).toBe(200);
    const audit = await lastAudit('PAYMENT_835');
    expect([...(audit.detail.billControlNumbers as string[])].sort()).toEqual([...written].sort());
  });

  it('writes nothing for a caller with no TIN, and no bills of other TINs for a partial payment', async () => {
    expect(await findRemittance(t.app.db, partial.payment_id, { all: false, tins: new Set() })).toBeNull();
    const mine = { all: false, tins: new Set(['751234501', '751234502']) } as const;
    const found = (await findRemittance(t.app.db, partial.payment_id, mine))!;
    expect(found.payment.partial).toBe(true);
    const ftins = new Set<string>();
    const ids = found.bills.map((b) => b.billId);
    for await (const page of remittedBills(t.app.db, partial.payment_id, mine, ids, 1)) for (const { bill } of page) ftins.add(bill.ftin);
    // A bill of another TIN asked for by id is not read either.
    const [other] = await t.rows<{ bill_id: number }>(
      `SELECT b.bill_id FROM bill_payment bp JOIN bill b ON b.bill_id = bp.bill_id WHERE bp.payment_id = $1 AND b.ftin NOT IN ('751234501', '751234502') LIMIT 1`,
      [partial.payment_id],
    );
    for await (const page of remittedBills(t.app.db, partial.payment_id, mine, [other!.bill_id])) expect(page).toEqual([]);
    expect([...ftins].every((f) => mine.tins.has(f))).toBe(true);
    expect(ftins.size).toBeGreaterThan(0);
  });
});

describe('GET /payments/{paymentId}/remittance.pdf', () => {
  it('is a PDF of the payment, written page by page with each page numbered, audited with every bill it shows', async () => {
    const res = await remittancePdf('provuser1', therapy.payment_id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(res.rawPayload);
    const payment = (await paymentPage('provuser1', therapy.payment_id, { pageSize: '100' })).json() as Payment;
    const bills = billsOf(payment);
    for (const bcn of bills) expect(pages.join('\n')).toContain(`Bill ${bcn}`);
    pages.forEach((text, i) => expect(text).toContain(`Remittance Advice · Page ${i + 1}`));
    expect(pages.join('\n')).toContain('Adjustment codes');
    expect((await lastAudit('PAYMENT_REMITTANCE')).detail).toMatchObject({ found: true, billControlNumbers: bills });
  });

  it('writes one remittance PDF at a time per person: a second while the first is still being read is a 429 with its message', async () => {
    // A check of the group's other unpaid bills: its PDF is larger than what a reader takes in before it reads.
    const { id } = await checkOfUnpaidBills('TPDF', ['751234503', '751234504', '751234505', '751234506']);
    const token = await tokenOf('provadmin1');
    const pdf = (payloadAsStream?: true) => api(t.app).call(paymentCalls.remittancePdf, { params: { paymentId: id }, token, payloadAsStream });
    // The first is not read yet, so it is still being written.
    const first = await pdf(true);
    expect(first.statusCode).toBe(200);
    const second = await pdf();
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(paymentMessages.pdfBusy);
    // Another person is not held back.
    expect((await remittancePdf('sysadmin1', id)).statusCode).toBe(200);
    const chunks: Buffer[] = [];
    for await (const chunk of first.stream()) chunks.push(Buffer.from(chunk as Uint8Array));
    const file = Buffer.concat(chunks);
    expect(file.length).toBeGreaterThan(16 * 1024);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await pdf()).statusCode).toBe(200);
    // Four at once, none read: exactly one is written, the other three are refused.
    const parallel = await Promise.all(Array.from({ length: 4 }, () => pdf(true)));
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429]);
    for (const r of parallel) for await (const _chunk of r.stream()) void _chunk;
  });

  it('goes on over several pages for a check of many bills, and answers 404 to another group', async () => {
    const { id: big } = await bigCheck();
    const pages = await pdfPages((await remittancePdf('provuser1', big)).rawPayload);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.at(-1)).toContain(`Remittance Advice · Page ${pages.length}`);
    expect((await remittancePdf('billing01', big)).statusCode).toBe(404);
  });
});
