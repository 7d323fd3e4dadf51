import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationCalls, registrationCodeMessages, userCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { sha256 } from '../../lib/secrets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_RATE_LIMIT: 3, PUBLIC_RATE_LIMIT: 1000 });
});
afterAll(() => t.close());

const PASSWORD = 'Harbor#Light9';
let unique = 0;
const newEmail = () => `registrant${++unique}.${Date.now()}@newclinic.example`;

/** Starts a registration and returns what the two e-mails carry. */
async function invite(email = newEmail(), campaign?: string) {
  const res = await api(t.app).call(registrationCalls.registrationStart, { body: { emailAddress: email, campaign } });
  expect(res.statusCode).toBe(200);
  const code = await t.lastMail(email, 'registration-code');
  const link = await t.lastMail(email, 'registration-link');
  return { email, code: code!.value!, token: link!.link!.get('token')!, expire: link!.link!.get('expire')!, link: link!.link! };
}

const form = (inv: { token: string; code: string }, overrides: Record<string, unknown> = {}) => ({
  activationToken: inv.token,
  authenticationCode: inv.code,
  ftin: '470011201',
  billCntrlNum: '81000000001',
  userName: `newadmin${++unique}`,
  firstName: 'Alma',
  lastName: 'Quintero',
  middleName: 'R',
  phoneNumber: '(512) 555-0190',
  password: PASSWORD,
  ...overrides,
});

const complete = (payload: Record<string, unknown>) => api(t.app).call(registrationCalls.registrationComplete, { body: payload });

/** Submits as the web does: on FTIN_ALREADY_REGISTERED the popup's 'Complete Registration' resubmits the same form with the flag off. */
async function completeLikeTheWeb(payload: Record<string, unknown>) {
  const first = await complete({ ...payload, failWhenFtinAlreadyRegistered: true });
  return first.json().code === 'FTIN_ALREADY_REGISTERED' ? complete({ ...payload, failWhenFtinAlreadyRegistered: false }) : first;
}

