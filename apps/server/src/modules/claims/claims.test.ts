import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, CLAIM_PAGE_SIZE, claimBillStatus, claimCalls, claimMessages, paymentCalls, type ClaimPage } from '@wcpp/contract';
import { apiPath } from '@wcpp/contract/testing';
import { api } from '../../test/api';
import { bearer, createTestApp, type TestApp } from '../../test/app';
import { claimHistory } from '../../seed/demo-claims';
import { therapyCourse } from '../../seed/therapy-course';

let t: TestApp;
/** A bill of the therapy claim added under 751234503: group 1001's (provadmin1), not provuser1's. */
const otherTinBcn = '71900000001';

beforeAll(async () => {
  t = await createTestApp();
  await t.rows(
    `INSERT INTO bill (mitch_bill, mcps_bill, bill_control_number, document_id, ftin, claim_id, claim_number, patient_first_name, patient_last_name,
       patient_dob, begin_service_date, end_service_date, physician_first_name, physician_last_name, bill_charges, recommended_allowance, bill_status, eor, form_type, has_image)
     SELECT true, false, $1::text, 'PT' || $1::text, '751234503', claim_id, claim_number, claimant_first_name, claimant_last_name, claimant_dob,
       DATE '2025-06-02', DATE '2025-06-02', 'Ana', 'Reyes', 410.00, 0, '2', true, 'HCFA', false
     FROM claim WHERE claim_number = $2`,
    [otherTinBcn, therapyCourse.claimNumber],
  );
});
afterAll(() => t.close());

const get = async (user: string, claimNumber: string, query?: { page?: unknown; pageSize?: unknown }) =>
  api(t.app).call(claimCalls.claimByNumber, { params: { claimNumber }, query, token: await t.signIn(user) });
const lastAudit = async () =>
  (await t.rows<{ actor_user_nm: string; target: string; detail: { found: boolean; billControlNumbers: string[] } }>(
    `SELECT actor_user_nm, target, detail FROM audit_log WHERE action = 'CLAIM_VIEW' ORDER BY audit_id DESC LIMIT 1`,
  ))[0]!;

