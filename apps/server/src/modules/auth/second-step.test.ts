import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret } from 'otpauth';
import { authCalls, lockedMessage, recoveryCodeRule, signInSecurityCalls, signInSecurityMessages, userCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { API_PREFIX } from '../../lib/endpoints';
import { createTestApp, type TestApp } from '../../test/app';
import { DEMO_PASSWORD } from '../../seed/accounts';
import { demoSecretBytes } from '../../seed/second-factors';
import { codeAt } from './totp';
import { idpProvedFactor } from './second-step';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000 });
});
afterAll(() => t.close());

const call = () => api(t.app);
const password = (username: string, headers?: Record<string, string>) => call().call(authCalls.authenticate, { body: { username, password: DEMO_PASSWORD }, headers });
const ticketOf = async (username: string) => {
  const res = await password(username);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().secondStep!.ticket;
};
const second = (ticket: string, code: string, method: 'totp' | 'recovery' = 'totp', rememberBrowser?: boolean) =>
  call().call(signInSecurityCalls.secondStep, { body: { ticket, method, code, ...(rememberBrowser === undefined ? {} : { rememberBrowser }) } });
const userId = async (userNm: string) => (await t.rows<{ id: number }>('SELECT user_info_id AS id FROM user_info WHERE user_nm = $1', [userNm]))[0]!.id;
/** Lets the demo app of an account take the current step again (a code is refused once its step was used). */
const freshStep = async (userNm: string) => t.rows('UPDATE second_factor SET last_step = NULL WHERE user_info_id = $1', [await userId(userNm)]);
const nowCode = (userNm: string, offsetSteps = 0) => codeAt(demoSecretBytes(userNm)!, Date.now() + offsetSteps * 30_000);
const wrongCode = (userNm: string) => {
  const right = new Set([-1, 0, 1].map((s) => nowCode(userNm, s)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!right.has(code)) return code;
  }
};

