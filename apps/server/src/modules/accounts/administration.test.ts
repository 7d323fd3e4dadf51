import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProfileMessages, authCalls, manageUsersMessages, passwordCalls, userAdminCalls, userCalls, userSearchMessages } from '@wcpp/contract';
import { DEMO_PASSWORD } from '../../seed/accounts';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000 });
});
afterAll(() => t.close());

const userRow = async (name: string) =>
  (await t.rows<{ status_cd: string; type_cd: string; user_info_id: number; email_addr: string | null }>('SELECT * FROM user_info WHERE user_nm = $1', [name]))[0]!;
const audits = (action: string, target: string) =>
  t.rows<{ actor_user_nm: string; as_user_nm: string | null }>('SELECT actor_user_nm, as_user_nm FROM audit_log WHERE action = $1 AND target = $2', [action, target]);

describe('GET /users/manageUsers/{group}/{actor}', () => {
  it("lists the group's accounts of every status, each with the actions the administrator may take", async () => {
    const res = await api(t.app).call(userAdminCalls.manageUsers, { params: { grpInfoId: 1001, actor: 'provadmin1' }, token: await t.signIn('provadmin1') });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { userNm: string; statusDesc: string; typeDesc: string; userActions: string[] }[];
    const by = Object.fromEntries(rows.map((r) => [r.userNm, r]));
    expect(Object.keys(by).sort()).toEqual(['backfill1', 'hwong001', 'jwalker01', 'kpatel01', 'mreyes001', 'provadmin1', 'provuser1', 'sgreene01']);
    expect(by.sgreene01).toMatchObject({ statusDesc: 'Locked', typeDesc: 'Provider User' });
    expect(by.hwong001).toMatchObject({ statusDesc: 'Terminated', userActions: [] });
    expect(by.mreyes001!.userActions).toContain('RESEND_REGISTRATION');
    expect(by.kpatel01!.userActions).toEqual(['EDIT_PROFILE', 'MANAGE_TINS', 'CONVERT_TO_USER', 'TERMINATE', 'RESET_PASSWORD', 'RESET_SECOND_FACTORS']);
    // Never on the own row: the own profile does that.
    expect(by.provadmin1!.userActions).toEqual(['MANAGE_TINS']);
  });

  it("refuses another group's list to a Provider Admin, a name that is not the caller, and a Provider User", async () => {
    const admin = await t.signIn('provadmin1');
    expect((await api(t.app).call(userAdminCalls.manageUsers, { params: { grpInfoId: 1002, actor: 'provadmin1' }, token: admin })).statusCode).toBe(403);
    expect((await api(t.app).call(userAdminCalls.manageUsers, { params: { grpInfoId: 1001, actor: 'kpatel01' }, token: admin })).statusCode).toBe(403);
    expect((await api(t.app).call(userAdminCalls.manageUsers, { params: { grpInfoId: 1001, actor: 'provuser1' }, token: await t.signIn('provuser1') })).statusCode).toBe(403);
  });

  it('gives the read-only administrator View TINs and Mirror only', async () => {
    const res = await api(t.app).call(userAdminCalls.manageUsers, { params: { grpInfoId: 1001, actor: 'readonly1' }, token: await t.signIn('readonly1') });
    const provuser = (res.json() as { userNm: string; userActions: string[] }[]).find((r) => r.userNm === 'provuser1');
    expect(provuser!.userActions).toEqual(['VIEW_TINS', 'MIRROR']);
  });
});

