import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  authCalls,
  billSearchTexts,
  claimCalls,
  claimMessages,
  claimTexts,
  EXPORT_MAX_ROWS,
  exportCalls,
  exportMessages,
  feeScheduleCalls,
  tinCalls,
  userAdminCalls,
  XLSX_TYPE,
} from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, signedInOnce, type TestApp } from '../../test/app';
import { claimHistory } from '../../seed/demo-claims';
import { therapyCourse } from '../../seed/therapy-course';

let t: TestApp;
/** The tour claim's bills: `72` + n in nine digits; 4, 5 and 8 are at 751234503, which is not provuser1's. */
const bcn = (n: number) => `72${String(n).padStart(9, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = signedInOnce(() => t);
/** The export calls, each a file of the records named in its body. */
const exportCallOf = {
  bills: exportCalls.exportBills,
  claims: exportCalls.exportClaims,
  groupUsers: userAdminCalls.exportGroupUsers,
  groupTins: tinCalls.exportGroupTins,
  rateCodes: feeScheduleCalls.exportRateCodes,
};
const post = async (user: string, which: keyof typeof exportCallOf, body: object) => api(t.app).call(exportCallOf[which], { token: await tokenOf(user), body });
const claimExport = async (user: string, claimNumber: string, format: string) =>
  api(t.app).call(claimCalls.claimBillsExport, { params: { claimNumber }, query: { format }, token: await tokenOf(user) });
/** The CSV's lines without the byte-order mark, split on CRLF. */
const csvLines = (body: string) => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  expect(body.endsWith('\r\n')).toBe(true);
  return body.slice(1, -2).split('\r\n');
};
const lastAudit = async (action: string) =>
  (await t.rows<{ actor_user_nm: string; as_user_nm: string | null; target: string; detail: Record<string, unknown> }>(
    `SELECT actor_user_nm, as_user_nm, target, detail FROM audit_log WHERE action = $1 ORDER BY audit_id DESC LIMIT 1`,
    [action],
  ))[0]!;
const auditCount = async () => Number((await t.rows<{ n: string }>(`SELECT count(*) AS n FROM audit_log WHERE action IN ('EXPORT', 'CLAIM_EXPORT')`))[0]!.n);
async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('POST /exports/bills', () => {
  it('writes the bills named, in that order, with their payments and status, as CSV; the audit row names them', async () => {
    const asked = [bcn(6), bcn(1), bcn(3)];
    const res = await post('provuser1', 'bills', { format: 'csv', billControlNumbers: asked });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Bills.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, ...lines] = csvLines(res.body);
    expect(header).toBe(
      'TIN,Claim Number,Claimant,Begin Service Date,End Service Date,Bill Ref,Document ID,Physician,Facility,Bill Charges,Recommended Allowance,Status,Paid Amount,Paid Date,Check Number',
    );
    expect(lines.map((l) => l.split(',')[5])).toEqual(asked);
    const [second, first, third] = lines.map((l) => l.split(','));
    expect(first!.slice(0, 5)).toEqual(['751234501', claimHistory.claimNumber, 'Marcus Bell', '3/3/2025', '3/3/2025']);
    expect(first![11]).toBe(claimTexts.statuses.paid);
    // Money as plain numbers; paid by the payer's weekly check run on the Friday after the 21 days (2025-03-24), with its check number.
    expect(first![9]).toMatch(/^\d+\.\d\d$/);
    expect(first![12]).toBe(first![10]);
    expect(first![13]).toBe('3/28/2025');
    expect(first![14]).toBeTruthy();
    expect(third![11]).toBe(claimTexts.statuses['partly paid']);
    expect(Number(third![12])).toBeLessThan(Number(third![10]));
    expect(second![0]).toBe('751234501');
    const audit = await lastAudit('EXPORT');
    expect(audit).toMatchObject({ actor_user_nm: 'provuser1', target: 'bills', detail: { format: 'csv', found: true, billControlNumbers: asked } });
  });

  it('writes XLSX with date and number cells, headings frozen', async () => {
    const res = await post('provadmin1', 'bills', { format: 'xlsx', billControlNumbers: [bcn(5), bcn(8), bcn(7)] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Bills.xlsx"');
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.name).toBe('Bills');
    expect(sheet.getRow(1).getCell(1).value).toBe(billSearchTexts.columns.tin);
    expect(sheet.rowCount).toBe(4);
    const denied = sheet.getRow(2);
    expect(denied.getCell(6).value).toBe(bcn(5));
    expect(denied.getCell(12).value).toBe(claimTexts.statuses.denied);
    // A denied bill that a payment remitted shows that payment, with nothing paid, as the claim page does (decision 083).
    const [remitted] = await t.rows<{ payment_number: string }>(
      `SELECT p.payment_number FROM bill b JOIN bill_payment bp ON bp.bill_id = b.bill_id JOIN payment p ON p.payment_id = bp.payment_id WHERE b.bill_control_number = $1`,
      [bcn(5)],
    );
    expect(denied.getCell(13).value).toBe(0);
    expect(denied.getCell(14).value).toBeInstanceOf(Date);
    expect(denied.getCell(15).value).toBe(remitted!.payment_number);
    // An allowed bill no payment carried has no payment: empty cells, not zeros.
    const allowed = sheet.getRow(4);
    expect(allowed.getCell(6).value).toBe(bcn(7));
    expect([allowed.getCell(13).value, allowed.getCell(14).value, allowed.getCell(15).value]).toEqual([null, null, null]);
    const begin = denied.getCell(4);
    expect(begin.value).toEqual(new Date(Date.UTC(2025, 5, 9)));
    expect(begin.numFmt).toBe('mm/dd/yyyy');
    const charges = denied.getCell(10);
    expect(typeof charges.value).toBe('number');
    expect(charges.numFmt).toBe('"$"#,##0.00');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('writes text that a spreadsheet would run as a formula so that none runs', async () => {
    const hostile = ['=HYPERLINK("http://evil.example","x")', '+SUM(1,2)', '-2+3', '@cmd', '\tlead', '\rlead'];
    const made: string[] = [];
    for (const [i, text] of hostile.entries()) {
      const number = `7390000000${i}`;
      made.push(number);
      await t.rows(
        `INSERT INTO bill (mitch_bill, mcps_bill, bill_control_number, ftin, claim_number, patient_first_name, patient_last_name, patient_dob,
           begin_service_date, end_service_date, facility_name, bill_charges, bill_status, eor, form_type, has_image)
         VALUES (false, false, $1, '751234501', 'WC-HOSTILE', 'Ann', 'Lee', DATE '1980-01-01', DATE '2026-01-05', DATE '2026-01-05', $2, 10, '1', false, 'HCFA', false)`,
        [number, text],
      );
    }
    const csv = await post('provuser1', 'bills', { format: 'csv', billControlNumbers: made });
    expect(csv.statusCode).toBe(200);
    const facilities = csvLines(csv.body).slice(1).map((line) => line.split(',').slice(8).join(','));
    // Each starts with a quote mark (inside the CSV quotes where the text needs them): never with = + - @ tab or CR.
    expect(facilities.map((f) => f.replace(/^"/, '').charAt(0))).toEqual(hostile.map(() => "'"));
    expect(facilities[0]!.startsWith(`"'=HYPERLINK(""http://evil.example"",""x"")",`)).toBe(true);
    const xlsx = await post('provuser1', 'bills', { format: 'xlsx', billControlNumbers: made });
    const sheet = await sheetOf(xlsx.rawPayload);
    for (const [i, text] of hostile.entries()) {
      const cell = sheet.getRow(i + 2).getCell(9);
      // A text cell holding the text as it is: no formula in the file.
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      // (XML reads a carriage return in text as a line feed.)
      expect(cell.value).toBe(text.replace(/\r/g, '\n'));
      expect(cell.formula).toBeUndefined();
    }
  });

  it("refuses the whole export when one bill is not in the caller's scope, exactly as when it does not exist", async () => {
    const before = await auditCount();
    const outOfScope = await post('provuser1', 'bills', { format: 'csv', billControlNumbers: [bcn(1), bcn(4)] });
    const missing = await post('provuser1', 'bills', { format: 'csv', billControlNumbers: [bcn(1), '99999999999'] });
    for (const res of [outOfScope, missing]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().message).toBe(exportMessages.notFound);
      expect(res.body).not.toContain('Marcus');
    }
    const { requestId: _a, ...refused } = outOfScope.json();
    const { requestId: _b, ...absent } = missing.json();
    expect(refused).toEqual(absent);
    // Refusals are audited with what was asked for.
    expect(await auditCount()).toBe(before + 2);
    expect((await lastAudit('EXPORT')).detail).toMatchObject({ found: false, billControlNumbers: [bcn(1), '99999999999'] });
    // The group's Provider Admin has 751234503.
    expect((await post('provadmin1', 'bills', { format: 'csv', billControlNumbers: [bcn(1), bcn(4)] })).statusCode).toBe(200);
  });

  it("a mirror exports with the mirrored user's scope, and the audit row names both", async () => {
    const admin = await t.signIn('sysadmin1');
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: admin, body: { userNm: 'provuser1' } })).json().token as string;
    const send = (numbers: string[]) => api(t.app).call(exportCalls.exportBills, { token: mirror, body: { format: 'csv', billControlNumbers: numbers } });
    expect((await send([bcn(4)])).statusCode).toBe(404);
    expect((await send([bcn(2)])).statusCode).toBe(200);
    expect(await lastAudit('EXPORT')).toMatchObject({ actor_user_nm: 'sysadmin1', as_user_nm: 'provuser1', detail: { billControlNumbers: [bcn(2)] } });
  });

  it('refuses a bad format, no rows or too many rows with a message and a 400, writing nothing', async () => {
    const before = await auditCount();
    const cases: [object, string][] = [
      [{ format: 'pdf', billControlNumbers: [bcn(1)] }, exportMessages.format],
      [{ format: 'csv', billControlNumbers: [] }, exportMessages.noRows],
      [{ format: 'csv', billControlNumbers: Array.from({ length: EXPORT_MAX_ROWS + 1 }, (_, i) => String(i)) }, exportMessages.tooManyRows],
    ];
    for (const [payload, message] of cases) {
      const res = await post('provuser1', 'bills', payload);
      expect(res.statusCode, message).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(exportMessages.tooManyRows).toContain('1,000');
    expect(await auditCount()).toBe(before);
  });

  it('names each bill once when a number is repeated', async () => {
    const res = await post('provuser1', 'bills', { format: 'csv', billControlNumbers: [bcn(2), bcn(2), bcn(1)] });
    expect(csvLines(res.body).slice(1).map((l) => l.split(',')[5])).toEqual([bcn(2), bcn(1)]);
  });
});

describe('POST /exports/claims', () => {
  it('writes the claims named, in that order', async () => {
    const asked = [therapyCourse.claimNumber, claimHistory.claimNumber];
    const res = await post('provuser1', 'claims', { format: 'csv', claimNumbers: asked });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Claims.csv"');
    const [header, ...lines] = csvLines(res.body);
    expect(header).toBe('Claim Number,Claimant First Name,Claimant Last Name,Date of Birth,Date of Injury,State,Gender');
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^${therapyCourse.claimNumber},${therapyCourse.firstName},${therapyCourse.lastName},`)),
      `${claimHistory.claimNumber},Marcus,Bell,9/3/1971,2/17/2025,${lines[1]!.split(',')[5]},M`,
    ]);
    expect(await lastAudit('EXPORT')).toMatchObject({ target: 'claims', detail: { claimNumbers: asked, found: true } });
  });

  it("refuses the whole export when one claim has no bill in the caller's scope; a billing company may not export claims", async () => {
    const [other] = await t.rows<{ claim_number: string }>(
      `SELECT c.claim_number FROM claim c WHERE EXISTS (SELECT 1 FROM bill b WHERE b.claim_id = c.claim_id AND b.ftin = '751234503')
         AND NOT EXISTS (SELECT 1 FROM bill b WHERE b.claim_id = c.claim_id AND b.ftin IN ('751234501', '751234502')) ORDER BY c.claim_id LIMIT 1`,
    );
    const asked = [claimHistory.claimNumber, other!.claim_number];
    const refused = await post('provuser1', 'claims', { format: 'csv', claimNumbers: asked });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(exportMessages.notFound);
    expect((await post('provadmin1', 'claims', { format: 'csv', claimNumbers: asked })).statusCode).toBe(200);
    expect((await post('billing01', 'claims', { format: 'csv', claimNumbers: [claimHistory.claimNumber] })).statusCode).toBe(403);
  });
});