describe('the second step of a sign-in (issue 46 §1)', () => {
  it('takes the ticket and a right code for the token; the session records the factor and amr', async () => {
    await freshStep('sysadmin1');
    const ticket = await ticketOf('sysadmin1');
    const res = await second(ticket, nowCode('sysadmin1'));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ username: 'sysadmin1', mirror: null });
    expect(answer.secondStep).toBeUndefined();
    expect(answer.recoveryCodes).toBeUndefined();
    const details = await call().call(userCalls.userByName, { params: { name: 'sysadmin1' }, token: answer.token });
    expect(details.statusCode).toBe(200);
    const [session] = await t.rows<{ amr: string; fresh: boolean }>(
      "SELECT amr, factor_at > now() - interval '1 minute' AS fresh FROM user_session WHERE user_info_id = $1 ORDER BY created_at DESC LIMIT 1",
      [await userId('sysadmin1')],
    );
    expect(session).toEqual({ amr: 'pwd,otp,mfa', fresh: true });
    const [audit] = await t.rows<{ action: string; detail: { amr: string[]; factor: string } }>("SELECT action, detail FROM audit_log WHERE action = 'SIGN_IN' AND actor_user_nm = 'sysadmin1' ORDER BY audit_id DESC LIMIT 1");
    expect(audit!.detail).toMatchObject({ amr: ['pwd', 'otp', 'mfa'], factor: 'totp' });
  });

  it('refuses the ticket a second time, and a code whose step was used (a replay)', async () => {
    await freshStep('sysadmin1');
    const ticket = await ticketOf('sysadmin1');
    const code = nowCode('sysadmin1');
    expect((await second(ticket, code)).statusCode).toBe(200);
    const again = await second(ticket, nowCode('sysadmin1', 1));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'SECOND_STEP_EXPIRED', message: signInSecurityMessages.SECOND_STEP_EXPIRED });
    const replay = await second(await ticketOf('sysadmin1'), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'INVALID_SECOND_FACTOR', message: signInSecurityMessages.INVALID_SECOND_FACTOR });
    expect(replay.json().token).toBeUndefined();
  });

  it('accepts the codes of one step either side of now, and refuses two steps away (RFC 6238 §5.2)', async () => {
    for (const [offset, ok] of [[-2, false], [-1, true], [1, true], [2, false]] as const) {
      await freshStep('readonly1');
      const res = await second(await ticketOf('readonly1'), nowCode('readonly1', offset));
      expect(res.statusCode, `step ${offset}`).toBe(ok ? 200 : 401);
      await t.rows('UPDATE user_info SET failed_attempts = 0, locked_until = NULL WHERE user_nm = $1', ['readonly1']);
    }
  });

  it('lives five minutes: a second before its end it works, a second after it is expired', async () => {
    await freshStep('sysadmin1');
    const live = await ticketOf('sysadmin1');
    const [row] = await t.rows<{ seconds: number }>('SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM sign_in_ticket WHERE used_at IS NULL ORDER BY created_at DESC LIMIT 1');
    expect(row!.seconds).toBe(300);
    await t.rows("UPDATE sign_in_ticket SET expires_at = now() + interval '1 second' WHERE used_at IS NULL");
    expect((await second(live, nowCode('sysadmin1'))).statusCode).toBe(200);
    const late = await ticketOf('sysadmin1');
    await t.rows("UPDATE sign_in_ticket SET expires_at = now() - interval '1 second' WHERE used_at IS NULL");
    const res = await second(late, nowCode('sysadmin1', 1));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SECOND_STEP_EXPIRED');
  });

  it('counts wrong codes toward the sign-in lock: the fifth locks the account, and then the right code is refused', async () => {
    const ticket = await ticketOf('kpatel01');
    const bad = wrongCode('kpatel01');
    for (let i = 1; i <= 4; i++) expect((await second(ticket, bad)).json().code).toBe('INVALID_SECOND_FACTOR');
    const fifth = await second(ticket, bad);
    expect(fifth.json()).toMatchObject({ code: 'USER_ACCT_LOCKED:30', message: lockedMessage(30) });
    await freshStep('kpatel01');
    expect((await second(ticket, nowCode('kpatel01'))).json().code).toBe('USER_ACCT_LOCKED:30');
    expect((await password('kpatel01')).json().code).toBe('USER_ACCT_LOCKED:30');
    const [audit] = await t.rows<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'SECOND_FACTOR_FAILED' AND actor_user_nm = 'kpatel01'");
    expect(audit!.n).toBe(6);
    await t.rows('UPDATE user_info SET failed_attempts = 0, locked_until = NULL WHERE user_nm = $1', ['kpatel01']);
  });

  it('a right password does not give back the guesses of the second factor', async () => {
    const bad = wrongCode('kpatel01');
    for (let round = 0; round < 2; round++) {
      const ticket = await ticketOf('kpatel01');
      expect((await second(ticket, bad)).json().code).toBe('INVALID_SECOND_FACTOR');
      expect((await second(ticket, bad)).json().code).toBe('INVALID_SECOND_FACTOR');
    }
    const [row] = await t.rows<{ failed: number }>('SELECT failed_attempts AS failed FROM user_info WHERE user_nm = $1', ['kpatel01']);
    expect(row!.failed).toBe(4);
    await freshStep('kpatel01');
    expect((await second(await ticketOf('kpatel01'), nowCode('kpatel01'))).statusCode).toBe(200);
    const [after] = await t.rows<{ failed: number }>('SELECT failed_attempts AS failed FROM user_info WHERE user_nm = $1', ['kpatel01']);
    expect(after!.failed).toBe(0);
  });

  it('answers a made-up ticket as an expired one, and refuses a malformed body with 400', async () => {
    const res = await second('A'.repeat(43), '123456');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SECOND_STEP_EXPIRED' });
    expect((await call().call(signInSecurityCalls.secondStep, { body: { ticket: 'short', method: 'totp', code: '1' } })).statusCode).toBe(400);
    expect((await call().call(signInSecurityCalls.secondStep, { body: { ticket: 'A'.repeat(43), method: 'sms', code: '1' } as never })).statusCode).toBe(400);
  });
});

