import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { authCalls, lockedMessage, passkeyRule, signInMessage, signInSecurityCalls, signInSecurityMessages, userCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { createSoftAuthenticator, type SoftPasskey } from '../../test/passkey-authenticator';
import { DEMO_PASSWORD } from '../../seed/accounts';

let t: TestApp;
let device: ReturnType<typeof createSoftAuthenticator>;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000 });
  const { rpId, origins } = t.app.config.passkeys;
  device = createSoftAuthenticator({ rpId, origin: origins[0]! });
});
afterAll(() => t.close());

const call = () => api(t.app);
const rows = <T>(sql: string, params: unknown[] = []) => t.rows<T>(sql, params);
const unlock = (userNm: string) => rows('UPDATE user_info SET failed_attempts = 0, locked_until = NULL WHERE user_nm = $1', [userNm]);
const failures = async (userNm: string) => (await rows<{ n: number }>('SELECT failed_attempts AS n FROM user_info WHERE user_nm = $1', [userNm]))[0]!.n;

/** Adds a passkey to the account through the portal's two calls, as the profile does. */
async function addPasskey(token: string, name = 'Front desk laptop', opts: { synced?: boolean } = {}) {
  const started = await call().call(signInSecurityCalls.passkeyRegisterOptions, { token });
  expect(started.statusCode, started.body).toBe(200);
  const made = device.register(started.json().options, opts);
  const res = await call().call(signInSecurityCalls.passkeyRegister, { token, body: { name, credential: made.credential } });
  return { res, key: made.key, options: started.json().options as Record<string, unknown>, credential: made.credential };
}

/** jwalker01's passkey, kept by the first sign-in test for the tests after it (an account with a passkey signs in with it). */
let jwalkerKey: SoftPasskey;

const discoverableOptions = async () => (await call().call(signInSecurityCalls.passkeyOptions, { body: {} })).json().options as Record<string, unknown>;
const signInWith = async (key: SoftPasskey, opts: Parameters<typeof device.assert>[2] = {}) =>
  call().call(signInSecurityCalls.passkeySignIn, { body: { credential: device.assert(key, await discoverableOptions(), opts) } });

describe('adding a passkey (issue 46 §1)', () => {
  it('keeps the verified passkey with its name, lists it without its key, and makes ten recovery codes with the first factor', async () => {
    const token = await t.signIn('provuser1');
    const started = await call().call(signInSecurityCalls.passkeyRegisterOptions, { token });
    const options = started.json().options as { rp: { id: string }; authenticatorSelection: Record<string, string>; attestation: string; user: { name: string } };
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection).toMatchObject({ userVerification: 'required', residentKey: 'preferred' });
    expect(options.attestation).toBe('none');
    expect(options.user.name).toBe('provuser1');
    const made = device.register(started.json().options);
    const res = await call().call(signInSecurityCalls.passkeyRegister, { token, body: { name: '  Front desk laptop ', credential: made.credential } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().passkey).toMatchObject({ name: 'Front desk laptop', synced: true, lastUsedAt: null });
    expect(res.json().recoveryCodes).toHaveLength(10);

    const overview = (await call().call(signInSecurityCalls.securityOverview, { token })).json();
    expect(overview.passkeys).toEqual([expect.objectContaining({ name: 'Front desk laptop', synced: true })]);
    expect(JSON.stringify(overview)).not.toContain(made.credential.id);
    const [audit] = await rows<{ detail: object }>("SELECT detail FROM audit_log WHERE action = 'PASSKEY_ADDED' AND actor_user_nm = 'provuser1'");
    expect(JSON.stringify(audit)).not.toContain(made.credential.id);

    // A second passkey comes without new codes: the first ones still hold.
    const second = await addPasskey(token, 'Phone');
    expect(second.res.statusCode).toBe(201);
    expect(second.res.json().recoveryCodes).toBeUndefined();
    const again = (await call().call(signInSecurityCalls.passkeyRegisterOptions, { token })).json().options as { excludeCredentials: { id: string }[] };
    expect(again.excludeCredentials.map((c) => c.id).sort()).toEqual([made.credential.id, second.credential.id].sort());
  });

  it('refuses an unverified user, another origin, a replayed answer, a passkey already kept and a blank name, keeping nothing', async () => {
    const token = await t.signIn('provadmin1');
    const count = async () => (await rows<{ n: number }>("SELECT count(*)::int AS n FROM passkey p JOIN user_info u USING (user_info_id) WHERE u.user_nm = 'provadmin1'"))[0]!.n;
    const options = async () => (await call().call(signInSecurityCalls.passkeyRegisterOptions, { token })).json().options;
    const register = (credential: unknown, name = 'Key') => call().call(signInSecurityCalls.passkeyRegister, { token, body: { name, credential } as never });

    const unverified = await register(device.register(await options(), { unverified: true }).credential);
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json()).toMatchObject({ code: 'PASSKEY_FAILED', message: signInSecurityMessages.PASSKEY_FAILED });
    const elsewhere = await register(device.register(await options(), { origin: 'https://portal.example.net' }).credential);
    expect(elsewhere.json().code).toBe('PASSKEY_FAILED');
    const otherRp = await register(device.register(await options(), { rpId: 'example.net' }).credential);
    expect(otherRp.json().code).toBe('PASSKEY_FAILED');
    const blank = await register(device.register(await options()).credential, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({ name: 'Enter a name for the passkey.' });
    expect(await count()).toBe(0);

    const made = device.register(await options());
    expect((await register(made.credential)).statusCode).toBe(201);
    const replay = await register(made.credential);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'PASSKEY_EXPIRED', message: signInSecurityMessages.PASSKEY_EXPIRED });
    // The same authenticator's passkey again, on a new challenge.
    const twice = await register(device.register(await options(), { reuse: made.key }).credential);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'PASSKEY_EXISTS', message: signInSecurityMessages.PASSKEY_EXISTS });
    expect(await count()).toBe(1);
  });

  it(`keeps at most ${passkeyRule.maxPerUser} passkeys per account`, async () => {
    const token = await t.signIn('billing01');
    for (let n = 1; n <= passkeyRule.maxPerUser; n++) expect((await addPasskey(token, `Key ${n}`)).res.statusCode).toBe(201);
    const over = await addPasskey(token, 'One more');
    expect(over.res.statusCode).toBe(409);
    expect(over.res.json()).toMatchObject({ code: 'PASSKEY_LIMIT', message: signInSecurityMessages.PASSKEY_LIMIT });
  });
});

