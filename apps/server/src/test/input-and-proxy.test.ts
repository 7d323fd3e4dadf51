import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appPropertyCalls,
  authCalls,
  billSearchCalls,
  claimSearchCalls,
  type Endpoint,
  passwordCalls,
  registrationCalls,
  tinCalls,
  userCalls,
} from '@wcpp/contract';
import { apiPath } from '@wcpp/contract/testing';
import { ConfigError, loadConfig } from '../config';
import { api } from './api';
import { bearer, createTestApp, type TestApp } from './app';

/** NUL characters (finding 11) and forwarded addresses (finding 5): docs/decisions/030. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000, PUBLIC_RATE_LIMIT: 1000 });
  token = await t.signIn('provadmin1');
});
afterAll(() => t.close());

const NUL = '\u0000';

describe('NUL characters', () => {
  const bodies: [Endpoint['method'], string, Record<string, unknown>][] = (
    [
      [authCalls.authenticate, { username: `provuser1${NUL}`, password: 'Portal#2026' }],
      [authCalls.authenticate, { username: 'provuser1', password: `Portal#2026${NUL}` }],
      [passwordCalls.resetPasswordStart, { userName: `inact001${NUL}`, emailAddress: 'inact001@clinic.example' }],
      [passwordCalls.resetPasswordComplete, { token: `x${NUL}`, tempPassword: 'y', newPassword: 'Portal#2026' }],
      [passwordCalls.forgotUsername, { emailAddress: `a${NUL}@clinic.example` }],
      [registrationCalls.registrationStart, { emailAddress: `new${NUL}@clinic.example` }],
      [claimSearchCalls.searchByClaimant, { firstName: `Ma${NUL}`, lastName: 'Anderson' }],
      [billSearchCalls.searchByAssorted, { claimNumber: `WC1${NUL}` }],
      [userCalls.updateUser, { userFirstName: `Paula${NUL}` }],
      [userCalls.updateBackfill, { [`job${NUL}Title`]: 'x' }],
    ] as const
  ).map(([endpoint, payload]) => [endpoint.method, apiPath(endpoint), payload]);
  it.each(bodies)('refuses a NUL in the body of %s %s with 400 VALIDATION', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'The request contains a character that is not allowed.' });
  });

  it.each([
    apiPath(userCalls.userByName, { params: { name: `provuser1${NUL}` } }),
    apiPath(userCalls.needsBackfill, { params: { userName: `a${NUL}b` } }),
    apiPath(tinCalls.userFtins, { params: { userName: `provadmin1${NUL}` }, query: { activeFlag: 'true' } }),
    `${apiPath(appPropertyCalls.appProperty, { params: { name: 'FE_APP_TIMEOUT' } })}?x=%00`,
    `${apiPath(billSearchCalls.imageExist)}?url=%00`,
    '/content/notices/a%00b',
    '/resources/docs/provider-manual-2026.pdf%00',
    '/wcpp/home%00',
    '/sso/interaction/abc%00/login',
  ])('refuses a NUL in the path or query of %s with 400', async (url) => {
    const res = await t.app.inject({ url, headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('changes nothing: the user row is as it was', async () => {
    const [row] = await t.rows<{ user_first_name: string }>(`select user_first_name from user_info where user_nm = 'provadmin1'`);
    expect(row!.user_first_name).toBe('Paula');
  });
});

describe('forwarded addresses', () => {
  it('ignores X-Forwarded-For by default: the audit row keeps the peer address', async () => {
    const res = await api(t.app).call(authCalls.authenticate, { headers: { 'x-forwarded-for': '198.51.100.77' }, body: { username: 'provuser1', password: 'Portal#2026' } });
    expect(res.statusCode).toBe(200);
    const [row] = await t.rows<{ ip: string }>(`select ip from audit_log where action = 'SIGN_IN' and actor_user_nm = 'provuser1' order by audit_id desc limit 1`);
    expect(row!.ip).toBe('127.0.0.1');
  });

  it('does not let a spoofed X-Forwarded-For escape the per-address limit', async () => {
    const limited = await createTestApp({ SIGN_IN_RATE_LIMIT: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await api(limited.app).call(authCalls.authenticate, { headers: { 'x-forwarded-for': `198.51.100.${i}` }, body: { username: 'nobody', password: 'x' } });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('believes X-Forwarded-For only from a proxy named in TRUST_PROXY', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' as never });
    try {
      await api(proxied.app).call(authCalls.authenticate, { headers: { 'x-forwarded-for': '198.51.100.77' }, body: { username: 'provuser1', password: 'Portal#2026' } });
      const [row] = await proxied.rows<{ ip: string }>(`select ip from audit_log where action = 'SIGN_IN' order by audit_id desc limit 1`);
      expect(row!.ip).toBe('198.51.100.77');
      // From another peer than the proxy: the peer address is set on the request itself.
      const other = await proxied.app.inject({
        method: authCalls.authenticate.method,
        url: apiPath(authCalls.authenticate),
        remoteAddress: '203.0.113.5',
        headers: { 'x-forwarded-for': '198.51.100.78' },
        payload: { username: 'provuser1', password: 'Portal#2026' },
      });
      expect(other.statusCode).toBe(200);
      const [second] = await proxied.rows<{ ip: string }>(`select ip from audit_log where action = 'SIGN_IN' order by audit_id desc limit 1`);
      expect(second!.ip).toBe('203.0.113.5');
    } finally {
      await proxied.close();
    }
  });

  it('reads TRUST_PROXY as addresses or CIDRs and names the variable when it is wrong', () => {
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(loadConfig({ NODE_ENV: 'test' }).TRUST_PROXY).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});