describe('setting up the app at sign-in, and the recovery codes (issue 46 §1, §2)', () => {
  it('an internal administrator with no factor must set one up: enrol, confirm, ten recovery codes once, then a recovery code signs in once and is mailed', async () => {
    const id = await userId('readonly1');
    await t.rows('DELETE FROM second_factor WHERE user_info_id = $1', [id]);
    const first = (await password('readonly1')).json();
    expect(first.token).toBeUndefined();
    expect(first.secondStep).toMatchObject({ enrol: true, methods: [], mayRemember: false });
    // Without the app set up, a code cannot be right.
    expect((await second(first.secondStep!.ticket, '000000')).json().code).toBe('INVALID_SECOND_FACTOR');
    const enrol = await call().call(signInSecurityCalls.secondStepEnrol, { body: { ticket: first.secondStep!.ticket } });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const { secret, uri, qrSvg } = enrol.json();
    expect(uri).toMatch(/^otpauth:\/\/totp\/Provider%20Portal:readonly1\?/);
    expect(uri).toContain('period=30');
    expect(uri).toContain('digits=6');
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const bytes = new Uint8Array(Secret.fromBase32(secret.replace(/\s/g, '')).bytes);
    expect(bytes.length).toBe(20);
    // The key is sealed at rest: its base32 is nowhere in the row.
    const [stored] = await t.rows<{ secret_enc: string }>('SELECT secret_enc FROM second_factor WHERE user_info_id = $1', [id]);
    expect(stored!.secret_enc).not.toContain(secret.replace(/\s/g, ''));
    expect(stored!.secret_enc).toMatch(/^test\./);

    const done = await second(first.secondStep!.ticket, codeAt(bytes, Date.now()));
    expect(done.statusCode, done.body).toBe(200);
    const codes = done.json().recoveryCodes!;
    expect(codes).toHaveLength(recoveryCodeRule.count);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const hashes = await t.rows<{ code_hash: string }>('SELECT code_hash FROM recovery_code WHERE user_info_id = $1', [id]);
    expect(hashes).toHaveLength(10);
    expect(hashes.some((h) => codes.includes(h.code_hash))).toBe(false);
    // Enrolled, a new ticket may not enrol again.
    const next = (await password('readonly1')).json().secondStep!;
    expect(next).toMatchObject({ enrol: false, methods: ['totp', 'recovery'] });
    const again = await call().call(signInSecurityCalls.secondStepEnrol, { body: { ticket: next.ticket } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ENROLMENT_NOT_ALLOWED');

    const withRecovery = await second(next.ticket, codes[3]!.toLowerCase().replace(/-/g, ' '), 'recovery');
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
    expect((await t.lastMail('readonly1@network.example', 'RECOVERY_CODE_USED'))?.subject).toBe('A recovery code was used to sign in');
    const reused = await second(await ticketOf('readonly1'), codes[3]!, 'recovery');
    expect(reused.json().code).toBe('INVALID_SECOND_FACTOR');
  });

  it("a group's rule makes its users set a factor up at their next sign-in", async () => {
    await t.rows('UPDATE grp_info SET require_second_factor = true WHERE grp_info_id = (SELECT grp_info_id FROM user_info WHERE user_nm = $1)', ['provuser1']);
    const answer = (await password('provuser1')).json();
    expect(answer.token).toBeUndefined();
    expect(answer.secondStep).toMatchObject({ enrol: true, mayRemember: true });
    await t.rows('UPDATE grp_info SET require_second_factor = false WHERE grp_info_id = (SELECT grp_info_id FROM user_info WHERE user_nm = $1)', ['provuser1']);
    expect((await password('provuser1')).json().token).toEqual(expect.any(String));
  });
});

describe('remember this browser (issue 46 §2)', () => {
  it('signs in with the password alone from that browser, with no step-up proof, until forgotten or the password changes', async () => {
    await freshStep('kpatel01');
    const res = await second(await ticketOf('kpatel01'), nowCode('kpatel01'), 'totp', true);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'wcpp_browser')!;
    expect(cookie).toMatchObject({ path: API_PREFIX, httpOnly: true, sameSite: 'Strict', maxAge: 30 * 86_400 });
    const remembered = await password('kpatel01', { cookie: `wcpp_browser=${cookie.value}` });
    const token = remembered.json().token!;
    expect(token).toEqual(expect.any(String));
    // Not a second factor: what asks for step-up asks.
    const renew = await call().call(signInSecurityCalls.recoveryCodesRenew, { token });
    expect(renew.statusCode).toBe(403);
    expect(renew.json()).toMatchObject({ code: 'STEP_UP_REQUIRED', message: signInSecurityMessages.STEP_UP_REQUIRED });
    // The overview lists it as this browser; forgotten, it asks the factor again.
    const overview = await call().call(signInSecurityCalls.securityOverview, { token, headers: { cookie: `wcpp_browser=${cookie.value}` } });
    const [browser] = overview.json().browsers;
    expect(browser).toMatchObject({ label: 'A browser', current: true });
    expect(JSON.stringify(overview.json())).not.toContain(cookie.value.split('.')[1]!);
    const gone = await call().call(signInSecurityCalls.browserForget, { params: { browserId: browser!.id }, token: await t.signIn('kpatel01') });
    expect(gone.statusCode).toBe(204);
    expect((await password('kpatel01', { cookie: `wcpp_browser=${cookie.value}` })).json().secondStep).toBeDefined();
  });

  it('is never offered to, nor honoured for, an internal administrator', async () => {
    await freshStep('sysadmin1');
    const res = await second(await ticketOf('sysadmin1'), nowCode('sysadmin1'), 'totp', true);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'wcpp_browser')).toBeUndefined();
  });
});

