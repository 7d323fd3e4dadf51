import { authCalls, type Endpoint } from '@wcpp/contract';
import { apiPath } from '@wcpp/contract/testing';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, on } from '../test/api-mock';
import { loadConfig } from './config';
import { ApiError, call } from './http';
import { sessionStore } from './session';

/** A call of the signed-in kind, as every feature's are. */
const probe = { method: 'GET', path: '/x', guard: 'signedIn', summary: 'probe', tags: [], responses: { 200: null } } as const satisfies Endpoint;

describe('http client', () => {
  it('sends the bearer token and maps error JSON to ApiError', async () => {
    const fetchMock = mockApi([['GET', '/api/x', () => json({ code: 'MIRROR_READ_ONLY', message: 'Read only' }, 403)]]);
    sessionStore.signIn({ token: 't1', username: 'u' });
    const error = await call(probe).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'MIRROR_READ_ONLY', message: 'Read only' });
    expect(fetchMock.mock.calls[0]![1]!.headers).toMatchObject({ Authorization: 'Bearer t1' });
    expect(sessionStore.get().session).not.toBeNull();
  });

  it('signs out on a 401 from an authenticated call', async () => {
    mockApi([['GET', '/api/x', () => json({ code: 'UNAUTHORIZED', message: 'Sign in' }, 401)]]);
    sessionStore.signIn({ token: 't1', username: 'u' });
    await expect(call(probe)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(sessionStore.get().session).toBeNull();
    expect(document.cookie).not.toContain('authorization=');
  });

  it('does not sign out on a refused sign-in', async () => {
    mockApi([on(authCalls.authenticate, () => json({ code: 'INVALID_CREDENTIALS', message: 'x' }, 401))]);
    sessionStore.signIn({ token: 't1', username: 'u' });
    await expect(call(authCalls.authenticate, { body: { username: 'u', password: 'p' } })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(sessionStore.get().session).not.toBeNull();
  });
});

describe('start-up configuration (part 1 §4.6)', () => {
  it('reads /js/config.json', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ API_URL: 'https://api.example/v1/', EAS_URL: '/sso/start', LIVE_CHAT_URL: 'https://chat.example/w.js' })));
    const config = await loadConfig();
    expect(config).toMatchObject({ API_URL: 'https://api.example/v1', EAS_URL: '/sso/start', AEM_HOMEPAGE: '/content/home', LIVE_CHAT_URL: 'https://chat.example/w.js' });
  });

  it('falls back to the defaults when the file cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    expect(await loadConfig()).toEqual({
      API_URL: '/api', RESOURCE_URL: '/resources', AEM_HOMEPAGE: '/content/home', AEM_LOGINPAGE: '/content/login', EAS_URL: apiPath(authCalls.sso),
      PROVIDER_WEBSITE_URL: '/content/for-providers', NOTIFICATIONS_POLL_SECONDS: 30,
    });
  });

  it('reads how often the bell asks, a number of seconds; anything else keeps 30', async () => {
    const serve = (value: unknown) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ NOTIFICATIONS_POLL_SECONDS: value }))));
    serve(5);
    expect((await loadConfig()).NOTIFICATIONS_POLL_SECONDS).toBe(5);
    serve('5');
    expect((await loadConfig()).NOTIFICATIONS_POLL_SECONDS).toBe(30);
    serve(0);
    expect((await loadConfig()).NOTIFICATIONS_POLL_SECONDS).toBe(30);
  });
});
