import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, authCalls, type Bill, billSearchCalls, billSearchMessages, todayIso, urlOf } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { pdfText } from '../../test/pdf';

let t: TestApp;
let provuser: string;
let provadmin: string;
let sysadmin: string;
beforeAll(async () => {
  t = await createTestApp();
  [provuser, provadmin, sysadmin] = await Promise.all([t.signIn('provuser1'), t.signIn('provadmin1'), t.signIn('sysadmin1')]);
});
afterAll(() => t.close());

interface BillRow {
  bill_id: number;
  bill_control_number: string;
  document_id: string;
  ex_id: string;
  ftin: string;
  claim_number: string;
  patient_first_name: string;
  patient_last_name: string;
  patient_dob: string;
  begin_service_date: string;
  bill_status: string;
}

const columns = `bill_id, bill_control_number, document_id, ex_id, ftin, claim_number, patient_first_name, patient_last_name,
  to_char(patient_dob, 'YYYY-MM-DD') AS patient_dob, to_char(begin_service_date, 'YYYY-MM-DD') AS begin_service_date, bill_status`;

/** A demo bill matching the condition (SQL over table bill), lowest id first. */
async function billWhere(condition: string): Promise<BillRow> {
  const [row] = await t.rows<BillRow>(`SELECT ${columns} FROM bill WHERE ${condition} ORDER BY bill_id LIMIT 1`);
  if (!row) throw new Error(`no demo bill where ${condition}`);
  return row;
}

type BodyCall =
  | typeof billSearchCalls.searchByAssorted
  | typeof billSearchCalls.mitchBillSearch
  | typeof billSearchCalls.findPaymentInfo
  | typeof billSearchCalls.searchBillPriceSheet
  | typeof billSearchCalls.searchBillReference;
const post = (endpoint: BodyCall, token: string, body: Record<string, unknown>) => api(t.app).call(endpoint, { token, body });
/** Whether the image (isEor N) of a bill can be shown, as its billImageUrl's query asks. */
const imageExists = (bill: BillRow, token: string) =>
  api(t.app).call(billSearchCalls.imageExist, { query: { billControlNumber: bill.bill_control_number, isEor: 'N', exId: bill.ex_id }, token });
const imageLink = (bill: BillRow, token: string) =>
  api(t.app).call(billSearchCalls.billImageLink, { params: { billControlNumber: bill.bill_control_number, isEor: 'N', exId: bill.ex_id }, token });