describe('terminate', () => {
  it('terminates a user of the group, ends their sessions at once and writes who did it', async () => {
    const victim = await t.signIn('backfill1');
    const res = await api(t.app).call(userAdminCalls.terminateUser, { params: { actor: 'provadmin1', target: 'backfill1' }, token: await t.signIn('provadmin1') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(1);
    expect((await userRow('backfill1')).status_cd).toBe('TERMD');
    expect((await api(t.app).call(userCalls.userByName, { params: { name: 'backfill1' }, token: victim })).statusCode).toBe(401);
    expect(await audits('USER_TERMINATE', 'backfill1')).toEqual([{ actor_user_nm: 'provadmin1', as_user_nm: null }]);
    // Terminated: no action is left, and a second terminate is refused.
    expect((await api(t.app).call(userAdminCalls.terminateUser, {
      params: { actor: 'provadmin1', target: 'backfill1' },
      token: await t.signIn('provadmin1'),
    })).statusCode).toBe(403);
  });

  it('refuses with 600 to terminate the last active Provider Admin of a group, and changes nothing', async () => {
    const res = await api(t.app).call(userAdminCalls.terminate, { token: await t.signIn('sysadmin1'), body: { userNm: 'riverbend1' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: '600', message: manageUsersMessages.noOtherAdmin });
    expect((await userRow('riverbend1')).status_cd).toBe('ACTIV');
  });

  it('refuses the read-only administrator, another group and a mirror; takes mgrUserInfoId only when it is the caller', async () => {
    expect((await api(t.app).call(userAdminCalls.terminate, { token: await t.signIn('readonly1'), body: { userNm: 'provuser1' } })).statusCode).toBe(403);
    expect((await api(t.app).call(userAdminCalls.terminateUser, { params: { actor: 'billing01', target: 'provuser1' }, token: await t.signIn('billing01') })).statusCode).toBe(403);
    const sysadmin = await t.signIn('sysadmin1');
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: sysadmin, body: { userNm: 'provadmin1' } })).json().token as string;
    const mirrored = await api(t.app).call(userAdminCalls.terminateUser, { params: { actor: 'sysadmin1', target: 'provuser1' }, token: mirror });
    expect(mirrored.json()).toMatchObject({ code: 'MIRROR_READ_ONLY' });
    const provadmin = await t.signIn('provadmin1');
    expect((await api(t.app).call(userAdminCalls.terminate, { token: provadmin, body: { userNm: 'provuser1', mgrUserInfoId: 1 } })).statusCode).toBe(403);
    expect((await api(t.app).call(userAdminCalls.terminateUser, { params: { actor: 'sysadmin1', target: 'provuser1' }, token: provadmin })).statusCode).toBe(403);
    expect((await userRow('provuser1')).status_cd).toBe('ACTIV');
  });

  it('lets exactly one of two Provider Admins terminating each other at the same moment succeed', async () => {
    // Group 1005 gets a second admin; each then terminates the other at once (a real race on PostgreSQL).
    await t.rows(
      `INSERT INTO user_info (user_nm, user_first_name, user_last_name, email_addr, type_cd, status_cd, grp_info_id, password_hash, affiliation_cd, job_title, company_nm)
       SELECT 'bayview02', 'Ana', 'Lopez', 'bayview02@clinic.example', 'PRAD', 'ACTIV', 1005, password_hash, 'OFC_STAFF', 'Manager', 'Bayview' FROM user_info WHERE user_nm = 'bayview01'`,
    );
    const [a, b] = [await t.signIn('bayview01'), await t.signIn('bayview02')];
    const terminate = (token: string, actor: string, target: string) => api(t.app).call(userAdminCalls.terminateUser, { params: { actor, target }, token });
    const answers = await Promise.all([terminate(a, 'bayview01', 'bayview02'), terminate(b, 'bayview02', 'bayview01')]);
    const statuses = answers.map((r) => r.statusCode).sort();
    // The loser either meets the 600 rule or, its own account terminated first, no longer has a session.
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const left = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM user_info WHERE grp_info_id = 1005 AND type_cd = 'PRAD' AND status_cd = 'ACTIV'`);
    expect(left[0]!.n).toBe(1);
  });
});

describe('convert', () => {
  it('converts a Provider User to an admin and back, and refuses to convert the last admin', async () => {
    const admin = await t.signIn('provadmin1');
    const up = await api(t.app).call(userAdminCalls.convertUserToAdmin, { params: { actor: 'provadmin1', target: 'jwalker01' }, token: admin });
    expect(up.json()).toBe('success');
    expect((await userRow('jwalker01')).type_cd).toBe('PRAD');
    expect((await api(t.app).call(userAdminCalls.convertAdminToUser, { params: { actor: 'provadmin1', target: 'jwalker01' }, token: admin })).json()).toBe('success');
    expect((await userRow('jwalker01')).type_cd).toBe('PRUS');
    expect(await audits('USER_CONVERT_TO_ADMIN', 'jwalker01')).toHaveLength(1);
    const last = await api(t.app).call(userAdminCalls.convertAdminToUser, { params: { actor: 'sysadmin1', target: 'northgate1' }, token: await t.signIn('sysadmin1') });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'NO_OTHER_ADMIN_CONVERT', message: manageUsersMessages.noOtherAdminConvert });
  });
});

describe('reset password and resend registration by an administrator', () => {
  it('e-mails a temporary password that the reset flow completes', async () => {
    const res = await api(t.app).call(userAdminCalls.resetPasswordByAdmin, {
      token: await t.signIn('provadmin1'),
      body: { userName: 'provuser1', emailAddress: 'provuser1@clinic.example', adminUserName: 'provadmin1' },
    });
    expect(res.json()).toEqual({ emailAddress: 'provuser1@clinic.example' });
    const mail = await t.lastMail('provuser1@clinic.example', 'temporary-password');
    const done = await api(t.app).call(passwordCalls.resetPasswordComplete, {
      body: { token: mail!.link!.get('token'), tempPassword: mail!.value, newPassword: 'Clinic#2027x' },
    });
    expect(done.statusCode).toBe(200);
    expect(await t.signIn('provuser1', 'Clinic#2027x')).toBeTruthy();
    expect(await audits('USER_PASSWORD_RESET_BY_ADMIN', 'provuser1')).toEqual([{ actor_user_nm: 'provadmin1', as_user_nm: null }]);
  });

  it('says so when the account has no e-mail address', async () => {
    await t.rows(`UPDATE user_info SET email_addr = NULL WHERE user_nm = 'summitbill2'`);
    const res = await api(t.app).call(userAdminCalls.resetPasswordByAdmin, { token: await t.signIn('billing01'), body: { userName: 'summitbill2', adminUserName: 'billing01' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'EMAIL_BLANK', message: manageUsersMessages.blankEmail });
  });

  it('sends a new invitation to an account not yet registered, and the earlier link stops working', async () => {
    const before = await t.lastMail('mreyes001@clinic.example', 'registration-link');
    const res = await api(t.app).call(userAdminCalls.regenRegistrationByAdmin, {
      params: { actor: 'provadmin1', email: 'mreyes001@clinic.example' },
      token: await t.signIn('provadmin1'),
    });
    expect(res.json()).toEqual({ emailAddress: 'mreyes001@clinic.example' });
    const after = await t.lastMail('mreyes001@clinic.example', 'registration-link');
    expect(after!.link!.get('token')).not.toBe(before!.link!.get('token'));
    const open = await t.rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM registration_token r JOIN user_info u ON u.user_info_id = r.user_info_id WHERE u.user_nm = 'mreyes001' AND r.used_at IS NULL`,
    );
    expect(open[0]!.n).toBe(1);
    // Only for accounts that have not registered.
    expect((await api(t.app).call(userAdminCalls.regenRegistrationByAdmin, {
      params: { actor: 'provadmin1', email: 'jwalker01@clinic.example' },
      token: await t.signIn('provadmin1'),
    })).statusCode).toBe(404);
  });
});

