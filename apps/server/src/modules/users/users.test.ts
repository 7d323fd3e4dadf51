import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillMessages } from '@wcpp/contract';
import { bearer, createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/users/userByName/{name}', () => {
  it('returns the user details without secrets', async () => {
    const res = await t.app.inject({ url: '/api/users/userByName/provadmin1', headers: bearer(await t.signIn('provadmin1')) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userNm: 'provadmin1',
      userFirstName: 'Paula',
      userLastName: 'Adams',
      typeCd: 'PRAD',
      typeDesc: 'Provider Admin',
      statusCd: 'ACTIV',
      affiliationCd: 'OFC_STAFF',
      grpInfoId: 1001,
      appVersion: '2.3.35',
    });
    expect(res.body).not.toContain('password');
  });

  it('lets a provider admin read users of the own group only, and a sub user only themself', async () => {
    const admin = await t.signIn('provadmin1');
    expect((await t.app.inject({ url: '/api/users/userByName/provuser1', headers: bearer(admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/userByName/billing01', headers: bearer(admin) })).statusCode).toBe(403);
    const sub = await t.signIn('provuser1');
    expect((await t.app.inject({ url: '/api/users/userByName/provadmin1', headers: bearer(sub) })).statusCode).toBe(403);
  });
});

describe('profile completion (backfill)', () => {
  it('says backfill1 needs it and provadmin1 does not, and refuses asking for someone else', async () => {
    const token = await t.signIn('backfill1');
    expect((await t.app.inject({ url: '/api/users/needsBackfill/backfill1', headers: bearer(token) })).json()).toBe(true);
    expect((await t.app.inject({ url: '/api/users/needsBackfill/provadmin1', headers: bearer(token) })).statusCode).toBe(403);
    const admin = await t.signIn('provadmin1');
    expect((await t.app.inject({ url: '/api/users/needsBackfill/provadmin1', headers: bearer(admin) })).json()).toBe(false);
  });

  it('rejects missing fields with the dialog messages and changes nothing', async () => {
    const token = await t.signIn('backfill1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateBackfill',
      headers: bearer(token),
      payload: { userNm: 'backfill1', jobTitle: ' ', companyNm: '', affiliationCd: 'OTHER', affiliationDesc: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().fields)).toEqual(
      expect.arrayContaining([backfillMessages.jobTitle, backfillMessages.companyNm, backfillMessages.affiliationDesc]),
    );
    const [row] = await t.rows<{ job_title: string | null }>(`select job_title from user_info where user_nm = 'backfill1'`);
    expect(row.job_title).toBeNull();
  });

  it('rejects a value over the limit', async () => {
    const token = await t.signIn('backfill1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateBackfill',
      headers: bearer(token),
      payload: { userNm: 'backfill1', jobTitle: 'x'.repeat(129), companyNm: 'Clinic', affiliationCd: 'OFC_STAFF' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('saves the fields, after which no backfill is needed', async () => {
    const token = await t.signIn('backfill1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateBackfill',
      headers: bearer(token),
      payload: { userNm: 'backfill1', jobTitle: 'Billing Lead', companyNm: 'Lakeside Orthopedic Associates', companyUrl: '', affiliationCd: 'OTHER', affiliationDesc: 'Coding consultant' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ jobTitle: 'Billing Lead', affiliationCd: 'OTHER', affiliationDesc: 'Coding consultant', companyUrl: null });
    const [row] = await t.rows<{ job_title: string; affiliation_desc: string }>(`select job_title, affiliation_desc from user_info where user_nm = 'backfill1'`);
    expect(row).toEqual({ job_title: 'Billing Lead', affiliation_desc: 'Coding consultant' });
    expect((await t.app.inject({ url: '/api/users/needsBackfill/backfill1', headers: bearer(token) })).json()).toBe(false);
  });

  it("refuses saving another user's profile", async () => {
    const token = await t.signIn('provuser1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateBackfill',
      headers: bearer(token),
      payload: { userNm: 'provadmin1', jobTitle: 'x', companyNm: 'y', affiliationCd: 'OFC_STAFF' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('session calls', () => {
  it('returns FE_APP_TIMEOUT in minutes', async () => {
    const res = await t.app.inject({ url: '/api/appProperties/property/FE_APP_TIMEOUT', headers: bearer(await t.signIn('provuser1')) });
    expect(res.json()).toEqual({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '30' });
  });

  it('lists the own notifications with the viewed flag, and marks one viewed', async () => {
    const token = await t.signIn('provadmin1');
    const me = (await t.app.inject({ url: '/api/users/userByName/provadmin1', headers: bearer(token) })).json();
    const list = (await t.app.inject({ url: `/api/notifications/user/${me.id}`, headers: bearer(token) })).json();
    expect(list).toHaveLength(3);
    const unviewed = list.filter((n: { notification_user_dwnld: string }) => n.notification_user_dwnld === 'N');
    expect(unviewed).toHaveLength(2);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/viewed/${me.id}`,
      headers: bearer(token),
      payload: { wcp_notification_id: unviewed[0].wcp_notification_id },
    });
    expect(res.statusCode).toBe(204);
    const after = (await t.app.inject({ url: `/api/notifications/user/${me.id}`, headers: bearer(token) })).json();
    expect(after.filter((n: { notification_user_dwnld: string }) => n.notification_user_dwnld === 'N')).toHaveLength(1);
    const other = await t.app.inject({ url: `/api/notifications/user/${me.id + 1}`, headers: bearer(token) });
    expect(other.statusCode).toBe(403);
  });

  it("lists a user's active TINs", async () => {
    const res = await t.app.inject({ url: '/api/ftin/userFtins/provadmin1?activeFlag=true', headers: bearer(await t.signIn('provadmin1')) });
    expect(res.json().map((r: { ftin: string }) => r.ftin)).toEqual(['751234501', '751234502', '751234503', '751234504', '751234505', '751234506']);
  });
});

describe('PUT /api/users/updateUser (own profile)', () => {
  const profile = async (userNm: string, token: string) => (await t.app.inject({ url: `/api/users/userByName/${userNm}`, headers: bearer(token) })).json();
  const save = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/users/updateUser', headers: bearer(token), payload });

  it('saves the edited fields, phone as digits, and leaves identity fields alone', async () => {
    const token = await t.signIn('jwalker01');
    const me = await profile('jwalker01', token);
    const res = await save(token, { ...me, userFirstName: 'Janet', userMidName: 'k', userLastName: "O'Walker-Smith", phoneNum: '(512) 555-0177', jobTitle: 'Senior Medical Biller', companyUrl: 'https://lakeside.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userMidName: 'K', userLastName: "O'Walker-Smith", phoneNum: '5125550177', jobTitle: 'Senior Medical Biller', companyUrl: 'https://lakeside.example', typeCd: 'PRUS', grpInfoId: 1001 });
    const [row] = await t.rows<{ phone_num: string; job_title: string }>(`SELECT phone_num, job_title FROM user_info WHERE user_nm = 'jwalker01'`);
    expect(row).toEqual({ phone_num: '5125550177', job_title: 'Senior Medical Biller' });
    const [audit] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'PROFILE_UPDATE' AND target = 'jwalker01'`);
    expect(audit!.n).toBe(1);
  });

  it('requires the provider fields of a provider user, with the spec messages, and changes nothing', async () => {
    const token = await t.signIn('jwalker01');
    const me = await profile('jwalker01', token);
    const res = await save(token, { ...me, affiliationCd: 'OTHER', affiliationDesc: '', jobTitle: '', phoneNum: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ phoneNum: 'Error: Enter a valid numeric Phone Number' });
    const second = await save(token, { ...me, affiliationCd: 'OTHER', affiliationDesc: '', jobTitle: '' });
    expect(second.json().fields).toEqual({ affiliationDesc: 'Error: Enter Other Desc', jobTitle: 'Error: Enter a valid Job Title' });
    const [row] = await t.rows<{ affiliation_cd: string }>(`SELECT affiliation_cd FROM user_info WHERE user_nm = 'jwalker01'`);
    expect(row!.affiliation_cd).toBe('OFC_STAFF');
  });

  it('an internal administrator keeps no provider fields', async () => {
    const token = await t.signIn('readonly1');
    const me = await profile('readonly1', token);
    const res = await save(token, { ...me, jobTitle: 'Ignored', companyNm: 'Ignored', affiliationCd: 'OTHER' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ jobTitle: null, companyNm: null, affiliationCd: null });
  });

  it("refuses an e-mail of another account (shown after 'Error: ')", async () => {
    const token = await t.signIn('jwalker01');
    const me = await profile('jwalker01', token);
    const res = await save(token, { ...me, emailAddr: 'ProvAdmin1@clinic.example' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INVALID_EMAIL', message: 'The Email Address is associated to another account' });
  });

  it("refuses another user's profile and a changed type or group", async () => {
    const token = await t.signIn('jwalker01');
    const me = await profile('jwalker01', token);
    const admin = await t.signIn('provadmin1');
    const colleague = await profile('jwalker01', admin);
    expect((await save(admin, { ...colleague, jobTitle: 'Changed by admin' })).statusCode).toBe(403);
    expect((await save(token, { ...me, typeCd: 'PRAD' })).statusCode).toBe(403);
    expect((await save(token, { ...me, grpInfoId: 1002 })).statusCode).toBe(403);
  });
});