describe('GET /claims/{claimNumber}', () => {
  it("shows the claim and every bill on it under the caller's TINs, with totals, a timeline and the payments", async () => {
    const res = await get('provuser1', therapyCourse.claimNumber);
    expect(res.statusCode).toBe(200);
    const page = res.json() as ClaimPage;
    expect(page.claim).toMatchObject({
      claimNumber: therapyCourse.claimNumber,
      claimantFirstName: therapyCourse.firstName,
      claimantLastName: therapyCourse.lastName,
      claimantDOB: therapyCourse.dob,
      claimantDOI: therapyCourse.doi,
      lineOfBusiness: 'WC',
    });
    expect(page.claim).not.toHaveProperty('id');
    // The twelve visits at 751234501 and 751234502; not the bill of 751234503, which is not provuser1's.
    expect(page.bills).toHaveLength(therapyCourse.visits);
    expect(new Set(page.bills.map((b) => b.ftin))).toEqual(new Set(therapyCourse.tins));
    expect(page.bills.map((b) => b.billControlNumber)).not.toContain(otherTinBcn);
    const dates = page.bills.map((b) => b.beginServiceDate);
    expect(dates).toEqual([...dates].sort());
    expect(page.totals.bills).toBe(therapyCourse.visits);
    expect(page.totals.firstServiceDate).toBe(therapyCourse.firstVisit);
    const sum = (pick: (b: ClaimPage['bills'][number]) => number | null) => Math.round(page.bills.reduce((s, b) => s + (pick(b) ?? 0), 0) * 100) / 100;
    expect(page.totals.billed).toBe(sum((b) => b.billCharges));
    expect(page.totals.paid).toBe(sum((b) => b.paidAmount));
    expect(page.totals.paid).toBeGreaterThan(0);
    expect(page.timeline).toEqual([{ month: therapyCourse.firstVisit.slice(0, 7), bills: therapyCourse.visits }]);
    // Each visit copies a paid bill: paid, with its date and check number, and the links Bill Search gives.
    const [first] = page.bills;
    expect(first).toMatchObject({ status: 'paid', mitchBill: false });
    // Paid ten days after the visit (seed/therapy-course.ts), never before it.
    for (const b of page.bills) expect(b.paidDate! > b.endServiceDate, b.billControlNumber).toBe(true);
    expect(first!.checkNumber).toBeTruthy();
    expect(first!.billImageUrl).toBe(`/billSearch/billImage?billControlNumber=${first!.billControlNumber}&isEor=N&exId=${first!.exId ?? ''}`);
  });

  it('matches the number regardless of case, spaces and hyphens', async () => {
    for (const typed of ['wc10099001-4', 'WC100990014', 'wc 1009 9001 - 4']) {
      const res = await get('provuser1', typed);
      expect(res.statusCode, typed).toBe(200);
      expect((res.json() as ClaimPage).claim.claimNumber).toBe(therapyCourse.claimNumber);
    }
  });

  it("counts every TIN in the caller's scope: the group's Provider Admin also sees the denied bill of 751234503", async () => {
    const page = (await get('provadmin1', therapyCourse.claimNumber)).json() as ClaimPage;
    expect(page.totals.bills).toBe(therapyCourse.visits + 1);
    expect(page.bills[0]).toMatchObject({ billControlNumber: otherTinBcn, ftin: '751234503', status: 'denied', mitchBill: true, paidAmount: null, billImageUrl: null });
    expect(page.bills[0]!.foreignBillIdURL).toBe(`/billSearch/searchBillReference?billRefNumber=${otherTinBcn}`);
    // A denied bill allows nothing; the timeline has its own month, oldest first.
    expect(page.totals.allowed).toBe(Math.round(page.bills.slice(1).reduce((s, b) => s + (b.recommendedAllowance ?? 0), 0) * 100) / 100);
    // What Allowed leaves out is told, so the page can say it (decision 082).
    expect(page.totals).toMatchObject({ deniedBills: 1, deniedAllowed: page.bills[0]!.recommendedAllowance ?? 0 });
    expect(page.timeline.map((m) => m.month)).toEqual(['2025-06', therapyCourse.firstVisit.slice(0, 7)]);
  });

  it('names every bill shown in the audit row, and the claim', async () => {
    const page = (await get('provuser1', 'wc10099001-4')).json() as ClaimPage;
    const row = await lastAudit();
    expect(row.actor_user_nm).toBe('provuser1');
    expect(row.target).toBe(therapyCourse.claimNumber);
    expect(row.detail.found).toBe(true);
    expect(row.detail.billControlNumbers).toEqual(page.bills.map((b) => b.billControlNumber));
  });

  it('answers a claim with no bill in scope exactly as a claim that does not exist: 404, nothing disclosed', async () => {
    const otherGroup = await get('billing01', therapyCourse.claimNumber);
    const missing = await get('billing01', 'ZZ00000000-0');
    expect(otherGroup.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    const { requestId: _a, ...refused } = otherGroup.json();
    const { requestId: _b, ...absent } = missing.json();
    expect(refused).toEqual(absent);
    expect(otherGroup.json().message).toBe(claimMessages.notFound);
    expect(otherGroup.body).not.toContain(therapyCourse.lastName);
    const row = await lastAudit();
    expect(row.detail).toMatchObject({ found: false, billControlNumbers: [] });
  });

  it('an administrator sees every TIN; a mirror sees what the mirrored user sees', async () => {
    expect(((await get('sysadmin1', therapyCourse.claimNumber)).json() as ClaimPage).totals.bills).toBe(therapyCourse.visits + 1);
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: await t.signIn('sysadmin1'), body: { userNm: 'provuser1' } })).ok().token;
    const asProvuser = await api(t.app).call(claimCalls.claimByNumber, { params: { claimNumber: therapyCourse.claimNumber }, token: mirror });
    expect((asProvuser.json() as ClaimPage).totals.bills).toBe(therapyCourse.visits);
  });

  it('refuses a malformed number or page with a message and a 400', async () => {
    for (const [claimNumber, page, message] of [
      ["WC1'; DROP TABLE bill;--", undefined, claimMessages.invalidNumber],
      ['---', undefined, claimMessages.invalidNumber],
      ['x'.repeat(41), undefined, claimMessages.invalidNumber],
      [therapyCourse.claimNumber, '0', claimMessages.invalidPage],
      [therapyCourse.claimNumber, 'abc', claimMessages.invalidPage],
    ] as const) {
      const res = await get('provuser1', claimNumber, { page });
      expect(res.statusCode, `${claimNumber} page ${page}`).toBe(400);
      expect(res.body, `${claimNumber} page ${page}`).toContain(message);
    }
  });

  it('pages on the server, 25 bills unless 50 or 100 are chosen; a page past the end has no bills and the same totals', async () => {
    // A claim of 30 bills at 751234504 (provadmin1's group), one a day from 2025-01-01.
    await t.rows(
      `INSERT INTO claim (claim_number, claimant_first_name, claimant_last_name, claimant_dob, claimant_doi, state_of_jurisdiction, claimant_gender, client_id, lob)
       SELECT 'WC20000030-1', claimant_first_name, claimant_last_name, claimant_dob, claimant_doi, state_of_jurisdiction, claimant_gender, client_id, lob FROM claim WHERE claim_number = $1`,
      [therapyCourse.claimNumber],
    );
    await t.rows(
      `INSERT INTO bill (mitch_bill, mcps_bill, bill_control_number, document_id, ftin, claim_id, claim_number, patient_first_name, patient_last_name,
         patient_dob, begin_service_date, end_service_date, physician_first_name, physician_last_name, bill_charges, recommended_allowance, bill_status, eor, form_type, has_image)
       SELECT true, false, '7300000' || lpad(i::text, 4, '0'), 'PG' || i, '751234504', c.claim_id, c.claim_number, c.claimant_first_name, c.claimant_last_name, c.claimant_dob,
         DATE '2025-01-01' + i, DATE '2025-01-01' + i, 'Ana', 'Reyes', 100, 80, '1', false, 'HCFA', false
       FROM claim c, generate_series(0, 29) i WHERE c.claim_number = 'WC20000030-1'`,
    );
    const bcn = (i: number) => `7300000${String(i).padStart(4, '0')}`;
    const pageOf = async (query?: { page?: number; pageSize?: number }) => (await get('provadmin1', 'WC20000030-1', query)).json() as ClaimPage;

    const first = await pageOf();
    expect(first).toMatchObject({ page: 1, pageSize: CLAIM_PAGE_SIZE, totals: { bills: 30 } });
    expect(CLAIM_PAGE_SIZE).toBe(25);
    expect(first.bills.map((b) => b.billControlNumber)).toEqual(Array.from({ length: 25 }, (_, i) => bcn(i)));
    const second = await pageOf({ page: 2 });
    expect(second.bills.map((b) => b.billControlNumber)).toEqual([25, 26, 27, 28, 29].map(bcn));
    expect((await lastAudit()).detail.billControlNumbers).toEqual([25, 26, 27, 28, 29].map(bcn));
    const fifty = await pageOf({ pageSize: 50 });
    expect(fifty).toMatchObject({ page: 1, pageSize: 50 });
    expect(fifty.bills).toHaveLength(30);
    const past = await pageOf({ page: 3 });
    expect(past).toMatchObject({ page: 3, bills: [], totals: { bills: 30 } });
  });

  it('refuses a page size other than 25, 50 or 100 with a message and a 400', async () => {
    // Written after the described path, since an empty value is left out of a described query.
    const token = await t.signIn('provuser1');
    for (const size of ['10', '0', '1000', 'abc', '']) {
      const url = `${apiPath(claimCalls.claimByNumber, { params: { claimNumber: therapyCourse.claimNumber } })}?pageSize=${size}`;
      const res = await t.app.inject({ url, headers: bearer(token) });
      expect(res.statusCode, size).toBe(400);
      expect(res.json().message, size).toBe(claimMessages.invalidPageSize);
    }
    expect((await get('provuser1', therapyCourse.claimNumber, { pageSize: 100 })).statusCode).toBe(200);
  });
});