describe('POST /admin/userList', () => {
  const search = async (body: object, name = 'sysadmin1', headers: Record<string, string> = {}) => api(t.app).call(userAdminCalls.userList, {
    token: await t.signIn(name),
    body,
    headers,
  });

  it('finds users by part of the user name, part of the address, a TIN or a group', async () => {
    const names = async (body: object) => ((await search(body)).json().users as { userNm: string }[]).map((u) => u.userNm);
    expect(await names({ userName: 'PROV' })).toEqual(['provadmin1', 'provuser1']);
    expect(await names({ emailAddress: 'network.example' })).toEqual(expect.arrayContaining(['sysadmin1', 'readonly1']));
    // TIN 751234504: its admins (every TIN of the group) and the users it is assigned to.
    expect((await names({ ftin: '751234504' })).sort()).toEqual(['jwalker01', 'kpatel01', 'provadmin1']);
    expect((await names({ groupId: '1003' })).sort()).toEqual(['deact001', 'locked01', 'riverbend1', 'termd001']);
  });

  it('the recipient search of Notifications (isUserNames sent): exact names, a whole address, or part of one after *', async () => {
    const names = async (body: object) => ((await search(body)).json().users as { userNm: string }[]).map((u) => u.userNm).sort();
    expect(await names({ userName: 'provuser1,billing01', isUserNames: 'true' })).toEqual(['billing01', 'provuser1']);
    expect(await names({ emailAddress: 'PROVUSER1@clinic.example', isUserNames: 'false' })).toEqual(['provuser1']);
    expect(await names({ emailAddress: 'clinic.example', isUserNames: 'false' })).toEqual([]);
    expect(await names({ emailAddress: '*bayview01@', isUserNames: 'false' })).toEqual(['bayview01']);
    expect((await search({ emailAddress: '*ba', isUserNames: 'false' })).json().fields).toMatchObject({ emailAddress: userSearchMessages.partialEmailMin });
    // User Search itself (no isUserNames) keeps matching part of an address.
    expect(await names({ emailAddress: 'bayview01@' })).toEqual(['bayview01']);
  });

  it('refuses searches the form would refuse, with its messages', async () => {
    const message = async (body: object) => (await search(body)).json().fields;
    expect(await message({})).toMatchObject({ userName: userSearchMessages.enterOne });
    expect(await message({ userName: 'pr' })).toMatchObject({ userName: userSearchMessages.usernameMin });
    expect(await message({ groupId: '10a' })).toMatchObject({ groupId: userSearchMessages.groupIdNumeric });
    expect((await search({ userName: 'prov', groupId: '1001' })).statusCode).toBe(400);
  });

  it('is for internal administrators only', async () => {
    expect((await search({ userName: 'prov' }, 'provadmin1')).statusCode).toBe(403);
  });

  it('exports the search as UserSearch.xlsx with the columns of part 2 §9', async () => {
    const res = await search({ groupId: '1002' }, 'readonly1', { accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    expect(res.headers['content-disposition']).toBe('attachment; filename="UserSearch.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('User Search')!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(['First Name', 'Last Name', 'Username', 'Email Address', 'Account Status', 'Account Type', 'Group ID']);
    expect(sheet.getColumn(4).width).toBe(36);
    const rows = [2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    expect(rows).toContainEqual(['Brenda', 'Ingram', 'billing01', 'billing01@clinic.example', 'Active', 'Provider Admin', 1002]);
    expect(sheet.rowCount).toBe(3);
    // The audit row names who was disclosed, and the workbook is one of the person's downloads (decision 073).
    const [audit] = await t.rows<{ actor_user_nm: string; detail: { userNames: string[]; count: number } }>(`SELECT actor_user_nm, detail FROM audit_log WHERE action = 'USER_SEARCH_EXPORT'`);
    expect(audit).toMatchObject({ actor_user_nm: 'readonly1', detail: { count: 2 } });
    expect(audit!.detail.userNames).toContain('billing01');
    expect(audit!.detail.userNames).toHaveLength(2);
    expect((await t.rows<{ n: number }>(`SELECT failures AS n FROM attempt_counter WHERE counter_key = 'limit:downloads:readonly1'`))[0]!.n).toBe(1);
  });

  it('says an account added by ADD USER is pending registration, in the answer and in the export (issue 26 §4)', async () => {
    const users = async (body: object) => (await search(body)).json().users as { userNm: string; pendingRegistration: boolean }[];
    expect(await users({ emailAddress: 'invite-isad1@network.example' })).toEqual([expect.objectContaining({ userFirstName: 'Nadia', userNm: 'invite-isad1', pendingRegistration: true })]);
    // The placeholder is no name anyone chose: a search by part of a username does not match it.
    expect(await users({ userName: 'invite' })).toEqual([]);
    expect(await users({ userName: 'isad1' })).not.toContainEqual(expect.objectContaining({ userNm: 'invite-isad1' }));
    // Invited with a name of its own (the demo's older invitation): the name is shown.
    expect(await users({ userName: 'mreyes001' })).toEqual([expect.objectContaining({ statusCd: 'NEW', pendingRegistration: false })]);
    const res = await search({ emailAddress: 'invite-isad1@network.example' }, 'sysadmin1', { accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((workbook.getWorksheet('User Search')!.getRow(2).values as unknown[]).slice(1, 4)).toEqual(['Nadia', 'Petrov', 'pending registration']);
  });
});

describe('PUT /users/updateUser on another account (Edit Profile)', () => {
  const details = async (token: string, name: string) => (await api(t.app).call(userCalls.userByName, { params: { name }, token })).json();

  it("lets a Provider Admin change a user's profile and affiliation, and writes who did it", async () => {
    const admin = await t.signIn('provadmin1');
    const before = await details(admin, 'sgreene01');
    const res = await api(t.app).call(userCalls.updateUser, {
      token: admin,
      body: { ...before, jobTitle: 'Senior Coder', affiliationCd: 'OTHER', affiliationDesc: 'Coding vendor' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userNm: 'sgreene01', jobTitle: 'Senior Coder', affiliationCd: 'OTHER', affiliationDesc: 'Coding vendor' });
    expect(await audits('USER_PROFILE_UPDATE_BY_ADMIN', 'sgreene01')).toEqual([{ actor_user_nm: 'provadmin1', as_user_nm: null }]);
  });

  it("refuses an address another account uses, another group's user, and a changed identity", async () => {
    const admin = await t.signIn('provadmin1');
    const before = await details(admin, 'sgreene01');
    const taken = await api(t.app).call(userCalls.updateUser, { token: admin, body: { ...before, emailAddr: 'provuser1@clinic.example', currentPassword: DEMO_PASSWORD } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'INVALID_EMAIL' });
    expect((await api(t.app).call(userCalls.updateUser, { token: admin, body: { ...before, typeCd: 'PRAD' } })).statusCode).toBe(403);
    const other = await details(await t.signIn('sysadmin1'), 'billing01');
    expect((await api(t.app).call(userCalls.updateUser, { token: admin, body: other })).statusCode).toBe(403);
    expect((await api(t.app).call(userCalls.updateUser, { token: await t.signIn('readonly1'), body: before })).statusCode).toBe(403);
  });

  it('changes the address only once the link sent to it is followed, and tells the old address (decision 047)', async () => {
    const admin = await t.signIn('provadmin1');
    const before = await details(admin, 'sgreene01');
    const res = await api(t.app).call(userCalls.updateUser, { token: admin, body: { ...before, emailAddr: 'samuel.greene@clinic.example', currentPassword: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailAddr: 'sgreene01@clinic.example' });
    const notice = await t.lastMail('sgreene01@clinic.example', 'email-change-notice');
    expect(notice!.text).toContain('An administrator of the Provider Portal asked to change the e-mail address of the Provider Portal account sgreene01 to samuel.greene@clinic.example');
    // A reset now still goes to the address on file, not to the new one.
    const reset = await api(t.app).call(userAdminCalls.resetPasswordByAdmin, { token: admin, body: { adminUserName: 'provadmin1', userName: 'sgreene01' } });
    expect(reset.json()).toEqual({ emailAddress: 'sgreene01@clinic.example' });
    expect(await t.lastMail('samuel.greene@clinic.example', 'temporary-password')).toBeUndefined();
    const link = await t.lastMail('samuel.greene@clinic.example', 'email-change-link');
    const confirmed = await api(t.app).call(userCalls.confirmEmailChange, { body: { token: link!.link!.get('token') } });
    expect(confirmed.statusCode).toBe(200);
    expect((await t.rows(`SELECT email_addr FROM user_info WHERE user_nm = 'sgreene01'`))[0]).toEqual({ email_addr: 'samuel.greene@clinic.example' });
  });

  it("requires an internal account's employee id, which the system administrator sets", async () => {
    const sysadmin = await t.signIn('sysadmin1');
    const before = await details(sysadmin, 'noemp001');
    const missing = await api(t.app).call(userCalls.updateUser, { token: sysadmin, body: { ...before, employeeId: '' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'INVALID_ENLYTE_EMPLOYEE_ID', fields: { employeeId: 'Error: Enter a valid Employee ID' } });
    const saved = await api(t.app).call(userCalls.updateUser, { token: sysadmin, body: { ...before, employeeId: 'E100555' } });
    expect(saved.json()).toMatchObject({ employeeId: 'E100555' });
  });

  it('lets only office staff or the system administrator give the office staff affiliation (decision 075)', async () => {
    // An earlier story left summitbill2 without an address; the form needs one.
    await t.rows(`UPDATE user_info SET email_addr = 'summitbill2@clinic.example' WHERE user_nm = 'summitbill2'`);
    const billing = await t.signIn('billing01');
    const before = await details(billing, 'summitbill2');
    const refused = await api(t.app).call(userCalls.updateUser, { token: billing, body: { ...before, affiliationCd: 'OFC_STAFF' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'AFFILIATION_NOT_ALLOWED', fields: { affiliationCd: adminProfileMessages.officeStaffOnly } });
    expect((await t.rows(`SELECT affiliation_cd FROM user_info WHERE user_nm = 'summitbill2'`))[0]).toEqual({ affiliation_cd: 'BILLING_CO' });
    // Other fields of the same account still save, its affiliation kept.
    expect((await api(t.app).call(userCalls.updateUser, { token: billing, body: { ...before, jobTitle: 'Senior Claims Analyst' } })).statusCode).toBe(200);
    const added = await api(t.app).call(userAdminCalls.createUser, {
      token: billing,
      body: {
        typeCd: 'PRAD', userFirstName: 'Eve', userLastName: 'Mallory', userMidName: '', phoneNum: '5125550199', emailAddr: 'eve.mallory@elsewhere.example',
        grpInfoId: '1002', affiliationCd: 'OFC_STAFF', jobTitle: 'Biller', companyNm: 'Summit', userFtins: [],
      },
    });
    expect(added.statusCode).toBe(403);
    expect(await t.rows(`SELECT 1 FROM user_info WHERE email_addr = 'eve.mallory@elsewhere.example'`)).toEqual([]);
    // The system administrator gives it.
    const sysadmin = await t.signIn('sysadmin1');
    expect((await api(t.app).call(userCalls.updateUser, {
      token: sysadmin,
      body: { ...(await details(sysadmin, 'summitbill2')), affiliationCd: 'OFC_STAFF' },
    })).statusCode).toBe(200);
  });
});