describe('signing in with a passkey, no user name typed', () => {
  it('answers a token for a right assertion; the session is two factors; the same assertion is refused again', async () => {
    const token = await t.signIn('jwalker01');
    const { key } = await addPasskey(token, 'Laptop', { synced: false });
    jwalkerKey = key;
    const options = (await discoverableOptions()) as { allowCredentials?: unknown[]; userVerification: string; rpId: string };
    expect(options).toMatchObject({ userVerification: 'required', rpId: 'localhost' });
    expect(options.allowCredentials ?? []).toEqual([]);

    const assertion = device.assert(key, options as never);
    const res = await call().call(signInSecurityCalls.passkeySignIn, { body: { credential: assertion } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ username: 'jwalker01', mirror: null });
    expect(res.json().secondStep).toBeUndefined();
    expect((await call().call(userCalls.userByName, { params: { name: 'jwalker01' }, token: res.json().token })).statusCode).toBe(200);
    const [session] = await rows<{ amr: string }>("SELECT amr FROM user_session s JOIN user_info u USING (user_info_id) WHERE u.user_nm = 'jwalker01' ORDER BY s.created_at DESC LIMIT 1");
    expect(session!.amr).toBe('hwk,mfa');
    const [kept] = await rows<{ used: boolean; count: number }>("SELECT last_used_at IS NOT NULL AS used, sign_count::int AS count FROM passkey WHERE name = 'Laptop'");
    expect(kept).toEqual({ used: true, count: key.counter });

    const replay = await call().call(signInSecurityCalls.passkeySignIn, { body: { credential: assertion } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'PASSKEY_EXPIRED', message: signInSecurityMessages.PASSKEY_EXPIRED });
    expect(replay.json().token).toBeUndefined();
  });

  it('refuses a passkey the portal does not know, a forged signature and an unverified user; failures count toward the lock', async () => {
    const stranger: SoftPasskey = { ...device.register(await discoverableOptions()).key };
    const unknown = await signInWith(stranger);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'PASSKEY_UNKNOWN', message: signInSecurityMessages.PASSKEY_UNKNOWN });

    const { key } = await addPasskey(await t.signIn('summitbill2'));
    await unlock('summitbill2');
    const forged = await signInWith(key, { forgeWith: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey });
    expect(forged.json()).toMatchObject({ code: 'PASSKEY_FAILED', message: signInSecurityMessages.PASSKEY_FAILED });
    const unverified = await signInWith(key, { unverified: true });
    expect(unverified.json().code).toBe('PASSKEY_FAILED');
    const elsewhere = await signInWith(key, { origin: 'https://phish.example.net' });
    expect(elsewhere.json().code).toBe('PASSKEY_FAILED');
    expect(await failures('summitbill2')).toBe(3);
    for (let n = 0; n < 2; n++) await signInWith(key, { unverified: true });
    const locked = await signInWith(key);
    expect(locked.statusCode).toBe(401);
    expect(locked.json().message).toBe(lockedMessage(t.app.config.LOCK_MINUTES));
    await unlock('summitbill2');
    expect((await signInWith(key)).statusCode).toBe(200);
    expect(await failures('summitbill2')).toBe(0);
  });

  it('checks the account as a password sign-in does: terminated, deactivated and new accounts are refused with their messages', async () => {
    const { key } = await addPasskey(await t.signIn('riverbend1'));
    for (const [status, code] of [['TERMD', 'USER_ACCT_TERMINATED'], ['DEACT', 'USER_ACCT_DEACTIVATED'], ['NEW', 'INACTIVE_CREDENTIALS']] as const) {
      await rows("UPDATE user_info SET status_cd = $1 WHERE user_nm = 'riverbend1'", [status]);
      const res = await signInWith(key);
      expect(res.statusCode, status).toBe(401);
      expect(res.json()).toMatchObject({ code, message: signInMessage(code) });
    }
    await rows("UPDATE user_info SET status_cd = 'ACTIV' WHERE user_nm = 'riverbend1'");
    expect((await signInWith(key)).statusCode).toBe(200);
  });
});