// Parallel requests: in CI these run on PostgreSQL, where transactions really run at once.
describe('second factors under parallel requests (issue 46 §4)', () => {
  const codesOf = (answers: { json: () => { code?: string } }[]) => answers.map((a) => a.json().code ?? 'OK').sort();

  it('30 wrong codes sent at once: five are judged (the fifth locks), the other 25 answer the lock', async () => {
    const ticket = await ticketOf('kpatel01');
    const bad = wrongCode('kpatel01');
    const answers = await Promise.all(Array.from({ length: 30 }, () => second(ticket, bad)));
    expect(codesOf(answers)).toEqual([...Array(4).fill('INVALID_SECOND_FACTOR'), ...Array(26).fill('USER_ACCT_LOCKED:30')].sort());
    const [row] = await t.rows<{ failed: number; locked: boolean }>('SELECT failed_attempts AS failed, locked_until > now() AS locked FROM user_info WHERE user_nm = $1', ['kpatel01']);
    expect(row).toEqual({ failed: 5, locked: true });
    await t.rows('UPDATE user_info SET failed_attempts = 0, locked_until = NULL WHERE user_nm = $1', ['kpatel01']);
  });

  it('one right code sent on three tickets at once signs in once (fewer than the lock, so each is judged)', async () => {
    await freshStep('kpatel01');
    const tickets = await Promise.all(Array.from({ length: 3 }, () => ticketOf('kpatel01')));
    const code = nowCode('kpatel01');
    const answers = await Promise.all(tickets.map((ticket) => second(ticket, code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(codesOf(answers.filter((a) => a.statusCode !== 200))).toEqual(Array(2).fill('INVALID_SECOND_FACTOR'));
    await t.rows('UPDATE user_info SET failed_attempts = 0, locked_until = NULL WHERE user_nm = $1', ['kpatel01']);
  });

  it('one recovery code sent on three tickets at once signs in once', async () => {
    const token = await t.signIn('sysadmin1');
    const codes = (await call().call(signInSecurityCalls.recoveryCodesRenew, { token })).json().recoveryCodes;
    const tickets = await Promise.all(Array.from({ length: 3 }, () => ticketOf('sysadmin1')));
    const answers = await Promise.all(tickets.map((ticket) => second(ticket, codes[0]!, 'recovery')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    await t.rows('UPDATE user_info SET failed_attempts = 0, locked_until = NULL WHERE user_nm = $1', ['sysadmin1']);
  });
});

describe("a corporate identity provider's proof of a second factor (issue 46 §2)", () => {
  const trusting = { SSO_TRUST_MFA: 'true' as const, SSO_MFA_ACR: ['urn:okta:loa:2fa:any'] };
  it('is read from amr (RFC 8176) or a configured acr, and not at all when SSO_TRUST_MFA is false', () => {
    expect(idpProvedFactor(trusting, ['pwd', 'mfa'], null)).toBe(true);
    expect(idpProvedFactor(trusting, ['hwk'], null)).toBe(true);
    expect(idpProvedFactor(trusting, ['pwd'], 'urn:okta:loa:2fa:any')).toBe(true);
    expect(idpProvedFactor(trusting, ['pwd'], 'urn:okta:loa:1fa:any')).toBe(false);
    expect(idpProvedFactor(trusting, ['pwd', 'kba'], null)).toBe(false);
    expect(idpProvedFactor({ SSO_TRUST_MFA: 'true' }, ['pwd'], 'urn:okta:loa:2fa:any')).toBe(false);
    expect(idpProvedFactor({ ...trusting, SSO_TRUST_MFA: 'false' }, ['pwd', 'otp', 'mfa'], 'urn:okta:loa:2fa:any')).toBe(false);
  });
});
