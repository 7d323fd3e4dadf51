import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliationMessages, appPropertyCalls, backfillMessages, claimSearchCalls, notificationCalls, tinCalls, userCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /users/userByName/{name}', () => {
  it('returns the user details without secrets', async () => {
    const res = await api(t.app).call(userCalls.userByName, { params: { name: 'provadmin1' }, token: await t.signIn('provadmin1') });
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
    expect((await api(t.app).call(userCalls.userByName, { params: { name: 'provuser1' }, token: admin })).statusCode).toBe(200);
    expect((await api(t.app).call(userCalls.userByName, { params: { name: 'billing01' }, token: admin })).statusCode).toBe(403);
    const sub = await t.signIn('provuser1');
    expect((await api(t.app).call(userCalls.userByName, { params: { name: 'provadmin1' }, token: sub })).statusCode).toBe(403);
  });
});

describe('profile completion (backfill)', () => {
  it('says backfill1 needs it and provadmin1 does not, and refuses asking for someone else', async () => {
    const token = await t.signIn('backfill1');
    expect((await api(t.app).call(userCalls.needsBackfill, { params: { userName: 'backfill1' }, token })).json()).toBe(true);
    expect((await api(t.app).call(userCalls.needsBackfill, { params: { userName: 'provadmin1' }, token })).statusCode).toBe(403);
    const admin = await t.signIn('provadmin1');
    expect((await api(t.app).call(userCalls.needsBackfill, { params: { userName: 'provadmin1' }, token: admin })).json()).toBe(false);
  });

  it('rejects missing fields with the dialog messages and changes nothing', async () => {
    const token = await t.signIn('backfill1');
    const res = await api(t.app).call(userCalls.updateBackfill, {
      token,
      body: { userNm: 'backfill1', jobTitle: ' ', companyNm: '', affiliationCd: 'OTHER', affiliationDesc: '' },
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
    const res = await api(t.app).call(userCalls.updateBackfill, {
      token,
      body: { userNm: 'backfill1', jobTitle: 'x'.repeat(129), companyNm: 'Clinic', affiliationCd: 'OFC_STAFF' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('saves the fields, after which no backfill is needed and the dialog cannot save again', async () => {
    const token = await t.signIn('backfill1');
    const res = await api(t.app).call(userCalls.updateBackfill, {
      token,
      body: {
        userNm: 'backfill1',
        jobTitle: 'Billing Lead',
        companyNm: 'Lakeside Orthopedic Associates',
        companyUrl: '',
        affiliationCd: 'OTHER',
        affiliationDesc: 'Coding consultant',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ jobTitle: 'Billing Lead', affiliationCd: 'OTHER', affiliationDesc: 'Coding consultant', companyUrl: null });
    const [row] = await t.rows<{ job_title: string; affiliation_desc: string }>(`select job_title, affiliation_desc from user_info where user_nm = 'backfill1'`);
    expect(row).toEqual({ job_title: 'Billing Lead', affiliation_desc: 'Coding consultant' });
    expect((await api(t.app).call(userCalls.needsBackfill, { params: { userName: 'backfill1' }, token })).json()).toBe(false);
    const again = await api(t.app).call(userCalls.updateBackfill, {
      token,
      body: { userNm: 'backfill1', jobTitle: 'Billing Lead', companyNm: 'Lakeside Orthopedic Associates', affiliationCd: 'OFC_STAFF' },
    });
    expect(again.statusCode).toBe(409);
    const [after] = await t.rows<{ affiliation_cd: string }>(`select affiliation_cd from user_info where user_nm = 'backfill1'`);
    expect(after!.affiliation_cd).toBe('OTHER');
  });

  it("refuses saving another user's profile", async () => {
    const token = await t.signIn('provuser1');
    const res = await api(t.app).call(userCalls.updateBackfill, { token, body: { userNm: 'provadmin1', jobTitle: 'x', companyNm: 'y', affiliationCd: 'OFC_STAFF' } });
    expect(res.statusCode).toBe(403);
  });

  // Security finding 14: the dialog's call chose the affiliation that guards judge, at any time.
  const backfill = async (userNm: string, fields: object, token?: string) =>
    api(t.app).call(userCalls.updateBackfill, { token: token ?? (await t.signIn(userNm)), body: { userNm, jobTitle: 'Front Office', companyNm: 'Clinic', ...fields } });
  const affiliationOf = async (userNm: string) =>
    (await t.rows<{ affiliation_cd: string | null }>(`SELECT affiliation_cd FROM user_info WHERE user_nm = $1`, [userNm]))[0]!.affiliation_cd;

  it('answers 409 PROFILE_COMPLETE once the profile is complete, and changes nothing', async () => {
    const res = await backfill('billing01', { affiliationCd: 'OFC_STAFF' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PROFILE_COMPLETE', message: affiliationMessages.profileComplete });
    expect(await affiliationOf('billing01')).toBe('BILLING_CO');
    const [row] = await t.rows<{ job_title: string }>(`SELECT job_title FROM user_info WHERE user_nm = 'billing01'`);
    expect(row!.job_title).toBe('Account Executive');
    // The billing company still has no Claim Search (part 1 §6 officeStaffOrAdmin).
    const claims = await api(t.app).call(claimSearchCalls.searchByClaimant, {
      token: await t.signIn('billing01'),
      body: { claimantFirstName: 'Ann', claimantLastName: 'Lee', claimantDOB: '1980-01-01', doi: '2025-01-01', wildCardFstName: 'N' },
    });
    expect(claims.statusCode).toBe(403);
  });

  it('keeps an affiliation already on file while filling in what is missing', async () => {
    await t.rows(`UPDATE user_info SET job_title = NULL WHERE user_nm = 'summitbill2'`);
    const res = await backfill('summitbill2', { affiliationCd: 'OFC_STAFF' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ jobTitle: 'Front Office', affiliationCd: 'BILLING_CO' });
    expect(await affiliationOf('summitbill2')).toBe('BILLING_CO');
  });

  it('applies one of two saves sent at once; the other answers 409', async () => {
    await t.rows(`UPDATE user_info SET job_title = NULL, affiliation_cd = NULL WHERE user_nm = 'bayview01'`);
    const token = await t.signIn('bayview01');
    const results = await Promise.all([backfill('bayview01', { affiliationCd: 'OFC_STAFF' }, token), backfill('bayview01', { affiliationCd: 'BILLING_CO' }, token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const applied = results.find((r) => r.statusCode === 200)!.json().affiliationCd;
    expect(await affiliationOf('bayview01')).toBe(applied);
  });
});

describe('session calls', () => {
  it('returns FE_APP_TIMEOUT in minutes', async () => {
    const res = await api(t.app).call(appPropertyCalls.appProperty, { params: { name: 'FE_APP_TIMEOUT' }, token: await t.signIn('provuser1') });
    expect(res.json()).toEqual({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '30' });
  });

  it('lists the own notifications with the viewed flag, and marks one viewed', async () => {
    const token = await t.signIn('provadmin1');
    const me = (await api(t.app).call(userCalls.userByName, { params: { name: 'provadmin1' }, token })).json();
    const list = (await api(t.app).call(notificationCalls.userNotifications, { params: { userId: me.id }, token })).json();
    expect(list).toHaveLength(3);
    const unviewed = list.filter((n: { notification_user_dwnld: string }) => n.notification_user_dwnld === 'N');
    expect(unviewed).toHaveLength(2);
    const res = await api(t.app).call(notificationCalls.notificationViewed, { params: { userId: me.id }, token, body: { wcp_notification_id: unviewed[0].wcp_notification_id } });
    expect(res.statusCode).toBe(204);
    const after = (await api(t.app).call(notificationCalls.userNotifications, { params: { userId: me.id }, token })).json();
    expect(after.filter((n: { notification_user_dwnld: string }) => n.notification_user_dwnld === 'N')).toHaveLength(1);
    const other = await api(t.app).call(notificationCalls.userNotifications, { params: { userId: me.id + 1 }, token });
    expect(other.statusCode).toBe(403);
  });

  it("lists a user's active TINs", async () => {
    const res = await api(t.app).call(tinCalls.userFtins, { params: { userName: 'provadmin1' }, query: { activeFlag: true }, token: await t.signIn('provadmin1') });
    expect(res.json().map((r: { ftin: string }) => r.ftin)).toEqual(['751234501', '751234502', '751234503', '751234504', '751234505', '751234506']);
  });
});

describe('PUT /users/updateUser (own profile)', () => {
  const profile = async (userNm: string, token: string) => (await api(t.app).call(userCalls.userByName, { params: { name: userNm }, token })).json();
  const save = (token: string, payload: object) => api(t.app).call(userCalls.updateUser, { token, body: payload });

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
    const res = await save(token, { ...me, jobTitle: '', phoneNum: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ phoneNum: 'Error: Enter a valid numeric Phone Number' });
    const second = await save(token, { ...me, jobTitle: '', companyNm: ' ' });
    expect(second.json().fields).toEqual({ jobTitle: 'Error: Enter a valid Job Title', companyNm: 'Error: Enter a valid company Name' });
    const [row] = await t.rows<{ job_title: string }>(`SELECT job_title FROM user_info WHERE user_nm = 'jwalker01'`);
    expect(row!.job_title).toBe('Senior Medical Biller');
  });

  // Security finding 14: a billing company set itself to office staff and gained Claim Search.
  it('refuses a change of the own affiliation or its description with 403 AFFILIATION_LOCKED, saving nothing', async () => {
    const token = await t.signIn('billing01');
    const me = await profile('billing01', token);
    const res = await save(token, { ...me, affiliationCd: 'OFC_STAFF', jobTitle: 'Not saved' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'AFFILIATION_LOCKED', message: affiliationMessages.locked, fields: { affiliationCd: affiliationMessages.locked } });
    const [row] = await t.rows<{ affiliation_cd: string; job_title: string }>(`SELECT affiliation_cd, job_title FROM user_info WHERE user_nm = 'billing01'`);
    expect(row).toEqual({ affiliation_cd: 'BILLING_CO', job_title: 'Account Executive' });

    const other = await t.signIn('northgate1');
    const desc = await save(other, { ...(await profile('northgate1', other)), affiliationDesc: 'Office staff really' });
    expect(desc.json().code).toBe('AFFILIATION_LOCKED');
  });

  it('keeps the stored affiliation when the request leaves it out', async () => {
    const token = await t.signIn('northgate1');
    const me = await profile('northgate1', token);
    const res = await save(token, { ...me, affiliationCd: null, affiliationDesc: null, jobTitle: 'Revenue Lead' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ affiliationCd: 'OTHER', affiliationDesc: 'Revenue cycle vendor', jobTitle: 'Revenue Lead' });
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
    const res = await save(token, { ...me, emailAddr: 'ProvAdmin1@clinic.example', currentPassword: 'Portal#2026' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INVALID_EMAIL', message: 'The Email Address is associated to another account' });
  });

  it("refuses another user's profile (unless an administrator of it, user-admin tests) and a changed type or group", async () => {
    const token = await t.signIn('jwalker01');
    const me = await profile('jwalker01', token);
    const colleague = await profile('provuser1', await t.signIn('provadmin1'));
    expect((await save(token, { ...colleague, jobTitle: 'Changed by a colleague' })).statusCode).toBe(403);
    expect((await save(await t.signIn('billing01'), { ...me, jobTitle: 'Changed by another group' })).statusCode).toBe(403);
    expect((await save(token, { ...me, typeCd: 'PRAD' })).statusCode).toBe(403);
    expect((await save(token, { ...me, grpInfoId: 1002 })).statusCode).toBe(403);
  });
});