describe('a passkey as the second step and the step-up', () => {
  it('offers the passkey first after the password, names only the account’s passkeys, and finishes the sign-in with it', async () => {
    const { key } = await addPasskey(await t.signIn('lhart01'));
    const other = { key: jwalkerKey };
    const first = await call().call(authCalls.authenticate, { body: { username: 'lhart01', password: DEMO_PASSWORD } });
    const step = first.json().secondStep!;
    expect(step.methods).toEqual(['passkey', 'recovery']);
    expect(first.json().token).toBeUndefined();
    const options = (await call().call(signInSecurityCalls.passkeyOptions, { body: { ticket: step.ticket } })).json().options as { allowCredentials: { id: string }[] };
    expect(options.allowCredentials.map((c) => c.id)).toEqual([Buffer.from(key.credentialId).toString('base64url')]);

    // Another account's passkey, even on this ticket's challenge, is not this account's factor.
    const foreign = await call().call(signInSecurityCalls.secondStep, { body: { ticket: step.ticket, method: 'passkey', credential: device.assert(other.key, options as never) } });
    expect(foreign.json()).toMatchObject({ code: 'PASSKEY_FAILED' });
    // A challenge of the sign-in without a user name does not serve a second step.
    const wrongPurpose = await call().call(signInSecurityCalls.secondStep, { body: { ticket: step.ticket, method: 'passkey', credential: device.assert(key, await discoverableOptions()) } });
    expect(wrongPurpose.json()).toMatchObject({ code: 'PASSKEY_EXPIRED' });

    const fresh = (await call().call(signInSecurityCalls.passkeyOptions, { body: { ticket: step.ticket } })).json().options;
    const res = await call().call(signInSecurityCalls.secondStep, { body: { ticket: step.ticket, method: 'passkey', credential: device.assert(key, fresh) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().username).toBe('lhart01');
    const [session] = await rows<{ amr: string }>("SELECT amr FROM user_session s JOIN user_info u USING (user_info_id) WHERE u.user_nm = 'lhart01' ORDER BY s.created_at DESC LIMIT 1");
    expect(session!.amr).toBe('pwd,swk,mfa');
  });

  it('proves a step-up with the passkey; an account with none is told so', async () => {
    const token = await t.signIn('northgate1');
    const none = await call().call(signInSecurityCalls.stepUpPasskeyOptions, { token });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'NO_PASSKEY', message: signInSecurityMessages.NO_PASSKEY });
    const { key } = await addPasskey(token);
    await rows("UPDATE user_session SET factor_at = now() - interval '10 minutes' WHERE user_info_id = (SELECT user_info_id FROM user_info WHERE user_nm = 'northgate1')");
    expect((await call().call(signInSecurityCalls.stepUpState, { token })).json()).toMatchObject({ methods: ['passkey', 'recovery'] });
    const refused = await call().call(signInSecurityCalls.passkeyRegisterOptions, { token });
    expect(refused.json().code).toBe('STEP_UP_REQUIRED');

    const options = (await call().call(signInSecurityCalls.stepUpPasskeyOptions, { token })).json().options;
    const proved = await call().call(signInSecurityCalls.stepUp, { token, body: { method: 'passkey', credential: device.assert(key, options) } });
    expect(proved.statusCode, proved.body).toBe(200);
    expect(Date.parse(proved.json().validUntil!)).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect((await call().call(signInSecurityCalls.passkeyRegisterOptions, { token })).statusCode).toBe(200);
    const again = await call().call(signInSecurityCalls.stepUp, { token, body: { method: 'passkey', credential: device.assert(key, options) } });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('PASSKEY_EXPIRED');
  });
});

