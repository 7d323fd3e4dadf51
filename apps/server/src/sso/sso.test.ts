import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, loginMessages, signInMessages, signInSecurityMessages, userCalls } from '@wcpp/contract';
import { apiPath } from '@wcpp/contract/testing';
import { demoSecretBytes } from '../seed/second-factors';
import { codeAt } from '../modules/auth/totp';
import { api } from '../test/api';
import { createTestApp, type TestApp } from '../test/app';
import { STATE_COOKIE } from './client';

let t: TestApp;
let publicUrl: string;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000 });
  publicUrl = t.app.config.publicUrl;
});
afterAll(() => t.close());

/** A browser's cookie store, enough for the provider's path-scoped cookies. */
class Jar {
  private cookies = new Map<string, { name: string; value: string; path: string }>();
  take(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; path?: string; maxAge?: number; expires?: Date }[]) {
      const path = c.path ?? '/';
      const gone = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (gone) this.cookies.delete(`${c.name};${path}`);
      else this.cookies.set(`${c.name};${path}`, { name: c.name, value: c.value, path });
    }
  }
  header(url: string) {
    const { pathname } = new URL(url, publicUrl);
    return [...this.cookies.values()].filter((c) => pathname.startsWith(c.path)).map((c) => `${c.name}=${c.value}`).join('; ');
  }
  get(name: string) {
    return [...this.cookies.values()].find((c) => c.name === name)?.value;
  }
}

const local = (location: string) => {
  const url = new URL(location, publicUrl);
  expect(url.origin).toBe(publicUrl);
  return url.pathname + url.search;
};

/** Sends a request as the browser would (cookies from the jar) and keeps the cookies it sets. */
async function browse(jar: Jar, method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie: jar.header(url), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
  });
  jar.take(res);
  return res;
}

/** Follows redirects inside our origin until one leaves /sso (the return to the portal) or a page shows. */
async function follow(jar: Jar, res: LightMyRequestResponse) {
  while (res.statusCode >= 300 && res.statusCode < 400) {
    const next = local(String(res.headers.location));
    if (next.startsWith('/wcpp/')) return { res, returnUrl: new URL(next, publicUrl) };
    res = await browse(jar, 'GET', next);
  }
  return { res, returnUrl: null };
}

/** SIGN IN up to the provider's login form; returns the form's action. */
async function openLoginForm(jar: Jar) {
  const start = await browse(jar, 'GET', apiPath(authCalls.sso));
  expect(start.statusCode).toBe(302);
  expect(String(start.headers.location)).toMatch(new RegExp(`^${publicUrl}/sso/auth\\?`));
  expect(jar.get(STATE_COOKIE)).toBeTruthy();
  const { res: form } = await follow(jar, start);
  expect(form.statusCode).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(form.body)?.[1];
  expect(action).toMatch(/^\/sso\/interaction\/[^/]+\/login$/);
  return action!;
}

/** The whole browser side of SSO for one user: ends at /wcpp/login?code&state, or at the form. */
async function signOnAs(username: string, password = 'Portal#2026') {
  const jar = new Jar();
  const action = await openLoginForm(jar);
  const posted = await browse(jar, 'POST', action, { username, password });
  const { res, returnUrl } = await follow(jar, posted);
  return { jar, res, returnUrl };
}

const redeem = (jar: Jar, body: Record<string, string>) =>
  api(t.app).call(authCalls.authenticate, { headers: { cookie: jar.header(apiPath(authCalls.authenticate)) }, body });

