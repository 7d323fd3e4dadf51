import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret } from 'otpauth';
import { authCalls, passwordCalls, signInSecurityCalls, signInSecurityMessages, stepUpCalls, tinCalls, userCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { DEMO_PASSWORD } from '../../seed/accounts';
import { demoSecretBytes } from '../../seed/second-factors';
import { codeAt } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000 });
});
afterAll(() => t.close());

const call = () => api(t.app);
/** Makes the newest session of a user as old, for its last proof, as `minutes`. */
const ageProof = (userNm: string, minutes: number) =>
  t.rows(`UPDATE user_session SET factor_at = now() - make_interval(mins => $2) WHERE user_info_id = (SELECT user_info_id FROM user_info WHERE user_nm = $1)`, [userNm, minutes]);
const freshStep = (userNm: string) => t.rows('UPDATE second_factor SET last_step = NULL WHERE user_info_id = (SELECT user_info_id FROM user_info WHERE user_nm = $1)', [userNm]);

describe('a second check before what matters (issue 46 §3)', () => {
  it('holds for five minutes after the factor: at 4 minutes the call goes through, at 6 it answers 403 STEP_UP_REQUIRED and changes nothing', async () => {
    const token = await t.signIn('sysadmin1');
    await ageProof('sysadmin1', 4);
    expect((await call().call(signInSecurityCalls.recoveryCodesRenew, { token })).statusCode).toBe(200);
    await ageProof('sysadmin1', 6);
    const before = await t.rows<{ h: string }>("SELECT string_agg(code_hash, ',' ORDER BY code_hash) AS h FROM recovery_code WHERE user_info_id = (SELECT user_info_id FROM user_info WHERE user_nm = 'sysadmin1')");
    const refused = await call().call(signInSecurityCalls.recoveryCodesRenew, { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STEP_UP_REQUIRED', message: signInSecurityMessages.STEP_UP_REQUIRED });
    const after = await t.rows<{ h: string }>("SELECT string_agg(code_hash, ',' ORDER BY code_hash) AS h FROM recovery_code WHERE user_info_id = (SELECT user_info_id FROM user_info WHERE user_nm = 'sysadmin1')");
    expect(after).toEqual(before);
    // The session goes on: a 403, not a 401.
    expect((await call().call(authCalls.session, { token })).statusCode).toBe(200);
  });

  it('is proved again with a code: a wrong one is refused (403, the session alive), a right one renews it for five minutes', async () => {
    const token = await t.signIn('sysadmin1');
    await ageProof('sysadmin1', 10);
    const state = await call().call(signInSecurityCalls.stepUpState, { token });
    expect(state.json().methods).toEqual(['totp', 'recovery']);
    const wrong = await call().call(signInSecurityCalls.stepUp, { token, body: { method: 'totp', code: '000000' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_SECOND_FACTOR' });
    await freshStep('sysadmin1');
    const right = await call().call(signInSecurityCalls.stepUp, { token, body: { method: 'totp', code: codeAt(demoSecretBytes('sysadmin1')!, Date.now()) } });
    expect(right.statusCode, right.body).toBe(200);
    const until = Date.parse(right.json().validUntil!);
    expect(until - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect((await call().call(signInSecurityCalls.recoveryCodesRenew, { token })).statusCode).toBe(200);
    const [audit] = await t.rows<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'STEP_UP' AND actor_user_nm = 'sysadmin1'");
    expect(audit!.n).toBeGreaterThan(0);
  });

  it('asks an account with no second factor for its password, and refuses a code method for it', async () => {
    const token = await t.signIn('provuser1');
    await ageProof('provuser1', 10);
    expect((await call().call(signInSecurityCalls.stepUpState, { token })).json().methods).toEqual(['password']);
    expect((await call().call(signInSecurityCalls.stepUp, { token, body: { method: 'totp', code: '123456' } })).statusCode).toBe(400);
    expect((await call().call(signInSecurityCalls.stepUp, { token, body: { method: 'password', code: 'not-it' } })).json().code).toBe('INVALID_SECOND_FACTOR');
    expect((await call().call(signInSecurityCalls.stepUp, { token, body: { method: 'password', code: DEMO_PASSWORD } })).statusCode).toBe(200);
  });

  it('guards every listed call: an old proof answers 403 STEP_UP_REQUIRED before the call runs', async () => {
    const admin = await t.signIn('provadmin1');
    await ageProof('provadmin1', 6);
    const refused = await call().call(tinCalls.removeGroupFtin, { token: admin, params: { groupId: 1001, ftin: '751234501' } } as never);
    expect(refused.json().code).toBe('STEP_UP_REQUIRED');
    const password = await call().call(passwordCalls.updatePassword, { token: admin, body: { username: 'provadmin1', password: DEMO_PASSWORD, newPassword: 'Another#Pass2026' } });
    expect(password.json().code).toBe('STEP_UP_REQUIRED');
    const [row] = await t.rows<{ changed: boolean }>("SELECT password_changed_dt IS NOT NULL AND password_changed_dt > now() - interval '1 minute' AS changed FROM user_info WHERE user_nm = 'provadmin1'");
    expect(row!.changed).toBe(false);
    expect(stepUpCalls.length).toBe(20);
  });

  it("asks it for a change of e-mail, not for a name or a phone number", async () => {
    const token = await t.signIn('provuser1');
    await ageProof('provuser1', 6);
    const me = (await call().call(userCalls.userByName, { params: { name: 'provuser1' }, token })).json();
    const phone = await call().call(userCalls.updateUser, { token, body: { ...me, phoneNum: '5551234567' } as never });
    expect(phone.statusCode, phone.body).toBe(200);
    const email = await call().call(userCalls.updateUser, { token, body: { ...me, emailAddr: 'new.address@clinic.example', currentPassword: DEMO_PASSWORD } as never });
    expect(email.json().code).toBe('STEP_UP_REQUIRED');
  });
});

describe("the own account's sign-in security (issue 46 §1)", () => {
  it('sets up an app for an account that has none: a key, its first code, ten recovery codes; then removes it', async () => {
    const token = await t.signIn('billing01');
    const before = (await call().call(signInSecurityCalls.securityOverview, { token })).json();
    expect(before).toEqual({ required: false, passkeys: [], app: null, recoveryCodes: null, browsers: [], mayRemember: true });
    const start = await call().call(signInSecurityCalls.appEnrolStart, { token });
    expect(start.statusCode).toBe(200);
    const bytes = new Uint8Array(Secret.fromBase32(start.json().secret.replace(/\s/g, '')).bytes);
    const wrong = await call().call(signInSecurityCalls.appEnrolConfirm, { token, body: { code: '000000' } });
    expect(wrong.json().code).toBe('INVALID_SECOND_FACTOR');
    const confirmed = await call().call(signInSecurityCalls.appEnrolConfirm, { token, body: { code: codeAt(bytes, Date.now()) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    const after = (await call().call(signInSecurityCalls.securityOverview, { token })).json();
    expect(after.app).toMatchObject({ createdAt: expect.any(String) });
    expect(after.recoveryCodes).toMatchObject({ remaining: 10 });
    expect(JSON.stringify(after)).not.toContain(start.json().secret.replace(/\s/g, '').slice(0, 8));
    // The next sign-in asks for it.
    const next = await call().call(authCalls.authenticate, { body: { username: 'billing01', password: DEMO_PASSWORD } });
    expect(next.json().secondStep).toMatchObject({ methods: ['totp', 'recovery'] });
    expect((await call().call(signInSecurityCalls.appRemove, { token })).statusCode).toBe(204);
    expect((await call().call(signInSecurityCalls.appRemove, { token })).statusCode).toBe(404);
    expect((await call().call(authCalls.authenticate, { body: { username: 'billing01', password: DEMO_PASSWORD } })).json().token).toEqual(expect.any(String));
  });

  it('keeps the factor of an account that must have one: 409 FACTOR_REQUIRED', async () => {
    const token = await t.signIn('sysadmin1');
    const res = await call().call(signInSecurityCalls.appRemove, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'FACTOR_REQUIRED', message: signInSecurityMessages.FACTOR_REQUIRED });
    expect((await call().call(signInSecurityCalls.securityOverview, { token })).json()).toMatchObject({ required: true, mayRemember: false, app: expect.any(Object) });
  });

  it("refuses while mirroring, reads included: they are the administrator's own", async () => {
    const token = await t.signIn('sysadmin1');
    const mirror = await call().call(authCalls.mirrorStart, { token, body: { userNm: 'provuser1' } });
    expect(mirror.statusCode, mirror.body).toBe(200);
    const mirrored = mirror.json().token;
    for (const res of [
      await call().call(signInSecurityCalls.securityOverview, { token: mirrored }),
      await call().call(signInSecurityCalls.appEnrolStart, { token: mirrored }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('MIRROR_READ_ONLY');
    }
    // The mirror session carries the administrator's proof.
    expect((await call().call(signInSecurityCalls.stepUpState, { token: mirrored })).json().validUntil).toEqual(expect.any(String));
  });
});

describe("an administrator's reset, and the group's rule (issue 46 §2, §4)", () => {
  it("a Provider Admin resets a group user's app: gone, the person and the other admins told, audited; another group's user is refused", async () => {
    const user = await t.signIn('jwalker01');
    const start = await call().call(signInSecurityCalls.appEnrolStart, { token: user });
    const bytes = new Uint8Array(Secret.fromBase32(start.json().secret.replace(/\s/g, '')).bytes);
    expect((await call().call(signInSecurityCalls.appEnrolConfirm, { token: user, body: { code: codeAt(bytes, Date.now()) } })).statusCode).toBe(200);
    const admin = await t.signIn('provadmin1');
    const res = await call().call(signInSecurityCalls.resetSecondFactors, { token: admin, body: { userName: 'jwalker01' } });
    expect(res.statusCode, res.body).toBe(204);
    const [left] = await t.rows<{ n: number }>("SELECT (SELECT count(*) FROM second_factor f JOIN user_info u USING (user_info_id) WHERE u.user_nm = 'jwalker01') + (SELECT count(*) FROM recovery_code r JOIN user_info u USING (user_info_id) WHERE u.user_nm = 'jwalker01') AS n");
    expect(Number(left!.n)).toBe(0);
    expect((await t.lastMail('jwalker01@clinic.example', 'SECOND_FACTORS_RESET'))?.subject).toBe('Your sign-in security was reset');
    expect((await t.lastMail('kpatel01@clinic.example', 'SECOND_FACTORS_RESET'))?.subject).toBe('The sign-in security of jwalker01 was reset');
    expect((await t.lastMail('provadmin1@clinic.example', 'SECOND_FACTORS_RESET'))?.subject).toBe('The sign-in security of jwalker01 was reset');
    const [audit] = await t.rows<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'SECOND_FACTORS_RESET' AND target = 'jwalker01' AND actor_user_nm = 'provadmin1'");
    expect(audit!.n).toBe(1);
    expect((await call().call(signInSecurityCalls.resetSecondFactors, { token: admin, body: { userName: 'riverbend1' } })).statusCode).toBe(403);
    expect((await call().call(signInSecurityCalls.resetSecondFactors, { token: admin, body: { userName: 'provadmin1' } })).statusCode).toBe(403);
    expect((await call().call(authCalls.authenticate, { body: { username: 'jwalker01', password: DEMO_PASSWORD } })).json().token).toEqual(expect.any(String));
  });

  it("the group's rule: saved by its Provider Admin with step-up, read back, refused to a user of the group", async () => {
    const admin = await t.signIn('provadmin1');
    const saved = await call().call(signInSecurityCalls.saveGroupFactorRule, { token: admin, params: { groupId: 1001 }, body: { required: true } });
    expect(saved.json()).toEqual({ required: true });
    expect((await call().call(signInSecurityCalls.groupFactorRule, { token: admin, params: { groupId: 1001 } })).json()).toEqual({ required: true });
    expect((await call().call(authCalls.authenticate, { body: { username: 'jwalker01', password: DEMO_PASSWORD } })).json().secondStep).toMatchObject({ enrol: true });
    await ageProof('provadmin1', 6);
    expect((await call().call(signInSecurityCalls.saveGroupFactorRule, { token: admin, params: { groupId: 1001 }, body: { required: false } })).json().code).toBe('STEP_UP_REQUIRED');
    await t.rows('UPDATE grp_info SET require_second_factor = false WHERE grp_info_id = 1001');
    const user = await t.signIn('provuser1');
    expect((await call().call(signInSecurityCalls.saveGroupFactorRule, { token: user, params: { groupId: 1001 }, body: { required: true } })).statusCode).toBe(403);
  });
});