const image = (id: string, token: string) => api(t.app).call(billSearchCalls.billImage, { params: { id }, token });
const precheckEor = (url: string, token: string) => api(t.app).call(billSearchCalls.precheckEor, { query: { url }, token });
const around = (date: string) => ({ beginServiceDate: addDays(date, -7), endServiceDate: addDays(date, 7) });
const auditCount = async (action: string) =>
  (await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = $1`, [action]))[0]!.n;

describe('POST /billSearch/searchByAssorted', () => {
  it('finds the bills of a claim number within ±7 days of the service date, for the one TIN asked', async () => {
    const bill = await billWhere(`ftin = '751234501' AND NOT mitch_bill`);
    const res = await post(billSearchCalls.searchByAssorted, provuser, { claimNumber: bill.claim_number.toLowerCase(), ...around(bill.begin_service_date), ftin: '751234501' });
    expect(res.statusCode).toBe(200);
    const bills = res.json() as Bill[];
    expect(bills.map((b) => b.billControlNumber)).toContain(bill.bill_control_number);
    expect(bills.every((b) => b.ftin === '751234501' && !b.mitchBill && b.claimNumber === bill.claim_number)).toBe(true);
    const found = bills.find((b) => b.billControlNumber === bill.bill_control_number)!;
    expect(found.billImageUrl).toBe(`/billSearch/billImage?billControlNumber=${bill.bill_control_number}&isEor=N&exId=${bill.ex_id}`);
    expect(typeof found.billCharges).toBe('number');
    expect(found.paidAmount).toBeNull();
  });

  it('does not find the bill when the service date is more than 7 days away', async () => {
    const bill = await billWhere(`ftin = '751234501' AND NOT mitch_bill AND end_service_date = begin_service_date`);
    const res = await post(billSearchCalls.searchByAssorted, provuser, { claimNumber: bill.claim_number, ...around(addDays(bill.begin_service_date, 8)), ftin: '751234501' });
    expect((res.json() as Bill[]).map((b) => b.billControlNumber)).not.toContain(bill.bill_control_number);
  });

  it('finds bills by claimant names (any case) and date of birth', async () => {
    const bill = await billWhere(`ftin = '751234502' AND NOT mitch_bill`);
    const res = await post(billSearchCalls.searchByAssorted, provuser, {
      claimantFirstName: bill.patient_first_name.toUpperCase(),
      claimantLastName: bill.patient_last_name.toLowerCase(),
      claimantDateOfBirth: bill.patient_dob,
      ...around(bill.begin_service_date),
      ftin: '751234502',
    });
    const bills = res.json() as Bill[];
    expect(bills.map((b) => b.billControlNumber)).toContain(bill.bill_control_number);
    expect(bills.every((b) => b.patientLastName === bill.patient_last_name)).toBe(true);
  });

  it('finds one bill by bill control number or by document id', async () => {
    const bill = await billWhere(`ftin = '751234501' AND NOT mitch_bill`);
    const byBcn = await post(billSearchCalls.searchByAssorted, provuser, { billControlNumber: bill.bill_control_number, ftin: '751234501' });
    expect((byBcn.json() as Bill[]).map((b) => b.billControlNumber)).toEqual([bill.bill_control_number]);
    const byDoc = await post(billSearchCalls.searchByAssorted, provuser, { documentId: bill.document_id.toLowerCase(), ftin: '751234501' });
    expect((byDoc.json() as Bill[]).map((b) => b.documentId)).toEqual([bill.document_id]);
  });

  it('sorts the bills by claimant first name', async () => {
    const [claim] = await t.rows<{ claim_number: string; d: string }>(
      `SELECT claim_number, to_char(min(begin_service_date), 'YYYY-MM-DD') AS d FROM bill WHERE ftin = '751234501' AND NOT mitch_bill GROUP BY claim_number ORDER BY count(*) DESC LIMIT 1`,
    );
    const bills = (await post(billSearchCalls.searchByAssorted, provuser, { claimNumber: claim!.claim_number, ...around(claim!.d), ftin: '751234501' })).json() as Bill[];
    const names = bills.map((b) => b.patientFirstName);
    expect(names).toEqual([...names].sort());
  });

  it.each([
    ['no criteria', {}],
    ['a claim number without a service window', { claimNumber: 'WC1' }],
    ['a window wider than ±7 days', { claimNumber: 'WC1', beginServiceDate: '2026-01-01', endServiceDate: '2026-03-01' }],
    ['a claimant without a date of birth', { claimantFirstName: 'A', claimantLastName: 'B', beginServiceDate: '2026-01-01', endServiceDate: '2026-01-15' }],
  ])('answers %s with 400 and the global message', async (_what, params) => {
    const res = await post(billSearchCalls.searchByAssorted, provuser, { ...params, ftin: '751234501' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: billSearchMessages.global });
  });

  it('refuses a future date of birth and a malformed TIN', async () => {
    const future = await post(billSearchCalls.searchByAssorted, provuser, {
      claimantFirstName: 'A',
      claimantLastName: 'B',
      claimantDateOfBirth: addDays(todayIso(), 2),
      ...around(todayIso()),
      ftin: '751234501',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(billSearchMessages.dobFuture);
    expect((await post(billSearchCalls.searchByAssorted, provuser, { billControlNumber: '1', ftin: '12345' })).statusCode).toBe(400);
  });
});

describe('data scope', () => {
  it("refuses a provider asking for another group's TIN, and audits the refusal instead of a search", async () => {
    const before = await auditCount('BILL_SEARCH');
    const res = await post(billSearchCalls.searchByAssorted, provuser, { billControlNumber: '70000000001', ftin: '862001101' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TIN_NOT_IN_SCOPE');
    expect(await auditCount('BILL_SEARCH')).toBe(before);
    const [refused] = await t.rows<{ actor_user_nm: string; target: string; detail: { action: string } }>(
      `SELECT actor_user_nm, target, detail FROM audit_log WHERE action = 'SCOPE_REFUSED' ORDER BY audit_id DESC LIMIT 1`,
    );
    expect(refused).toEqual({ actor_user_nm: 'provuser1', target: '862001101', detail: { action: 'BILL_SEARCH' } });
  });

  it('refuses a sub-user a group TIN not assigned to them, which their group admin may search', async () => {
    const bill = await billWhere(`ftin = '751234503' AND NOT mitch_bill`);
    const payload = { billControlNumber: bill.bill_control_number, ftin: '751234503' };
    expect((await post(billSearchCalls.searchByAssorted, provuser, payload)).json().code).toBe('TIN_NOT_IN_SCOPE');
    const admin = await post(billSearchCalls.searchByAssorted, provadmin, payload);
    expect(admin.statusCode).toBe(200);
    expect((admin.json() as Bill[]).map((b) => b.billControlNumber)).toEqual([bill.bill_control_number]);
  });

  it('refuses the second-source search when any one TIN is outside the scope', async () => {
    const res = await post(billSearchCalls.mitchBillSearch, provuser, { billControlNumber: '70000000001', tins: ['751234501', '751234503'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TIN_NOT_IN_SCOPE');
  });

  it("uses the mirrored user's TINs while mirroring, and allows searching (a read) while mirroring", async () => {
    // A session of its own: starting a mirror ends the administrator's plain session (decision 025).
    const mirror = await api(t.app).call(authCalls.mirrorStart, { token: await t.signIn('sysadmin1'), body: { userNm: 'provuser1' } });
    const token = mirror.json().token as string;
    const bill = await billWhere(`ftin = '751234502' AND NOT mitch_bill`);
    const own = await post(billSearchCalls.searchByAssorted, token, { billControlNumber: bill.bill_control_number, ftin: '751234502' });
    expect(own.statusCode).toBe(200);
    expect((own.json() as Bill[]).length).toBe(1);
    const other = await post(billSearchCalls.searchByAssorted, token, { billControlNumber: bill.bill_control_number, ftin: '751234503' });
    expect(other.json().code).toBe('TIN_NOT_IN_SCOPE');
    const [row] = await t.rows<{ actor_user_nm: string; as_user_nm: string }>(
      `SELECT actor_user_nm, as_user_nm FROM audit_log WHERE action = 'BILL_SEARCH' ORDER BY audit_id DESC LIMIT 1`,
    );
    expect(row).toEqual({ actor_user_nm: 'sysadmin1', as_user_nm: 'provuser1' });
  });

  it('lets an internal administrator search any TIN', async () => {
    const bill = await billWhere(`ftin = '862001101' AND NOT mitch_bill`);
    const res = await post(billSearchCalls.searchByAssorted, sysadmin, { billControlNumber: bill.bill_control_number, ftin: '862001101' });
    expect((res.json() as Bill[]).map((b) => b.billControlNumber)).toEqual([bill.bill_control_number]);
  });

  it('does not open a document of a bill outside the scope', async () => {
    const bill = await billWhere(`ftin = '862001101' AND NOT mitch_bill AND has_image`);
    expect((await imageExists(bill, provuser)).json()).toBe(false);
    expect((await image(`B${bill.bill_control_number}`, provuser)).statusCode).toBe(404);
  });
});

describe('POST /billSearch/mitchBillSearch', () => {
  it('finds second-source bills across the selected TINs', async () => {
    const bill = await billWhere(`ftin IN ('751234501', '751234502') AND mitch_bill`);
    const res = await post(billSearchCalls.mitchBillSearch, provuser, { claimNumber: bill.claim_number, ...around(bill.begin_service_date), tins: ['751234501', '751234502'] });
    const bills = res.json() as Bill[];
    expect(bills.map((b) => b.billControlNumber)).toContain(bill.bill_control_number);
    expect(bills.every((b) => b.mitchBill && b.billImageUrl === null && b.foreignBillIdURL !== null)).toBe(true);
    expect(await auditCount('BILL_SEARCH')).toBeGreaterThan(0);
  });
});

describe('POST /billSearch/findPaymentInfo', () => {
  it('answers the paid amount, date and check number of a paid bill, and audits the view', async () => {
    const bill = await billWhere(`ftin = '751234501' AND bill_status = '0' AND NOT mcps_bill`);
    const [payment] = await t.rows<{ paid_amount: string; paid_date: string; check_number: string; payment_id: number }>(
      `SELECT paid_amount, to_char(paid_date, 'YYYY-MM-DD') AS paid_date, check_number, payment_id FROM bill_payment WHERE bill_id = $1`,
      [bill.bill_id],
    );
    const res = await post(billSearchCalls.findPaymentInfo, provuser, { ftin: '751234501', billControlNumber: bill.bill_control_number });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ paidAmount: Number(payment!.paid_amount), paidDate: payment!.paid_date, checkNumber: payment!.check_number, paymentId: payment!.payment_id });
    // The check is a payment of its own (issue 28): its number and date are the bill's.
    expect(payment!.payment_id).toBeGreaterThan(0);
    const [audit] = await t.rows<{ target: string }>(`SELECT target FROM audit_log WHERE action = 'PAYMENT_VIEW' ORDER BY audit_id DESC LIMIT 1`);
    expect(audit!.target).toBe(bill.bill_control_number);
  });

  it('answers 404 with the catalogue message for a bill still in progress', async () => {
    const bill = await billWhere(`ftin = '751234501' AND bill_status = 'In Progress'`);
    const res = await post(billSearchCalls.findPaymentInfo, provuser, { ftin: '751234501', billControlNumber: bill.bill_control_number });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(billSearchMessages.paymentUnavailable);
  });

  it('refuses a TIN outside the scope', async () => {
    const res = await post(billSearchCalls.findPaymentInfo, provuser, { ftin: '862001101', billControlNumber: '70000000001' });
    expect(res.statusCode).toBe(403);
  });
});

describe('documents', () => {
  it('opens a bill image: exists → link → a PDF of the claim form with the bill on it', async () => {
    const bill = await billWhere(`ftin = '751234501' AND NOT mitch_bill AND has_image AND form_type = 'CMS1500'`);
    expect((await imageExists(bill, provuser)).json()).toBe(true);
    const link = await imageLink(bill, provuser);
    expect(link.json()).toEqual({ url: urlOf(billSearchCalls.billImage, { id: `B${bill.bill_control_number}` }) });
    const pdf = await image(`B${bill.bill_control_number}`, provuser);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(bill.bill_control_number);
    expect(text.toUpperCase()).toContain(bill.patient_last_name.toUpperCase());
    expect(await auditCount('BILL_IMAGE_VIEW')).toBe(1);
  });

  it('says a bill without an image has none', async () => {
    const bill = await billWhere(`ftin = '751234501' AND NOT mitch_bill AND NOT has_image`);
    expect((await imageExists(bill, provuser)).json()).toBe(false);
    const link = await imageLink(bill, provuser);
    expect(link.statusCode).toBe(404);
    expect(link.json().message).toBe(billSearchMessages.imageUnavailable);
    const blob = await image(`B${bill.bill_control_number}`, provuser);
    expect(blob.json().message).toBe(billSearchMessages.blobImageUnavailable);
  });

  it('prechecks and opens an EOR with the bill lines and totals', async () => {
    const bill = await billWhere(`ftin = '751234501' AND eor`);
    const eorUrl = `/billSearch/billImage?billControlNumber=${bill.bill_control_number}&isEor=Y&exId=${bill.ex_id}`;
    expect((await precheckEor(eorUrl, provuser)).json()).toBe(true);
    const pdf = await image(`E${bill.bill_control_number}`, provuser);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    const lines = await t.rows<{ procedure_code: string }>(`SELECT procedure_code FROM bill_line WHERE bill_id = $1`, [bill.bill_id]);
    for (const line of lines) expect(text).toContain(line.procedure_code);
    expect(await auditCount('EOR_VIEW')).toBe(1);
  });

  it('answers false to the precheck of a bill without an EOR', async () => {
    const bill = await billWhere(`ftin = '751234501' AND NOT eor AND NOT mitch_bill`);
    const url = `/billSearch/billImage?billControlNumber=${bill.bill_control_number}&isEor=Y&exId=${bill.ex_id}`;
    expect((await precheckEor(url, provuser)).json()).toBe(false);
  });

  it('answers false, never a 500, to an address the URL parser refuses', async () => {
    const answers = await Promise.all(['http://[', '//[', 'http://a:99999', 'http://%zz'].map((url) => precheckEor(url, provuser)));
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual(Array(4).fill([200, false]));
  });

  it('downloads the pricing sheet of a network-pricing bill, and refuses it for another bill', async () => {
    const bill = await billWhere(`ftin IN ('751234501','751234502') AND mcps_bill AND recommended_allowance IS NOT NULL`);
    const res = await post(billSearchCalls.searchBillPriceSheet, provuser, { billRefNumber: bill.bill_control_number });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="PriceSheet_${bill.bill_control_number}.pdf"`);
    expect(await pdfText(res.rawPayload)).toContain(bill.bill_control_number);
    const [audit] = await t.rows<{ actor_user_nm: string; target: string; detail: { ftin: string } }>(
      `SELECT actor_user_nm, target, detail FROM audit_log WHERE action = 'PRICE_SHEET_VIEW' ORDER BY audit_id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ actor_user_nm: 'provuser1', target: bill.bill_control_number, detail: { ftin: bill.ftin } });
    const other = await billWhere(`ftin = '751234501' AND NOT mcps_bill`);
    expect((await post(billSearchCalls.searchBillPriceSheet, provuser, { billRefNumber: other.bill_control_number })).statusCode).toBe(404);
  });

  it('answers the reference lines of a second-source bill', async () => {
    const bill = await billWhere(`ftin IN ('751234501','751234502') AND mitch_bill`);
    const res = await post(billSearchCalls.searchBillReference, provuser, { billRefNumber: bill.bill_control_number });
    expect(res.statusCode).toBe(200);
    const lines = res.json() as { line: string }[];
    expect(lines.some((l) => l.line.includes(bill.bill_control_number))).toBe(true);
    expect(lines.every((l) => l.line.length <= 100)).toBe(true);
    const [audit] = await t.rows<{ actor_user_nm: string; target: string }>(
      `SELECT actor_user_nm, target FROM audit_log WHERE action = 'BILL_REFERENCE_VIEW' ORDER BY audit_id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ actor_user_nm: 'provuser1', target: bill.bill_control_number });
    const firstSource = await billWhere(`ftin = '751234501' AND NOT mitch_bill`);
    expect((await post(billSearchCalls.searchBillReference, provuser, { billRefNumber: firstSource.bill_control_number })).statusCode).toBe(404);
  });

  it('answers the reference as a PDF named with the user and time when asked for application/pdf, with one audit row', async () => {
    const bill = await billWhere(`ftin IN ('751234501','751234502') AND mitch_bill`);
    const before = await auditCount('BILL_REFERENCE_VIEW');
    const res = await api(t.app).call(billSearchCalls.searchBillReference, { token: provuser, headers: { accept: 'application/pdf' }, body: { billRefNumber: bill.bill_control_number } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="provuser1_\d{14}\.pdf"$/);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('SECOND SOURCE BILL REFERENCE');
    expect(text).toContain(bill.bill_control_number);
    expect(text).toContain(bill.claim_number);
    expect(text).toContain('Page 1 of 1');
    expect(await auditCount('BILL_REFERENCE_VIEW')).toBe(before + 1);
  });

  it('refuses documents without a token', async () => {
    const bill = await billWhere(`ftin = '751234501' AND NOT mitch_bill AND has_image`);
    expect((await api(t.app).call(billSearchCalls.billImage, { params: { id: `B${bill.bill_control_number}` } })).statusCode).toBe(401);
  });
});

