import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { emailChangeMessages, userAdminCalls, userCalls } from '@wcpp/contract';
import { CALLER_LIMITS } from './limits';

// A new e-mail address sends a link to an address the asker chooses and a notice to the old one. So it is
// mail on the asker's behalf, and its 409 says whether an address has an account: both stop at the
// allowances of resets and lookups, as Add User’s invitations (docs/decisions/071-mail-on-an-askers-behalf.md). Parallel
// requests: in CI these run again on PostgreSQL, where transactions really run at once.
let t: TestApp;
const ACCOUNT_LIMIT = 5;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000, ACCOUNT_RATE_LIMIT: ACCOUNT_LIMIT });
});
afterAll(() => t.close());

const PASSWORD = 'Portal#2026';
const profile = async (userNm: string, token: string) => (await api(t.app).call(userCalls.userByName, { params: { name: userNm }, token })).json();
const save = (token: string, payload: object) => api(t.app).call(userCalls.updateUser, { token, body: payload });
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();
const count = async (sql: string, params: unknown[] = []) => (await t.rows<{ n: number }>(sql, params))[0]!.n;
const links = (prefix: string) => count(`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'email-change-link' AND to_addr LIKE $1`, [`${prefix}%`]);
const tokenRows = (userNm: string) =>
  count(`SELECT count(*)::int AS n FROM email_change_token JOIN user_info USING (user_info_id) WHERE user_nm = $1`, [userNm]);
const rateLimited = { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' };

describe('the owner’s new address', () => {
  it(`${ACCOUNT_LIMIT} an hour: the next answers 429, sends nothing and says nothing about the address; one link row is kept`, async () => {
    const token = await t.signIn('provuser1');
    const mine = await profile('provuser1', token);
    const answers = [];
    for (let i = 0; i < ACCOUNT_LIMIT + 1; i++) answers.push(await save(token, { ...mine, emailAddr: `owner.new${i}@elsewhere.example`, currentPassword: PASSWORD }));
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(ACCOUNT_LIMIT).fill(200), 429]);
    expect(answers.at(-1)!.json()).toMatchObject(rateLimited);
    expect(await links('owner.new')).toBe(ACCOUNT_LIMIT);
    expect(await count(`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'email-change-link' AND to_addr = 'owner.new5@elsewhere.example'`)).toBe(0);
    // An address another account holds: still 429, not the 409 that would tell it has an account.
    const taken = await save(token, { ...mine, emailAddr: 'jwalker01@clinic.example', currentPassword: PASSWORD });
    expect(taken.statusCode).toBe(429);
    expect(taken.json().code).not.toBe('INVALID_EMAIL');
    // Every link before the last was replaced: the account keeps one row, the last link's.
    expect(await tokenRows('provuser1')).toBe(1);
    expect((await t.rows<{ e: string }>(`SELECT email_addr AS e FROM user_info WHERE user_nm = 'provuser1'`))[0]!.e).toBe(mine.emailAddr);
  });
});