describe('GET /claims/{claimNumber}/export', () => {
  it("writes every bill of the claim under the caller's TINs, in the claim page's order", async () => {
    const user = await claimExport('provuser1', 'wc10077003-2', 'csv');
    expect(user.statusCode).toBe(200);
    expect(user.headers['content-disposition']).toBe(`attachment; filename="Claim ${claimHistory.claimNumber}.csv"`);
    const rows = csvLines(user.body).slice(1);
    expect(rows.map((l) => l.split(',')[5])).toEqual([1, 2, 3, 6, 7, 9].map(bcn));
    const admin = await claimExport('provadmin1', claimHistory.claimNumber, 'xlsx');
    const sheet = await sheetOf(admin.rawPayload);
    expect(sheet.rowCount).toBe(1 + claimHistory.bills.length);
    expect(await lastAudit('CLAIM_EXPORT')).toMatchObject({
      actor_user_nm: 'provadmin1',
      target: claimHistory.claimNumber,
      detail: { format: 'xlsx', found: true, billControlNumbers: claimHistory.bills.map((b) => bcn(b.n)) },
    });
  });

  it('answers a claim with no bill in scope exactly as one that does not exist', async () => {
    const otherGroup = await claimExport('billing01', claimHistory.claimNumber, 'csv');
    const missing = await claimExport('billing01', 'ZZ00000000-0', 'csv');
    for (const res of [otherGroup, missing]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(claimMessages.notFound);
    }
    const { requestId: _a, ...refused } = otherGroup.json();
    const { requestId: _b, ...absent } = missing.json();
    expect(refused).toEqual(absent);
    expect((await lastAudit('CLAIM_EXPORT')).detail).toMatchObject({ found: false, billControlNumbers: [] });
    expect((await claimExport('provuser1', claimHistory.claimNumber, 'pdf')).statusCode).toBe(400);
  });
});

