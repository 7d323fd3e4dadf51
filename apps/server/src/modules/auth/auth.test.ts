import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, lockedMessage, signInMessages, userCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const authenticate = (username: string, password: string) =>
  api(t.app).call(authCalls.authenticate, { body: { username, password } });

describe('sign-in (POST /authenticate)', () => {
  it.each(['sysadmin1', 'readonly1'])("answers %s's right password with the second step only: no token, no user name (issue 46)", async (name) => {
    const res = await authenticate(name, 'Portal#2026');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.token).toBeUndefined();
    expect(answer.username).toBeUndefined();
    expect(answer.secondStep).toMatchObject({ methods: ['totp'], enrol: false, mayRemember: false, expiresInSeconds: 300 });
    expect(answer.secondStep.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each(['provadmin1', 'provuser1', 'billing01', 'backfill1'])('signs in %s and returns a token and the user name', async (name) => {
    const res = await authenticate(name, 'Portal#2026');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: name, mirror: null });
    const details = await api(t.app).call(userCalls.userByName, { params: { name }, token: res.json().token });
    expect(details.statusCode).toBe(200);
    expect(details.json().userNm).toBe(name);
  });

  it.each([
    ['termd001', 'USER_ACCT_TERMINATED', signInMessages.USER_ACCT_TERMINATED],
    ['deact001', 'USER_ACCT_DEACTIVATED', signInMessages.USER_ACCT_DEACTIVATED],
    ['inact001', 'USER_ACCT_INACTIVE', signInMessages.USER_ACCT_INACTIVE],
    ['noemp001', 'MISSING_EMPLOYEE_ID', signInMessages.MISSING_EMPLOYEE_ID],
    ['locked01', 'USER_ACCT_LOCKED:30', lockedMessage(30)],
    ['nobody-here', 'INVALID_CREDENTIALS', signInMessages.INVALID_CREDENTIALS],
  ])('refuses %s with %s and its catalogue message', async (name, code, message) => {
    const res = await authenticate(name, 'Portal#2026');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code, message });
  });

  it('refuses an account still waiting for registration with INACTIVE_CREDENTIALS, and an unknown status as wrong credentials', async () => {
    // Give two accounts the demo password, so only their status decides.
    await t.rows(`update user_info set password_hash = (select password_hash from user_info where user_nm = 'provuser1') where user_nm in ('mreyes001', 'bayview01')`);
    expect((await authenticate('mreyes001', 'Portal#2026')).json()).toMatchObject({ code: 'INACTIVE_CREDENTIALS', message: signInMessages.INACTIVE_CREDENTIALS });
    await t.rows(`update user_info set status_cd = 'SUSPD' where user_nm = 'bayview01'`);
    expect((await authenticate('bayview01', 'Portal#2026')).json()).toMatchObject({ code: 'USER_ACCT_UNKNOWN_STATUS', message: signInMessages.USER_ACCT_UNKNOWN_STATUS });
  });

  it('refuses a wrong password with INVALID_CREDENTIALS', async () => {
    const res = await authenticate('provuser1', 'wrong-password');
    expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Error: The Username or Password is incorrect.' });
    const [row] = await t.rows<{ failed_attempts: number }>(`select failed_attempts from user_info where user_nm = 'provuser1'`);
    expect(row.failed_attempts).toBe(1);
    // A later correct sign-in clears the count.
    expect((await authenticate('provuser1', 'Portal#2026')).statusCode).toBe(200);
    const [after] = await t.rows<{ failed_attempts: number }>(`select failed_attempts from user_info where user_nm = 'provuser1'`);
    expect(after.failed_attempts).toBe(0);
  });

  it('locks the account for 30 minutes after five wrong passwords, even for the right one', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await authenticate('jwalker01', `bad-${i}`)).json().code);
    expect(codes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'USER_ACCT_LOCKED:30']);
    const right = await authenticate('jwalker01', 'Portal#2026');
    expect(right.json()).toMatchObject({ code: 'USER_ACCT_LOCKED:30', message: lockedMessage(30) });
    const [row] = await t.rows<{ minutes: number }>(`select round(extract(epoch from locked_until - now()) / 60)::int as minutes from user_info where user_nm = 'jwalker01'`);
    expect(row.minutes).toBeGreaterThanOrEqual(29);
    expect(row.minutes).toBeLessThanOrEqual(30);
  });

  it('gives the login form messages for empty fields and changes nothing', async () => {
    const res = await api(t.app).call(authCalls.authenticate, { body: { username: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Error: Enter Username');
  });

  it('answers malformed JSON with a 400 and no stack trace', async () => {
    const res = await api(t.app).call(authCalls.authenticate, { headers: { 'content-type': 'application/json' }, body: '{"username":' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('writes audit rows for a sign-in and a failed sign-in', async () => {
    await authenticate('billing01', 'Portal#2026');
    await authenticate('billing01', 'nope');
    const rows = await t.rows<{ action: string; actor_user_nm: string }>(
      `select action, actor_user_nm from audit_log where target = 'billing01' and action like 'SIGN_IN%' order by audit_id`,
    );
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['SIGN_IN', 'SIGN_IN_FAILED']));
    expect(rows.every((r) => r.actor_user_nm === 'billing01')).toBe(true);
  });
});

describe('portal tokens', () => {
  it('refuses calls without a token, with a tampered token and with an expired token', async () => {
    const none = await api(t.app).call(userCalls.userByName, { params: { name: 'provadmin1' } });
    expect(none.statusCode).toBe(401);
    const token = await t.signIn('provadmin1');
    const tampered = await api(t.app).call(userCalls.userByName, { params: { name: 'provadmin1' }, token: `${token.slice(0, -3)}abc` });
    expect(tampered.statusCode).toBe(401);
    const [user] = await t.rows<{ user_info_id: number }>(`select user_info_id from user_info where user_nm = 'provadmin1'`);
    const expired = await new SignJWT({ uid: user.user_info_id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('provadmin1')
      .setIssuer('wcpp-portal')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.app.config.jwtSecret);
    const res = await api(t.app).call(userCalls.userByName, { params: { name: 'provadmin1' }, token: expired });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('stops working once the account is terminated', async () => {
    const token = await t.signIn('summitbill2');
    await t.rows(`update user_info set status_cd = 'TERMD' where user_nm = 'summitbill2'`);
    const res = await api(t.app).call(userCalls.userByName, { params: { name: 'summitbill2' }, token });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 RATE_LIMITED once SIGN_IN_RATE_LIMIT attempts from one address are used up, and counts nothing', async () => {
    const limited = await createTestApp({ SIGN_IN_RATE_LIMIT: 3 });
    try {
      const attempt = () => api(limited.app).call(authCalls.authenticate, { body: { username: 'provuser1', password: 'wrong' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(refused.body).not.toMatch(/at .*\.ts/);
      const [row] = await limited.rows<{ failed_attempts: number }>(`select failed_attempts from user_info where user_nm = 'provuser1'`);
      expect(row.failed_attempts).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
