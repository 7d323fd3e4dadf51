import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, lockedMessage, signInMessages } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';

/** Lockout under attack (docs/decisions/030-sign-in-lockout.md): counted atomically, and the same for unknown names. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000 });
});
afterAll(() => t.close());

const authenticate = (username: string, password: string) =>
  api(t.app).call(authCalls.authenticate, { body: { username, password } });
const codesOf = async (requests: Promise<{ json(): { code: string } }>[]) => (await Promise.all(requests)).map((r) => r.json().code);

describe('lockout', () => {
  it('locks after at most five wrong passwords even when twenty arrive at once; the right password is then refused', async () => {
    const codes = await codesOf(Array.from({ length: 20 }, (_, i) => authenticate('jwalker01', `wrong-${i}`)));
    // At most five guesses were evaluated: four answered as wrong, the rest as locked.
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS').length).toBe(4);
    expect(codes.filter((c) => c === 'USER_ACCT_LOCKED:30').length).toBe(16);
    const [row] = await t.rows<{ failed_attempts: number; locked: boolean }>(
      `select failed_attempts, locked_until > now() as locked from user_info where user_nm = 'jwalker01'`,
    );
    expect(row).toEqual({ failed_attempts: 5, locked: true });
    const right = await authenticate('jwalker01', 'Portal#2026');
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ code: 'USER_ACCT_LOCKED:30', message: lockedMessage(30) });
  });

  it('lets the right password in and starts the count again once the lock has expired', async () => {
    await t.rows(`update user_info set locked_until = now() - interval '1 minute' where user_nm = 'jwalker01'`);
    expect((await authenticate('jwalker01', 'Portal#2026')).statusCode).toBe(200);
    const [row] = await t.rows<{ failed_attempts: number; locked_until: Date | null }>(`select failed_attempts, locked_until from user_info where user_nm = 'jwalker01'`);
    expect(row).toEqual({ failed_attempts: 0, locked_until: null });
  });

  it('answers a user name without an account exactly as an account: wrong four times, then locked', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push((await authenticate('nobody-by-this-name', `guess-${i}`)).json().code);
    expect(codes).toEqual([...Array(4).fill('INVALID_CREDENTIALS'), 'USER_ACCT_LOCKED:30', 'USER_ACCT_LOCKED:30']);
    const parallel = await codesOf(Array.from({ length: 12 }, (_, i) => authenticate('another-unknown-name', `guess-${i}`)));
    expect(parallel.filter((c) => c === 'INVALID_CREDENTIALS').length).toBe(4);
    const res = await authenticate('Nobody-By-This-Name', 'x');
    expect(res.json()).toMatchObject({ code: 'USER_ACCT_LOCKED:30', message: lockedMessage(30) });
  });

  it('does not count a right password of an account that may not sign in', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await authenticate('termd001', 'Portal#2026');
      expect(res.json()).toMatchObject({ code: 'USER_ACCT_TERMINATED', message: signInMessages.USER_ACCT_TERMINATED });
    }
  });
});