describe('embedded OpenID Connect provider', () => {
  it('advertises its /sso endpoints under PUBLIC_URL in discovery', async () => {
    const res = await t.app.inject({ url: '/sso/.well-known/openid-configuration', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe(`${publicUrl}/sso`);
    for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'userinfo_endpoint']) {
      expect(doc[key]).toMatch(new RegExp(`^${publicUrl}/sso/`));
    }
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.end_session_endpoint).toBeUndefined();
  });

  it('shows an accessible login form without inline script', async () => {
    const jar = new Jar();
    const action = await openLoginForm(jar);
    const form = await browse(jar, 'GET', action.replace(/\/login$/, ''));
    expect(form.headers['content-type']).toMatch(/text\/html/);
    expect(form.body).toContain('<html lang="en">');
    expect(form.body).toContain('<title>Provider Portal Sign In</title>');
    expect(form.body).toContain('<label for="username">Username</label>');
    expect(form.body).toContain('<label for="password">Password</label>');
    expect(form.body).toContain('<button type="submit">Sign In</button>');
    expect(form.body).not.toMatch(/<script/i);
    expect(String(form.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('refuses a request without PKCE', async () => {
    const params = new URLSearchParams({ client_id: 'wcpp-portal', response_type: 'code', scope: 'openid', redirect_uri: `${publicUrl}/wcpp/login`, state: 's' });
    const res = await t.app.inject({ url: `/sso/auth?${params}` });
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toContain('error=invalid_request');
  });
});

describe('single sign-on into the portal', () => {
  it('signs in provadmin1 end to end and the token works', async () => {
    const { jar, returnUrl } = await signOnAs('provadmin1');
    expect(returnUrl?.pathname).toBe('/wcpp/login');
    const code = returnUrl!.searchParams.get('code')!;
    const state = returnUrl!.searchParams.get('state')!;
    expect(code).toBeTruthy();
    const res = await redeem(jar, { code, state });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'provadmin1', mirror: null });
    expect(res.cookies.find((c) => c.name === STATE_COOKIE)?.value).toBe(''); // cleared: one attempt per start
    const details = await api(t.app).call(userCalls.userByName, { params: { name: 'provadmin1' }, token: res.json().token });
    expect(details.statusCode).toBe(200);
    expect(details.json().userNm).toBe('provadmin1');
    const audit = await t.rows(`SELECT detail FROM audit_log WHERE action = 'SIGN_IN' AND actor_user_nm = 'provadmin1' ORDER BY audit_id DESC LIMIT 1`);
    expect(audit[0]?.detail).toEqual({ via: 'sso', amr: ['pwd'] });
  });

  it("asks an account's second factor on its own form and says so in the ID token's amr: the portal then asks nothing more (issue 46)", async () => {
    const jar = new Jar();
    const action = await openLoginForm(jar);
    const posted = await browse(jar, 'POST', action, { username: 'sysadmin1', password: 'Portal#2026' });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('<h1>Confirm it is you</h1>');
    expect(posted.body).toContain('<label for="code">Code from your authenticator app, or a recovery code</label>');
    expect(posted.body).not.toMatch(/<script/i);
    const ticket = /name="ticket" value="([^"]+)"/.exec(posted.body)![1]!;
    const factorAction = action.replace(/\/login$/, '/factor');
    const wrong = await browse(jar, 'POST', factorAction, { ticket, code: '000000' });
    expect(wrong.body).toContain(signInSecurityMessages.INVALID_SECOND_FACTOR);
    expect(wrong.body).toContain('aria-invalid="true"');
    await t.rows("UPDATE second_factor SET last_step = NULL WHERE user_info_id = (SELECT user_info_id FROM user_info WHERE user_nm = 'sysadmin1')");
    const right = await browse(jar, 'POST', factorAction, { ticket, code: codeAt(demoSecretBytes('sysadmin1')!, Date.now()) });
    const { returnUrl } = await follow(jar, right);
    const res = await redeem(jar, { code: returnUrl!.searchParams.get('code')!, state: returnUrl!.searchParams.get('state')! });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ username: 'sysadmin1' });
    expect(res.json().secondStep).toBeUndefined();
    const [session] = await t.rows<{ amr: string; fresh: boolean }>(
      "SELECT amr, factor_at > now() - interval '1 minute' AS fresh FROM user_session WHERE user_info_id = (SELECT user_info_id FROM user_info WHERE user_nm = 'sysadmin1') ORDER BY created_at DESC LIMIT 1",
    );
    expect(session).toEqual({ amr: 'pwd,otp,mfa', fresh: true });
  });

  it('leaves an account with a passkey to the portal, which asks the passkey first (decision 088)', async () => {
    await t.rows(
      `INSERT INTO passkey (user_info_id, credential_id, public_key, name) SELECT user_info_id, 'sso-test-credential', 'AAAA', 'Laptop' FROM user_info WHERE user_nm = 'provuser1'`,
    );
    const { jar, returnUrl } = await signOnAs('provuser1');
    expect(returnUrl?.pathname).toBe('/wcpp/login'); // no factor form at the identity provider
    const res = await redeem(jar, { code: returnUrl!.searchParams.get('code')!, state: returnUrl!.searchParams.get('state')! });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().token).toBeUndefined();
    expect(res.json().secondStep).toMatchObject({ methods: ['passkey'], enrol: false });
    await t.rows(`DELETE FROM passkey WHERE credential_id = 'sso-test-credential'`);
  });

  it('shows the catalogue message on the form for a wrong password and for empty fields', async () => {
    const jar = new Jar();
    const action = await openLoginForm(jar);
    const wrong = await browse(jar, 'POST', action, { username: 'provuser1', password: 'not-it' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain(`<p role="alert" class="error">${signInMessages.INVALID_CREDENTIALS}</p>`);
    expect(wrong.body).toContain('value="provuser1"');
    const empty = await browse(jar, 'POST', action, { username: '', password: '' });
    expect(empty.body).toContain(loginMessages.enterUsername);
    expect(empty.body).toContain(loginMessages.enterPassword);
    // The same form still works after the mistakes.
    const right = await browse(jar, 'POST', action, { username: 'provuser1', password: 'Portal#2026' });
    expect((await follow(jar, right)).returnUrl?.searchParams.get('code')).toBeTruthy();
  });

  it('refuses a terminated account on the form with its catalogue message', async () => {
    const { res, returnUrl } = await signOnAs('termd001');
    expect(returnUrl).toBeNull();
    expect(res.body).toContain(signInMessages.USER_ACCT_TERMINATED.replace(/'/g, '&#39;'));
  });

  it('re-checks the account state when the code is redeemed (401 USER_ACCT_TERMINATED)', async () => {
    const { jar, returnUrl } = await signOnAs('jwalker01');
    await t.rows(`UPDATE user_info SET status_cd = 'TERMD' WHERE user_nm = 'jwalker01'`);
    try {
      const res = await redeem(jar, { code: returnUrl!.searchParams.get('code')!, state: returnUrl!.searchParams.get('state')! });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'USER_ACCT_TERMINATED', message: signInMessages.USER_ACCT_TERMINATED });
    } finally {
      await t.rows(`UPDATE user_info SET status_cd = 'ACTIV' WHERE user_nm = 'jwalker01'`);
    }
  });

  it('counts wrong passwords on the form towards the lockout', async () => {
    await t.rows(`UPDATE user_info SET failed_attempts = 0, locked_until = NULL WHERE user_nm = 'billing01'`);
    const jar = new Jar();
    const action = await openLoginForm(jar);
    for (let i = 0; i < t.app.config.MAX_FAILED_LOGINS; i++) await browse(jar, 'POST', action, { username: 'billing01', password: 'wrong' });
    const locked = await browse(jar, 'POST', action, { username: 'billing01', password: 'Portal#2026' });
    expect(locked.body).toContain(`temporarily locked for ${t.app.config.LOCK_MINUTES} minutes`);
    await t.rows(`UPDATE user_info SET failed_attempts = 0, locked_until = NULL WHERE user_nm = 'billing01'`);
  });

  it('evaluates at most five wrong passwords on the form even when ten arrive at once', async () => {
    await t.rows(`UPDATE user_info SET failed_attempts = 0, locked_until = NULL WHERE user_nm = 'provadmin1'`);
    const forms = await Promise.all(Array.from({ length: 10 }, async () => {
      const jar = new Jar();
      return { jar, action: await openLoginForm(jar) };
    }));
    const pages = await Promise.all(forms.map(({ jar, action }, i) => browse(jar, 'POST', action, { username: 'provadmin1', password: `wrong-${i}` })));
    try {
      expect(pages.filter((p) => p.body.includes(signInMessages.INVALID_CREDENTIALS)).length).toBe(4);
      const [row] = await t.rows<{ failed_attempts: number; locked: boolean }>(`SELECT failed_attempts, locked_until > now() AS locked FROM user_info WHERE user_nm = 'provadmin1'`);
      expect(row).toEqual({ failed_attempts: 5, locked: true });
    } finally {
      await t.rows(`UPDATE user_info SET failed_attempts = 0, locked_until = NULL WHERE user_nm = 'provadmin1'`);
    }
  });

  it('answers 401 INVALID_CREDENTIALS, never 500, to a replayed code, a wrong state or a missing cookie', async () => {
    const { jar, returnUrl } = await signOnAs('provuser1');
    const code = returnUrl!.searchParams.get('code')!;
    const state = returnUrl!.searchParams.get('state')!;
    const cookie = jar.header(apiPath(authCalls.authenticate));

    const wrongState = await redeem(jar, { code, state: 'not-the-state' });
    expect(wrongState.statusCode).toBe(401);
    expect(wrongState.json().code).toBe('INVALID_CREDENTIALS');

    // The cookie was cleared by that attempt; a browser replaying it still gets no further than one redemption.
    const first = await api(t.app).call(authCalls.authenticate, { headers: { cookie }, body: { code, state } });
    expect(first.statusCode).toBe(200);
    const replay = await api(t.app).call(authCalls.authenticate, { headers: { cookie }, body: { code, state } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_CREDENTIALS');

    const noCookie = await api(t.app).call(authCalls.authenticate, { body: { code, state } });
    expect(noCookie.statusCode).toBe(401);
    const forged = await api(t.app).call(authCalls.authenticate, { headers: { cookie: `${STATE_COOKIE}=garbage` }, body: { code: 'x', state: 'y' } });
    expect(forged.statusCode).toBe(401);
  });

  it('shows an expiry page, not an error, when the interaction cookie is missing', async () => {
    const jar = new Jar();
    const action = await openLoginForm(jar);
    const res = await t.app.inject({ method: 'POST', url: action, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=provuser1&password=x' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Your sign-in session has expired.');
  });
});

describe('starts of a sign-in at /sso/auth', () => {
  it('are limited per address as sign-ins are; the provider’s other endpoints are not', async () => {
    const kept = t;
    t = await createTestApp({ SIGN_IN_RATE_LIMIT: 3 });
    try {
      // Each start is kept by the provider (at most 10,000, the oldest dropped): a flood would end everyone's sign-in.
      const start = `/sso/auth?${new URLSearchParams({ client_id: 'wcpp-portal', response_type: 'code', scope: 'openid', redirect_uri: `${publicUrl}/wcpp/login` })}`;
      const starts = [];
      for (let i = 0; i < 4; i++) starts.push((await t.app.inject({ url: start, remoteAddress: '203.0.113.41' })).statusCode);
      expect(starts.slice(0, 3).every((s) => s !== 429)).toBe(true);
      expect(starts[3]).toBe(429);
      expect((await t.app.inject({ url: start, remoteAddress: '203.0.113.42' })).statusCode).not.toBe(429);
      for (let i = 0; i < 5; i++) expect((await t.app.inject({ url: '/sso/.well-known/openid-configuration', remoteAddress: '203.0.113.41' })).statusCode).toBe(200);
    } finally {
      await t.close();
      t = kept;
    }
  });
});