describe("the tour's claim history (seed/demo-claims.ts)", () => {
  it('spans three TINs, both sources and almost two years; each caller sees the bills of their own TINs', async () => {
    const admin = (await get('provadmin1', claimHistory.claimNumber)).json() as ClaimPage;
    expect(admin.totals).toMatchObject({ bills: 9, firstServiceDate: '2025-03-03', lastServiceDate: '2026-11-09' });
    expect(new Set(admin.bills.map((b) => b.ftin))).toEqual(new Set(['751234501', '751234502', '751234503']));
    expect(admin.bills.map((b) => [b.billControlNumber, b.mitchBill, b.status])).toEqual([
      ['72000000001', false, 'paid'],
      ['72000000002', false, 'paid'],
      ['72000000003', false, 'partly paid'],
      ['72000000004', false, 'paid'],
      ['72000000005', false, 'denied'],
      ['72000000006', true, 'paid'],
      ['72000000007', true, 'allowed'],
      ['72000000008', false, 'partly paid'],
      ['72000000009', false, 'in review'],
    ]);
    const partly = admin.bills[2]!;
    expect(partly.paidAmount).toBe(Math.round(partly.recommendedAllowance! * 0.95 * 100) / 100);
    expect(admin.bills[8]).toMatchObject({ recommendedAllowance: null, eor: false, paidAmount: null });
    expect(admin.timeline).toEqual(
      ['2025-03', '2025-03', '2025-04', '2025-05', '2025-06', '2025-08', '2025-09', '2026-01', '2026-11']
        .reduce<{ month: string; bills: number }[]>((months, month) => {
          const last = months.at(-1);
          if (last?.month === month) last.bills++;
          else months.push({ month, bills: 1 });
          return months;
        }, []),
    );
    const own = (await get('provuser1', claimHistory.claimNumber)).json() as ClaimPage;
    expect(own.bills.map((b) => b.billControlNumber)).toEqual(['72000000001', '72000000002', '72000000003', '72000000006', '72000000007', '72000000009']);
  });

  it('shows the payment that remitted a denied bill, paid $0.00, as the payment lists it; a bill no payment shows keeps none (decision 083)', async () => {
    const admin = (await get('provadmin1', claimHistory.claimNumber)).json() as ClaimPage;
    const [remitted] = await t.rows<{ payment_id: number; payment_number: string; payment_date: string }>(
      `SELECT p.payment_id, p.payment_number, p.payment_date::text FROM bill b JOIN bill_payment bp ON bp.bill_id = b.bill_id JOIN payment p ON p.payment_id = bp.payment_id
       WHERE b.bill_control_number = '72000000005'`,
    );
    expect(remitted).toBeDefined();
    const denied = admin.bills.find((b) => b.billControlNumber === '72000000005')!;
    expect(denied).toMatchObject({ status: 'denied', paidAmount: 0, paidDate: remitted!.payment_date, checkNumber: remitted!.payment_number, paymentId: remitted!.payment_id });
    // The payment's own page lists the same bill, denied with nothing paid.
    const payment = (await api(t.app).call(paymentCalls.paymentById, { params: { paymentId: remitted!.payment_id }, query: { pageSize: 100 }, token: await t.signIn('provadmin1') })).ok();
    expect(payment.claims.flatMap((c) => c.bills).find((b) => b.billControlNumber === '72000000005')).toMatchObject({ status: 'denied', paid: 0 });
    // Allowed, in review and network-pricing bills show no payment, and no payment id.
    for (const bcn of ['72000000007', '72000000009']) {
      expect(admin.bills.find((b) => b.billControlNumber === bcn)).toMatchObject({ paidAmount: null, paidDate: null, checkNumber: null, paymentId: null });
    }
    const paid = admin.bills.find((b) => b.billControlNumber === '72000000001')!;
    expect(paid.paymentId).toEqual(expect.any(Number));
  });
});

describe('claimBillStatus (docs/decisions/059-claim-page.md)', () => {
  it.each([
    ['In Progress', null, null, 'in review'],
    ['2', 120, null, 'denied'],
    ['1', 120, null, 'allowed'],
    ['0', 120, null, 'allowed'],
    ['0', 120, 120, 'paid'],
    ['3', 120, 114, 'partly paid'],
    ['3', null, 114, 'paid'],
    ['7', 120, null, 'received'],
  ] as const)('billStatus %s, allowed %s, paid %s: %s', (billStatus, recommendedAllowance, paidAmount, status) => {
    expect(claimBillStatus({ billStatus, recommendedAllowance, paidAmount })).toBe(status);
  });
});
