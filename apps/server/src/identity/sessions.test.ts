import { SignJWT } from 'jose';
import { authCalls, passwordCalls, userCalls } from '@wcpp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../test/api';
import { createTestApp, sessionIdOf, type TestApp } from '../test/app';

/** Server sessions (docs/decisions/025): what ends a token, and what a forged or stale token gets. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const session = (token: string) => api(t.app).call(authCalls.session, { token });
const signOut = (token: string) => api(t.app).call(authCalls.signOut, { token });

describe('server sessions', () => {
  it('answers the session of a token with its idle limit', async () => {
    const res = await session(await t.signIn('provuser1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: 'provuser1', mirror: null, idleTimeoutMinutes: 30 });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('ends the token at sign-out: every call then answers 401, and the row says why', async () => {
    const token = await t.signIn('provuser1');
    expect((await signOut(token)).statusCode).toBe(204);
    expect((await session(token)).statusCode).toBe(401);
    expect((await api(t.app).call(userCalls.userByName, { params: { name: 'provuser1' }, token })).statusCode).toBe(401);
    expect((await signOut(token)).statusCode).toBe(401);
    const [row] = await t.rows<{ ended_reason: string }>('select ended_reason from user_session where session_id = $1', [sessionIdOf(token)]);
    expect(row!.ended_reason).toBe('SIGN_OUT');
  });

  it('keeps other sessions of the user alive at one sign-out', async () => {
    const first = await t.signIn('provadmin1');
    const second = await t.signIn('provadmin1');
    await signOut(first);
    expect((await session(second)).statusCode).toBe(200);
  });

  it('ends a session idle longer than FE_APP_TIMEOUT, and follows a changed FE_APP_TIMEOUT', async () => {
    const token = await t.signIn('billing01');
    await t.rows(`update user_session set last_seen_at = now() - interval '29 minutes' where session_id = $1`, [sessionIdOf(token)]);
    expect((await session(token)).statusCode).toBe(200); // 29 minutes idle: still alive, and touched
    const idle = await t.signIn('billing01');
    await t.rows(`update user_session set last_seen_at = now() - interval '31 minutes' where session_id = $1`, [sessionIdOf(idle)]);
    expect((await session(idle)).statusCode).toBe(401);
    const shorter = await t.signIn('billing01');
    await t.rows(`update user_session set last_seen_at = now() - interval '3 minutes' where session_id = $1`, [sessionIdOf(shorter)]);
    await t.rows(`update app_property set property_value = '2' where property_nm = 'FE_APP_TIMEOUT'`);
    try {
      expect((await session(shorter)).statusCode).toBe(401);
      expect((await session(await t.signIn('billing01'))).json().idleTimeoutMinutes).toBe(2);
    } finally {
      await t.rows(`update app_property set property_value = '30' where property_nm = 'FE_APP_TIMEOUT'`);
    }
  });

  it('keeps the default idle limit when FE_APP_TIMEOUT is not a number of minutes', async () => {
    await t.rows(`update app_property set property_value = '12a5' where property_nm = 'FE_APP_TIMEOUT'`);
    try {
      const res = await session(await t.signIn('billing01'));
      expect(res.statusCode).toBe(200);
      expect(res.json().idleTimeoutMinutes).toBe(30);
    } finally {
      await t.rows(`update app_property set property_value = '30' where property_nm = 'FE_APP_TIMEOUT'`);
    }
  });

  it('renews the idle clock when the session is used', async () => {
    const token = await t.signIn('billing01');
    await t.rows(`update user_session set last_seen_at = now() - interval '20 minutes' where session_id = $1`, [sessionIdOf(token)]);
    await session(token);
    const [row] = await t.rows<{ idle: number }>(`select extract(epoch from now() - last_seen_at)::int as idle from user_session where session_id = $1`, [sessionIdOf(token)]);
    expect(row!.idle).toBeLessThan(5);
  });

  it('ends every other session when the password changes, and keeps the one that changed it', async () => {
    const other = await t.signIn('provuser1');
    const current = await t.signIn('provuser1');
    const changed = await api(t.app).call(passwordCalls.updatePassword, { token: current, body: { username: 'provuser1', password: 'Portal#2026', newPassword: 'Portal#2027x' } });
    expect(changed.statusCode).toBe(200);
    try {
      expect((await session(other)).statusCode).toBe(401);
      expect((await session(current)).statusCode).toBe(200);
    } finally {
      await api(t.app).call(passwordCalls.updatePassword, { token: current, body: { username: 'provuser1', password: 'Portal#2027x', newPassword: 'Portal#2026' } });
    }
  });

  it('ends every session of the account when a password reset completes', async () => {
    const token = await t.signIn('provadmin1');
    const start = await api(t.app).call(passwordCalls.resetPasswordStart, { body: { userName: 'provadmin1', emailAddress: 'provadmin1@clinic.example' } });
    expect(start.statusCode).toBe(200);
    const mail = await t.lastMail('provadmin1@clinic.example', 'temporary-password');
    expect(mail?.link?.get('token')).toBeTruthy();
    const reset = await api(t.app).call(passwordCalls.resetPasswordComplete, { body: { token: mail!.link!.get('token'), tempPassword: mail!.value, newPassword: 'Portal#2026' } });
    expect(reset.statusCode).toBe(200);
    expect((await session(token)).statusCode).toBe(401);
  });

  it('ends the mirror session at Revert, so the mirror token stops working', async () => {
    const admin = await t.signIn('sysadmin1');
    const mirrored = (await api(t.app).call(authCalls.mirrorStart, { token: admin, body: { userNm: 'provuser1' } })).json().token as string;
    expect((await session(mirrored)).json().mirror).toEqual({ userNm: 'provuser1', displayName: expect.any(String) });
    const reverted = await api(t.app).call(authCalls.mirrorStop, { token: mirrored });
    expect(reverted.statusCode).toBe(200);
    expect((await session(mirrored)).statusCode).toBe(401);
    expect((await session(reverted.json().token)).json()).toMatchObject({ username: 'sysadmin1', mirror: null });
  });

  it('answers 401 once the account is no longer active or its sessions are gone (data recreated)', async () => {
    const token = await t.signIn('readonly1');
    await t.rows(`update user_info set status_cd = 'DEACT' where user_nm = 'readonly1'`);
    try {
      expect((await session(token)).statusCode).toBe(401);
    } finally {
      await t.rows(`update user_info set status_cd = 'ACTIV' where user_nm = 'readonly1'`);
    }
    const again = await t.signIn('readonly1');
    await t.rows('delete from user_session where session_id = $1', [sessionIdOf(again)]);
    expect((await session(again)).statusCode).toBe(401);
  });

  it('accepts the bearer scheme in any case', async () => {
    const token = await t.signIn('provuser1');
    const res = await api(t.app).call(authCalls.session, { headers: { authorization: `bEaReR ${token}` } });
    expect(res.statusCode).toBe(200);
  });
});

describe('forged and stale tokens', () => {
  const sign = (claims: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT) =>
    build(new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer('wcpp-portal')).sign(t.app.config.jwtSecret);

  it('refuses tokens without exp or iat, or older than the token lifetime, even with a valid session', async () => {
    const real = await t.signIn('provuser1');
    const { sub, uid, sid } = JSON.parse(Buffer.from(real.split('.')[1]!, 'base64url').toString());
    const claims = { uid, sid };
    const noExp = await sign(claims, (j) => j.setSubject(sub).setIssuedAt());
    const noIat = await sign(claims, (j) => j.setSubject(sub).setExpirationTime('1h'));
    const tooOld = await sign(claims, (j) => j.setSubject(sub).setIssuedAt(Math.floor(Date.now() / 1000) - 9 * 3600).setExpirationTime('10y'));
    const fine = await sign(claims, (j) => j.setSubject(sub).setIssuedAt().setExpirationTime('1h'));
    expect((await session(noExp)).statusCode).toBe(401);
    expect((await session(noIat)).statusCode).toBe(401);
    expect((await session(tooOld)).statusCode).toBe(401);
    expect((await session(fine)).statusCode).toBe(200);
  });

  it('honours a mirror claim only on an internal administrator whose session mirrors that user', async () => {
    const prad = await t.signIn('provadmin1');
    const { sub, uid, sid } = JSON.parse(Buffer.from(prad.split('.')[1]!, 'base64url').toString());
    const selfMirror = await sign({ uid, sid, mir: 'provuser1' }, (j) => j.setSubject(sub).setIssuedAt().setExpirationTime('1h'));
    expect((await session(selfMirror)).statusCode).toBe(401);
    // An administrator's plain session with a mirror claim added by hand: refused too.
    const admin = await t.signIn('sysadmin1');
    const a = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString());
    const added = await sign({ uid: a.uid, sid: a.sid, mir: 'provuser1' }, (j) => j.setSubject(a.sub).setIssuedAt().setExpirationTime('1h'));
    expect((await session(added)).statusCode).toBe(401);
  });
});