describe('audit rows name the bills disclosed (finding 15)', () => {
  interface AuditRow {
    actor_user_nm: string;
    target: string;
    detail: { mode: string; fields: string[]; searchedIds?: Record<string, string>; source: string; results: number; billControlNumbers: string[] };
  }
  const lastAudit = async (action: string) =>
    (await t.rows<AuditRow>(`SELECT actor_user_nm, target, detail FROM audit_log WHERE action = $1 ORDER BY audit_id DESC LIMIT 1`, [action]))[0]!;

  it('writes every bill control number a claim-number search returned, in the order shown', async () => {
    const [claim] = await t.rows<{ claim_number: string; d: string }>(
      `SELECT claim_number, to_char(min(begin_service_date), 'YYYY-MM-DD') AS d FROM bill WHERE ftin = '751234501' AND NOT mitch_bill GROUP BY claim_number ORDER BY count(*) DESC LIMIT 1`,
    );
    const res = await post(billSearchCalls.searchByAssorted, provuser, { claimNumber: claim!.claim_number, ...around(claim!.d), ftin: '751234501' });
    const shown = (res.json() as Bill[]).map((b) => b.billControlNumber);
    expect(shown.length).toBeGreaterThan(1);
    expect(await lastAudit('BILL_SEARCH')).toEqual({
      actor_user_nm: 'provuser1',
      target: '751234501',
      detail: {
        mode: 'claimNumber',
        fields: ['claimNumber', 'beginServiceDate', 'endServiceDate'],
        searchedIds: { claimNumber: claim!.claim_number },
        source: 'first',
        results: shown.length,
        billControlNumbers: shown,
      },
    });
  });

  it('records which claimant fields were used, never the names or the date of birth', async () => {
    const bill = await billWhere(`ftin = '751234502' AND NOT mitch_bill`);
    const res = await post(billSearchCalls.searchByAssorted, provuser, {
      claimantFirstName: bill.patient_first_name,
      claimantLastName: bill.patient_last_name,
      claimantDateOfBirth: bill.patient_dob,
      ...around(bill.begin_service_date),
      ftin: '751234502',
    });
    const shown = (res.json() as Bill[]).map((b) => b.billControlNumber);
    expect(shown).toContain(bill.bill_control_number);
    const audit = await lastAudit('BILL_SEARCH');
    expect(audit.detail.billControlNumbers).toEqual(shown);
    expect(audit.detail.fields).toEqual(['firstName', 'lastName', 'dateOfBirth', 'beginServiceDate', 'endServiceDate']);
    const stored = JSON.stringify({ ...audit.detail, fields: null }).toLowerCase();
    for (const phi of [bill.patient_first_name, bill.patient_last_name, bill.patient_dob]) expect(stored).not.toContain(phi.toLowerCase());
  });

  it('writes the bills of a second-source search across TINs, and an empty list when none is found', async () => {
    const bill = await billWhere(`ftin IN ('751234501', '751234502') AND mitch_bill`);
    const res = await post(billSearchCalls.mitchBillSearch, provuser, { claimNumber: bill.claim_number, ...around(bill.begin_service_date), tins: ['751234501', '751234502'] });
    const shown = (res.json() as Bill[]).map((b) => b.billControlNumber);
    expect(shown).toContain(bill.bill_control_number);
    const audit = await lastAudit('BILL_SEARCH');
    expect(audit).toMatchObject({ target: '751234501,751234502', detail: { source: 'second', results: shown.length, billControlNumbers: shown } });

    await post(billSearchCalls.mitchBillSearch, provuser, { billControlNumber: 'NO-SUCH-BILL', tins: ['751234501'] });
    expect((await lastAudit('BILL_SEARCH')).detail).toMatchObject({ mode: 'billId', searchedIds: { billControlNumber: 'NO-SUCH-BILL' }, results: 0, billControlNumbers: [] });
  });

  it('names the bill control number as the target of an image and an EOR', async () => {
    const bill = await billWhere(`ftin = '751234501' AND NOT mitch_bill AND has_image AND eor`);
    expect((await image(`B${bill.bill_control_number}`, provuser)).statusCode).toBe(200);
    expect(await lastAudit('BILL_IMAGE_VIEW')).toMatchObject({ actor_user_nm: 'provuser1', target: bill.bill_control_number });
    expect((await image(`E${bill.bill_control_number}`, provuser)).statusCode).toBe(200);
    expect(await lastAudit('EOR_VIEW')).toMatchObject({ actor_user_nm: 'provuser1', target: bill.bill_control_number });
  });
});