describe('an administrator’s Edit Profile with a new address', () => {
  // A new address also needs the administrator's own password (decision 075), whose guesses are counted
  // five at a time: these requests go one after another, and the allowances' races are Add User's below.
  const asAdmin = (admin: string, target: object, emailAddr: string) => save(admin, { ...target, emailAddr, currentPassword: PASSWORD });

  it(`needs the administrator’s own password: without it nothing is sent, with a wrong one the guess is counted`, async () => {
    const admin = await t.signIn('riverbend1');
    const target = await profile('locked01', admin);
    const missing = await save(admin, { ...target, emailAddr: 'no.password@elsewhere.example' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ currentPassword: emailChangeMessages.enterCurrent });
    const wrong = await save(admin, { ...target, emailAddr: 'no.password@elsewhere.example', currentPassword: 'Wrong#Guess123' });
    expect(wrong.json()).toMatchObject({ code: 'incorrect_password' });
    expect(await count(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'EMAIL_CHANGE_PASSWORD_FAILED' AND target = 'riverbend1'`)).toBe(1);
    expect(await links('no.password')).toBe(0);
  });

  it(`on one account: the account’s ${ACCOUNT_LIMIT} are sent, the next answer 429`, async () => {
    const admin = await t.signIn('sysadmin1');
    const target = await profile('jwalker01', admin);
    const answers = [];
    for (let i = 0; i < ACCOUNT_LIMIT + 3; i++) answers.push((await asAdmin(admin, target, `one.account${i}@elsewhere.example`)).statusCode);
    expect(answers).toEqual([...Array(ACCOUNT_LIMIT).fill(200), 429, 429, 429]);
    expect(await links('one.account')).toBe(ACCOUNT_LIMIT);
    expect(await tokenRows('jwalker01')).toBe(1);
  });

  it(`new addresses for several accounts stop at the caller’s ${CALLER_LIMITS.adminMail.max} mails an hour`, async () => {
    const admin = await t.signIn('sysadmin1');
    // sysadmin1 spent 5 of its mails above; five more accounts, five addresses each.
    const accounts = ['provadmin1', 'kpatel01', 'billing01', 'summitbill2', 'riverbend1'];
    const answers = [];
    for (const [a, userNm] of accounts.entries()) {
      const target = await profile(userNm, admin);
      for (let i = 0; i < ACCOUNT_LIMIT; i++) answers.push((await asAdmin(admin, target, `many.accounts${a}x${i}@elsewhere.example`)).statusCode);
    }
    const sent = CALLER_LIMITS.adminMail.max - ACCOUNT_LIMIT;
    expect(answers.filter((c) => c === 200)).toHaveLength(sent);
    expect(answers.slice(sent)).toEqual(Array(answers.length - sent).fill(429));
    expect(await links('many.accounts')).toBe(sent);
  });

  it(`its “address has an account” answer stops at the caller’s ${CALLER_LIMITS.emailLookup.max} lookups an hour`, async () => {
    const admin = await t.signIn('provadmin1');
    const lookups = await Promise.all(
      Array.from({ length: CALLER_LIMITS.emailLookup.max }, (_, i) => api(t.app).call(userAdminCalls.checkEmailAddressExists, {
        params: { email: `lookup${i}@elsewhere.example` },
        token: admin,
      })),
    );
    expect(lookups.every((r) => r.statusCode === 200)).toBe(true);
    const target = await profile('sgreene01', admin);
    const taken = await asAdmin(admin, target, 'provuser1@clinic.example');
    expect(taken.statusCode).toBe(429);
    expect(taken.json()).toMatchObject(rateLimited);
    const free = await asAdmin(admin, target, 'after.lookups@elsewhere.example');
    expect(free.statusCode).toBe(429);
    expect(await links('after.lookups')).toBe(0);
    // Fields other than the address still save, without a password: the allowances are the address’s only.
    const title = await save(admin, { ...target, jobTitle: 'Senior Coder' });
    expect(title.statusCode).toBe(200);
    expect(title.json().jobTitle).toBe('Senior Coder');
  });
});

describe('Add User', () => {
  it(`invitations stop at the caller’s ${CALLER_LIMITS.adminMail.max} mails an hour, even at once; no account is made past it`, async () => {
    const admin = await t.signIn('kpatel01');
    const person = { userFirstName: 'Nina', userLastName: 'Brooks', userMidName: '', phoneNum: '(512) 555-0199', affiliationCd: 'OFC_STAFF', jobTitle: 'Scheduler', companyNm: 'Lakeside' };
    const extra = 5;
    const answers = await Promise.all(
      Array.from({ length: CALLER_LIMITS.adminMail.max + extra }, (_, i) =>
        api(t.app).call(userAdminCalls.createUser, {
          token: admin,
          body: { ...person, emailAddr: `invited${i}@elsewhere.example`, typeCd: 'PRUS', grpInfoId: '1001', userFtins: [{ ftin: '751234503' }] },
        }),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(CALLER_LIMITS.adminMail.max).fill(200), ...Array(extra).fill(429)]);
    expect(await count(`SELECT count(*)::int AS n FROM user_info WHERE email_addr LIKE 'invited%@elsewhere.example'`)).toBe(CALLER_LIMITS.adminMail.max);
    // Each invitation is two mails (the code and the link) to its one address.
    expect(await count(`SELECT count(DISTINCT to_addr)::int AS n FROM mail_outbox WHERE to_addr LIKE 'invited%@elsewhere.example'`)).toBe(CALLER_LIMITS.adminMail.max);
  });
});
