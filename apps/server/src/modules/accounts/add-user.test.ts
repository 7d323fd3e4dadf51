import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUserMessages, providerCalls, registrationCalls, tinCalls, userAdminCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000 });
});
afterAll(() => t.close());

const person = {
  userFirstName: 'Nina',
  userLastName: 'Brooks',
  userMidName: '',
  phoneNum: '(512) 555-0199',
  affiliationCd: 'OFC_STAFF',
  jobTitle: 'Scheduler',
  companyNm: 'Lakeside Orthopedic Associates',
};
const create = async (token: string, body: object) => api(t.app).call(userAdminCalls.createUser, { token, body });

describe('Add User', () => {
  it('lets a Provider Admin add a Provider User who registers from the e-mailed link and signs in', async () => {
    const admin = await t.signIn('provadmin1');
    const exists = await api(t.app).call(userAdminCalls.checkEmailAddressExists, { params: { email: 'nina.brooks@clinic.example' }, token: admin });
    expect(exists.json()).toBe(false);
    const res = await create(admin, { ...person, emailAddr: 'nina.brooks@clinic.example', typeCd: 'PRUS', grpInfoId: '1001', userFtins: [{ ftin: '751234503' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCd: 'NEW', typeCd: 'PRUS', grpInfoId: 1001, pendingRegistration: true, userActions: expect.arrayContaining(['RESEND_REGISTRATION']) });
    // Manage Users says the account waits for registration rather than showing its placeholder name (issue 26 §4).
    const nina = async () => {
      const list = await api(t.app).call(userAdminCalls.manageUsers, { params: { grpInfoId: 1001, actor: 'provadmin1' }, token: admin });
      return (list.json() as { userNm: string; pendingRegistration: boolean; emailAddr: string }[]).find((u) => u.emailAddr === 'nina.brooks@clinic.example')!;
    };
    expect(await nina()).toMatchObject({ userNm: expect.stringMatching(/^invite-/), pendingRegistration: true });
    const [row] = await t.rows<{ mgr: number; admin: number }>(
      `SELECT u.mgr_user_info_id AS mgr, a.user_info_id AS admin FROM user_info u, user_info a WHERE u.email_addr = 'nina.brooks@clinic.example' AND a.user_nm = 'provadmin1'`,
    );
    expect(row!.mgr).toBe(row!.admin);

    const code = await t.lastMail('nina.brooks@clinic.example', 'registration-code');
    const link = await t.lastMail('nina.brooks@clinic.example', 'registration-link');
    const [bill] = await t.rows<{ bcn: string }>(`SELECT bill_control_number AS bcn FROM bill WHERE ftin = '751234503' ORDER BY bill_id LIMIT 1`);
    const done = await api(t.app).call(registrationCalls.registrationComplete, {
      body: {
        activationToken: link!.link!.get('token'),
        authenticationCode: code!.value,
        ftin: '751234503',
        billCntrlNum: bill!.bcn,
        userName: 'ninabrooks',
        firstName: 'Nina',
        lastName: 'Brooks',
        phoneNumber: '5125550199',
        password: 'Clinic#2027x',
      },
    });
    expect(done.statusCode).toBe(200);
    expect(await nina()).toMatchObject({ userNm: 'ninabrooks', pendingRegistration: false });
    const token = await t.signIn('ninabrooks', 'Clinic#2027x');
    const tins = await api(t.app).call(tinCalls.userFtins, { params: { userName: 'ninabrooks' }, query: { activeFlag: true }, token });
    expect((tins.json() as { ftin: string }[]).map((r) => r.ftin)).toEqual(['751234503']);
    expect(await t.rows(`SELECT actor_user_nm FROM audit_log WHERE action = 'USER_CREATE'`)).toEqual([{ actor_user_nm: 'provadmin1' }]);
  });

  it("refuses an address in use, another group, a TIN the group does not hold, and types a Provider Admin cannot create", async () => {
    const admin = await t.signIn('provadmin1');
    const taken = await create(admin, { ...person, emailAddr: 'provuser1@clinic.example', typeCd: 'PRUS', grpInfoId: 1001, userFtins: [{ ftin: '751234501' }] });
    expect(taken.json()).toMatchObject({ code: 'INVALID_EMAIL', message: addUserMessages.emailInUse });
    const base = { ...person, emailAddr: 'someone.new@clinic.example' };
    expect((await create(admin, { ...base, typeCd: 'PRUS', grpInfoId: 1002, userFtins: [{ ftin: '862001101' }] })).statusCode).toBe(403);
    expect((await create(admin, { ...base, typeCd: 'PRUS', grpInfoId: 1001, userFtins: [{ ftin: '862001101' }] })).json().fields).toEqual({ userFtins: addUserMessages.selectTin });
    expect((await create(admin, { ...base, typeCd: 'ISAD', employeeId: 'E1' })).statusCode).toBe(403);
    expect((await create(await t.signIn('readonly1'), { ...base, typeCd: 'ISAD', employeeId: 'E1' })).statusCode).toBe(403);
    const missing = await create(admin, { ...base, typeCd: 'PRUS', grpInfoId: 1001 });
    expect(missing.json().fields).toMatchObject({ userFtins: addUserMessages.selectTin });
    expect(await t.rows(`SELECT 1 FROM user_info WHERE email_addr = 'someone.new@clinic.example'`)).toEqual([]);
  });

  it('lets the system administrator start a new group with a Provider Admin, and add internal staff with an employee id', async () => {
    const sysadmin = await t.signIn('sysadmin1');
    const types = await api(t.app).call(userAdminCalls.getUserTypes, { token: sysadmin });
    expect((types.json() as { userTypeCd: string }[]).map((t) => t.userTypeCd)).toEqual(['PRUS', 'PRAD', 'IRAD', 'ISAD']);
    const [tin] = await t.rows<{ ftin: string }>(`SELECT prv_tax_id AS ftin FROM provider WHERE prv_tax_id = '204567801' LIMIT 1`);
    const res = await create(sysadmin, { ...person, emailAddr: 'new.group@clinic.example', typeCd: 'PRAD', grpInfoId: null, userFtins: [{ ftin: tin!.ftin }] });
    expect(res.statusCode).toBe(200);
    const group = res.json().grpInfoId as number;
    expect(group).toBeGreaterThan(1005);
    expect(await t.rows(`SELECT ftin FROM grp_ftin WHERE grp_info_id = $1`, [group])).toEqual([{ ftin: '204567801' }]);
    const internal = await create(sysadmin, { userFirstName: 'Ivy', userLastName: 'Stone', phoneNum: '5125550123', emailAddr: 'ivy.stone@network.example', typeCd: 'IRAD' });
    expect(internal.json().fields).toEqual({ employeeId: addUserMessages.employeeId });
    const ok = await create(sysadmin, { userFirstName: 'Ivy', userLastName: 'Stone', phoneNum: '5125550123', emailAddr: 'ivy.stone@network.example', typeCd: 'IRAD', employeeId: 'E200100' });
    expect(ok.json()).toMatchObject({ typeCd: 'IRAD', grpInfoId: null, statusCd: 'NEW' });
    const link = await t.lastMail('ivy.stone@network.example', 'registration-link');
    expect(link!.link!.get('type')).toBe('internal');
  });

  it('gives a Provider Admin its two types, and lists the providers of its own TINs only', async () => {
    const admin = await t.signIn('provadmin1');
    const types = await api(t.app).call(userAdminCalls.getUserTypes, { token: admin });
    expect(types.json()).toEqual([
      { userTypeCd: 'PRAD', userTypeDesc: 'Provider Admin' },
      { userTypeCd: 'PRUS', userTypeDesc: 'Provider User' },
    ]);
    const own = await api(t.app).call(providerCalls.providerList, { params: { tin: '751234501' }, query: { 'prv-type': 'P' }, token: admin });
    expect(own.statusCode).toBe(200);
    expect((own.json() as unknown[]).length).toBeGreaterThan(0);
    expect((own.json() as { prvProviderType: string; prvTaxId: string }[]).every((p) => p.prvProviderType === 'P' && p.prvTaxId === '751234501')).toBe(true);
    expect((await api(t.app).call(providerCalls.providerList, { params: { tin: '862001101' }, token: admin })).statusCode).toBe(403);
  });
});