describe('renaming and removing a passkey', () => {
  it('an administrator’s reset removes the passkeys, and a removed passkey no longer signs in', async () => {
    const { key } = await addPasskey(await t.signIn('kpatel01'));
    expect((await signInWith(key)).statusCode).toBe(200);
    const admin = await t.signIn('sysadmin1');
    const reset = await call().call(signInSecurityCalls.resetSecondFactors, { token: admin, body: { userName: 'kpatel01' } });
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await rows<{ n: number }>("SELECT count(*)::int AS n FROM passkey p JOIN user_info u USING (user_info_id) WHERE u.user_nm = 'kpatel01'"))[0]!.n).toBe(0);
    expect((await signInWith(key)).json().code).toBe('PASSKEY_UNKNOWN');
  });

  it('renames and removes the own passkeys only; the last factor of an account that must keep one stays', async () => {
    const token = await t.signIn('sysadmin1');
    const { res } = await addPasskey(token, 'Desk key');
    const id = res.json().passkey.id as number;
    const renamed = await call().call(signInSecurityCalls.passkeyRename, { token, params: { passkeyId: id }, body: { name: 'Security key' } });
    expect(renamed.json()).toMatchObject({ id, name: 'Security key' });
    const theirs = await t.signIn('readonly1');
    expect((await call().call(signInSecurityCalls.passkeyRename, { token: theirs, params: { passkeyId: id }, body: { name: 'Mine' } })).statusCode).toBe(404);
    expect((await call().call(signInSecurityCalls.passkeyRemove, { token: theirs, params: { passkeyId: id } })).statusCode).toBe(404);

    // sysadmin1 must keep a factor: with the passkey, the app may go; then the passkey is the last one.
    expect((await call().call(signInSecurityCalls.appRemove, { token })).statusCode).toBe(204);
    const last = await call().call(signInSecurityCalls.passkeyRemove, { token, params: { passkeyId: id } });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'FACTOR_REQUIRED', message: signInSecurityMessages.FACTOR_REQUIRED });
    expect((await rows<{ n: number }>('SELECT count(*)::int AS n FROM passkey WHERE passkey_id = $1', [id]))[0]!.n).toBe(1);
  });
});

describe('passkeys under parallel requests', () => {
  it('one assertion sent 10 times at once signs in once', async () => {
    const key = jwalkerKey;
    const assertion = device.assert(key, await discoverableOptions());
    const answers = await Promise.all(Array.from({ length: 10 }, () => call().call(signInSecurityCalls.passkeySignIn, { body: { credential: assertion } })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The others are counted guesses: refused as spent, or by the lock they reach (cleared again by the next whole sign-in).
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(9);
    expect(new Set(refused.map((r) => r.json().code))).toSatisfy((codes: Set<string>) => [...codes].every((c) => c === 'PASSKEY_EXPIRED' || c.startsWith('USER_ACCT_LOCKED')));
    expect(refused.every((r) => r.statusCode === 401 && r.json().token === undefined)).toBe(true);
  });

  it(`registrations at once never pass ${passkeyRule.maxPerUser} passkeys`, async () => {
    const token = await t.signIn('bayview01');
    const made = await Promise.all(
      Array.from({ length: passkeyRule.maxPerUser + 4 }, async () => device.register((await call().call(signInSecurityCalls.passkeyRegisterOptions, { token })).json().options).credential),
    );
    const answers = await Promise.all(made.map((credential, n) => call().call(signInSecurityCalls.passkeyRegister, { token, body: { name: `Key ${n}`, credential } })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(passkeyRule.maxPerUser);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'PASSKEY_LIMIT')).toBe(true);
    expect((await rows<{ n: number }>("SELECT count(*)::int AS n FROM passkey p JOIN user_info u USING (user_info_id) WHERE u.user_nm = 'bayview01'"))[0]!.n).toBe(passkeyRule.maxPerUser);
  });
});