describe('POST /public/registration/start', () => {
  it('e-mails an authentication code and an activation link with token, expiry and campaign; stores only hashes', async () => {
    const inv = await invite(newEmail(), 'SPRING27');
    expect(inv.code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    expect(inv.link.get('campaign')).toBe('SPRING27');
    const hours = (Number(inv.expire) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71);
    expect(hours).toBeLessThanOrEqual(72);
    const [row] = await t.rows<{ token_hash: string; auth_code_hash: string; campaign: string }>(
      'SELECT token_hash, auth_code_hash, campaign FROM registration_token WHERE email_addr = $1',
      [inv.email],
    );
    expect(row).toEqual({ token_hash: sha256(inv.token), auth_code_hash: sha256(inv.code), campaign: 'SPRING27' });
    const mail = await t.lastMail(inv.email, 'registration-link');
    expect(mail!.html).toContain('<a href="http://localhost:8080/wcpp/confirmRegistration?token=');
    expect(mail!.status).toBe('SENT');
  });

  it('refuses an address that belongs to an account with INVALID_EMAIL and sends nothing', async () => {
    const res = await api(t.app).call(registrationCalls.registrationStart, { body: { emailAddress: 'ProvUser1@clinic.example' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INVALID_EMAIL', message: 'Error: The Email Address is associated to another account' });
    expect(await t.lastMail('provuser1@clinic.example', 'registration-code')).toBeUndefined();
  });

  it('refuses a bad address with the field message', async () => {
    const res = await api(t.app).call(registrationCalls.registrationStart, { body: { emailAddress: 'nobody@' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.emailAddress).toBe('Error: Enter a valid Email Address');
  });

  it('limits requests per address: the fourth within the hour answers 429 and sends nothing', async () => {
    const email = newEmail();
    for (let i = 0; i < 3; i++) {
      expect((await api(t.app).call(registrationCalls.registrationStart, { body: { emailAddress: email } })).statusCode).toBe(200);
    }
    const fourth = await api(t.app).call(registrationCalls.registrationStart, { body: { emailAddress: email } });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('RATE_LIMITED');
    const [count] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_addr = $1`, [email]);
    expect(count!.n).toBe(6);
    // Only the newest invitation can be used.
    const [live] = await t.rows<{ n: number }>('SELECT count(*)::int AS n FROM registration_token WHERE email_addr = $1 AND used_at IS NULL', [email]);
    expect(live!.n).toBe(1);
  });
});

describe('POST /public/registration/complete', () => {
  it('creates the group with the TIN and a Provider Admin who can sign in; the link is then spent', async () => {
    const inv = await invite();
    const payload = form(inv, { userName: 'AlmaQ2027', ftin: '470011202', billCntrlNum: '82000000003' });
    const res = await complete(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userNm: 'almaq2027' });
    const [user] = await t.rows<Record<string, unknown>>(
      `SELECT u.type_cd, u.status_cd, u.email_addr, u.phone_num, u.user_mid_name, g.grp_name, gf.ftin AS group_tin, uf.ftin AS user_tin
       FROM user_info u JOIN grp_info g ON g.grp_info_id = u.grp_info_id
       JOIN grp_ftin gf ON gf.grp_info_id = g.grp_info_id JOIN user_ftin uf ON uf.user_info_id = u.user_info_id
       WHERE u.user_nm = 'almaq2027'`,
    );
    expect(user).toMatchObject({ type_cd: 'PRAD', status_cd: 'ACTIV', email_addr: inv.email, phone_num: '5125550190', user_mid_name: 'R', group_tin: '470011202', user_tin: '470011202' });
    expect(user!.grp_name).toBeTruthy();
    const token = await t.signIn('almaq2027', PASSWORD);
    // A new admin completes the profile dialog at first sign-in (no affiliation yet).
    expect((await api(t.app).call(userCalls.needsBackfill, { params: { userName: 'almaq2027' }, token })).json()).toBe(true);
    const again = await complete({ ...payload, userName: 'almaq2028' });
    expect(again.json()).toMatchObject({ code: 'INVALID_REGISTRATION_ACTIVATION_TOKEN', message: 'Error: Authentication Code invalid' });
    const [audit] = await t.rows<{ actor_user_nm: string }>(`SELECT actor_user_nm FROM audit_log WHERE action = 'REGISTRATION_COMPLETE' AND target = 'almaq2027'`);
    expect(audit!.actor_user_nm).toBe('almaq2027');
  });

  it('asks before adding a group to a TIN already registered, then registers with the TIN waiting for the holders (decision 047)', async () => {
    const inv = await invite();
    const [bill] = await t.rows<{ bcn: string }>(`SELECT bill_control_number AS bcn FROM bill WHERE ftin = '751234501' ORDER BY bill_id LIMIT 1`);
    const payload = form(inv, { ftin: '751234501', billCntrlNum: bill!.bcn, userName: 'lakeside2nd' });
    const first = await complete(payload);
    expect(first.statusCode).toBe(409);
    expect(first.json().code).toBe('FTIN_ALREADY_REGISTERED');
    const [none] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM user_info WHERE user_nm = 'lakeside2nd'`);
    expect(none!.n).toBe(0);
    const second = await complete({ ...payload, failWhenFtinAlreadyRegistered: false });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ userNm: 'lakeside2nd', pendingFtin: '751234501' });
    const [groups] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM grp_ftin WHERE ftin = '751234501' AND inactive_dt IS NULL`);
    expect(groups!.n).toBe(1);
    const claims = await t.rows(`SELECT c.status FROM tin_claim c JOIN user_info u ON u.grp_info_id = c.grp_info_id WHERE u.user_nm = 'lakeside2nd' AND c.ftin = '751234501'`);
    expect(claims).toEqual([{ status: 'PENDING' }]);
  });

  it('accepts a provider id on file under the TIN instead of a bill control number', async () => {
    const inv = await invite();
    const res = await complete(form(inv, { billCntrlNum: null, cpdId: '900002', userName: 'byprovider1' }));
    expect(res.statusCode).toBe(200);
  });

  const refusals: [string, Record<string, unknown>, number, keyof typeof registrationCodeMessages][] = [
    ['a TIN with no bills or providers', { ftin: '123456789', billCntrlNum: '81000000001' }, 400, 'INVALID_FTIN_BCN'],
    ['a bill control number not on file for a known TIN', { billCntrlNum: '82000000001' }, 400, 'VALID_FTIN_INVALID_BCN'],
    ['a provider id with a TIN with no providers', { ftin: '123456789', billCntrlNum: null, cpdId: '900002' }, 400, 'INVALID_FTIN_CPDID'],
    ['a provider id not on file for a known TIN', { billCntrlNum: null, cpdId: '900011' }, 400, 'VALID_FTIN_INVALID_CPDID'],
    ['a TIN owned by the network', { ftin: '990000001' }, 400, 'FTIN_RESTRICTED_FOR_REGISTRATION'],
    ['a user name taken (in another case)', { userName: 'ProvUser1' }, 409, 'INVALID_USERNAME'],
    ['a password with the last name backwards', { password: 'Oretniuq#2027' }, 400, 'INVALID_PW'],
    ['a password with the user name', { userName: 'harbor77', password: 'Harbor77#xyz' }, 400, 'INVALID_PW'],
  ];
  for (const [what, overrides, status, code] of refusals) {
    it(`refuses ${what} with ${code} and creates nothing`, async () => {
      const inv = await invite();
      const payload = form(inv, overrides);
      const res = await complete(payload);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code, message: registrationCodeMessages[code] });
      const [users] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM user_info WHERE email_addr = $1`, [inv.email]);
      expect(users!.n).toBe(0);
      // The link still works after a refusal that was not about the code.
      expect((await completeLikeTheWeb(form(inv, { userName: `retry${unique}` }))).statusCode).toBe(200);
    });
  }

  it('says a user name is taken only once a TIN is proven: before, the answer is the proof’s and the guess counts on the link (decision 076)', async () => {
    const inv = await invite();
    for (const userName of ['ProvUser1', 'nosuchname77']) {
      const res = await complete(form(inv, { userName, billCntrlNum: '82000000001' }));
      expect(res.json()).toMatchObject({ code: 'VALID_FTIN_INVALID_BCN' });
    }
    const [link] = await t.rows<{ proof_failures: number }>(`SELECT proof_failures FROM registration_token WHERE email_addr = $1`, [inv.email]);
    expect(link!.proof_failures).toBe(2);
  });

  it('refuses a bad form with the field messages of part 2 §5', async () => {
    const inv = await invite();
    const res = await complete(form(inv, { ftin: '12345', billCntrlNum: '', cpdId: '', userName: 'a b', phoneNumber: '555' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      ftin: 'Error: Enter a valid Tax ID Number (TIN)',
      userName: 'Error: Username must be 6 to 14 letters and/or numbers',
      phoneNumber: 'Error: Enter a valid Phone Number',
    });
  });

  it('counts wrong authentication codes: the fifth spends the link', async () => {
    const inv = await invite();
    const wrong = inv.code.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    for (let i = 0; i < 5; i++) {
      const res = await complete(form(inv, { authenticationCode: wrong }));
      expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN', message: 'Error: Authentication Code invalid' });
    }
    const right = await complete(form(inv));
    expect(right.json().code).toBe('INVALID_REGISTRATION_ACTIVATION_TOKEN');
  });

  it('answers EXPIRED_TOKEN after the link expires, whatever the link says', async () => {
    const inv = await invite();
    await t.rows(`UPDATE registration_token SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [sha256(inv.token)]);
    const res = await complete(form(inv));
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('EXPIRED_TOKEN');
  });

  it('an invited user of an existing group completes the account the administrator made', async () => {
    const mail = await t.lastMail('mreyes001@clinic.example', 'registration-link');
    const code = await t.lastMail('mreyes001@clinic.example', 'registration-code');
    expect(mail!.link!.get('type')).toBeNull();
    const inv = { token: mail!.link!.get('token')!, code: code!.value! };
    const [bill] = await t.rows<{ bcn: string }>(`SELECT bill_control_number AS bcn FROM bill WHERE ftin = '751234506' ORDER BY bill_id LIMIT 1`);
    // A TIN outside the group does not prove membership.
    const outside = await complete(form(inv, { userName: 'mreyes01' }));
    expect(outside.json().code).toBe('INVALID_FTIN_BCN');
    const res = await complete(form(inv, { ftin: '751234506', billCntrlNum: bill!.bcn, userName: 'mreyes01', firstName: 'Marco', lastName: 'Reyes' }));
    expect(res.statusCode).toBe(200);
    const [user] = await t.rows<Record<string, unknown>>(`SELECT user_nm, status_cd, type_cd, grp_info_id FROM user_info WHERE email_addr = 'mreyes001@clinic.example'`);
    expect(user).toEqual({ user_nm: 'mreyes01', status_cd: 'ACTIV', type_cd: 'PRUS', grp_info_id: 1001 });
    await t.signIn('mreyes01', PASSWORD);
  });
});

describe('POST /public/completeInternalUserRegistration', () => {
  it('lets an invited internal administrator choose a user name and password', async () => {
    const mail = await t.lastMail('invite-isad1@network.example', 'registration-link');
    const code = await t.lastMail('invite-isad1@network.example', 'registration-code');
    expect(mail!.link!.get('type')).toBe('internal');
    const body = { token: mail!.link!.get('token'), authCode: code!.value, password: PASSWORD, userDetailsInfo: { userNm: 'npetrov01' } };
    // The provider form's endpoint does not take an internal invitation.
    const wrongDoor = await complete(form({ token: body.token!, code: body.authCode! }));
    expect(wrongDoor.json().code).toBe('INVALID_REGISTRATION_ACTIVATION_TOKEN');
    const weak = await api(t.app).call(registrationCalls.internalRegistrationComplete, { body: { ...body, password: 'Npetrov01#x' } });
    expect(weak.json().code).toBe('INVALID_PW');
    const res = await api(t.app).call(registrationCalls.internalRegistrationComplete, { body });
    expect(res.statusCode).toBe(200);
    const token = await t.signIn('npetrov01', PASSWORD);
    const me = await api(t.app).call(userCalls.userByName, { params: { name: 'npetrov01' }, token });
    expect(me.json()).toMatchObject({ typeCd: 'ISAD', employeeId: 'E100990', statusCd: 'ACTIV' });
  });
});