describe('exports of accounts and reference data', () => {
  it("Manage Users: the accounts named, of the caller's own group only", async () => {
    const users = await t.rows<{ user_info_id: number; user_nm: string }>(
      `SELECT user_info_id, user_nm FROM user_info WHERE grp_info_id = 1001 AND user_nm IN ('provuser1', 'provadmin1') ORDER BY user_nm`,
    );
    const ids = users.map((u) => u.user_info_id);
    const res = await post('provadmin1', 'groupUsers', { format: 'csv', grpInfoId: 1001, ids });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Users.csv"');
    const [header, ...lines] = csvLines(res.body);
    expect(header).toBe('First Name,Last Name,Username,Email Address,Account Status,Account Type,Group ID,Create Date,Last Login Date');
    expect(lines.map((l) => l.split(',')[2])).toEqual(users.map((u) => u.user_nm));
    expect(await lastAudit('GROUP_USERS_EXPORT')).toMatchObject({ target: '1001', detail: { ids, found: true } });
    // Another group's account, or another group: refused.
    const [outsider] = await t.rows<{ user_info_id: number }>(`SELECT user_info_id FROM user_info WHERE grp_info_id <> 1001 ORDER BY user_info_id LIMIT 1`);
    expect((await post('provadmin1', 'groupUsers', { format: 'csv', grpInfoId: 1001, ids: [ids[0], outsider!.user_info_id] })).statusCode).toBe(404);
    expect((await post('provadmin1', 'groupUsers', { format: 'csv', grpInfoId: 1002, ids: [outsider!.user_info_id] })).statusCode).toBe(403);
    expect((await post('provuser1', 'groupUsers', { format: 'csv', grpInfoId: 1001, ids })).statusCode).toBe(403);
  });

  it("Manage TINs: the group's TINs named, with the day each was added as a date cell", async () => {
    const res = await post('provadmin1', 'groupTins', { format: 'xlsx', groupId: 1001, ftins: ['751234502', '751234501'] });
    expect(res.statusCode).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.getRow(2).getCell(1).value).toBe('751234502');
    expect(sheet.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    expect((await post('provadmin1', 'groupTins', { format: 'csv', groupId: 1001, ftins: ['862001101'] })).statusCode).toBe(404);
    expect((await post('provadmin1', 'groupTins', { format: 'csv', groupId: 1001, ftins: ['12345'] })).statusCode).toBe(400);
  });

  it("rate codes: a provider's codes named, for a TIN in the caller's scope", async () => {
    const [rate] = await t.rows<{ prv_id: number; code: string; location: string }>(
      `SELECT p.prv_id, r.national_rate_cd AS code, r.prov_lctn_name AS location FROM provider p JOIN rate_code r USING (prv_id)
       WHERE p.prv_tax_id = '751234501' AND r.lob = 'DPWC' ORDER BY p.prv_id, r.national_rate_cd LIMIT 1`,
    );
    const body = (tin: string, rows: object[]) => ({ format: 'csv', lob: 'DPWC', prvId: rate!.prv_id, tin, rows });
    const res = await post('provuser1', 'rateCodes', body('751234501', [{ nationalRateCd: rate!.code, provLctnName: rate!.location }]));
    expect(res.statusCode).toBe(200);
    const [header, line] = csvLines(res.body);
    expect(header).toBe('Rate Code,Location,Address,Details,ZIP Code,Provider ID');
    expect(line!.startsWith(`${rate!.code},`)).toBe(true);
    expect((await post('provuser1', 'rateCodes', body('751234501', [{ nationalRateCd: 'NOPE', provLctnName: rate!.location }]))).statusCode).toBe(404);
    // 751234503 is not provuser1's.
    expect((await post('provuser1', 'rateCodes', body('751234503', [{ nationalRateCd: rate!.code, provLctnName: rate!.location }]))).statusCode).toBe(403);
  });
});
