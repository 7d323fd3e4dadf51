import type { Endpoint } from '@wcpp/contract';
import { apiPath } from '@wcpp/contract/testing';
import { authCalls } from '@wcpp/contract';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, on } from '../test/api-mock';
import { call } from './http';
import { sessionStore } from './session';
import { signOut } from './sign-out';

/** A call of the signed-in kind, as every feature's are. */
const probe = { method: 'GET', path: '/x', guard: 'signedIn', summary: 'probe', tags: [], responses: { 200: null } } as const satisfies Endpoint;

describe('sign-out ends the server session (docs/decisions/027)', () => {
  it('sends POST /auth/signOut with the token, then clears the browser session', async () => {
    const fetchMock = mockApi([on(authCalls.signOut, () => new Response(null, { status: 204 }))]);
    sessionStore.signIn({ token: 't1', username: 'provuser1' });
    signOut();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(apiPath(authCalls.signOut));
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer t1' }, keepalive: true });
    expect(sessionStore.get()).toEqual({ session: null, signOutReason: null });
    expect(document.cookie).not.toContain('authorization=');
  });

  it('signs out locally even when the call fails or the network is down', async () => {
    mockApi([on(authCalls.signOut, () => json({ code: 'X', message: 'down' }, 500))]);
    sessionStore.signIn({ token: 't1', username: 'provuser1' });
    signOut();
    expect(sessionStore.get().session).toBeNull();

    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    sessionStore.signIn({ token: 't2', username: 'provuser1' });
    signOut('timeout');
    await Promise.resolve();
    expect(sessionStore.get()).toEqual({ session: null, signOutReason: 'timeout' });
  });

  it('calls nothing when nobody is signed in', () => {
    const fetchMock = mockApi([]);
    signOut();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a 401 means the server ended the session (part 1 §4, docs/decisions/027)', () => {
  it('signs out with the "ended" reason so the login page can say so', async () => {
    mockApi([['GET', '/api/x', () => json({ code: 'UNAUTHORIZED', message: 'Session ended' }, 401)]]);
    sessionStore.signIn({ token: 't1', username: 'provuser1' });
    await expect(call(probe)).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toEqual({ session: null, signOutReason: 'ended' });
  });

  it('a late 401 for a token that was replaced (Revert, a new sign-in) leaves the new session alone', async () => {
    let answer!: (r: Response) => void;
    mockApi([['GET', '/api/x', () => new Promise<Response>((resolve) => (answer = resolve))]]);
    sessionStore.signIn({ token: 'mirror-token', username: 'sysadmin1', mirror: { userNm: 'provadmin1', displayName: 'Paula Adams' } });
    const pending = call(probe);
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    sessionStore.signIn({ token: 'admin-again', username: 'sysadmin1' });
    answer(json({ code: 'UNAUTHORIZED', message: 'Session ended' }, 401));
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get().session).toEqual({ token: 'admin-again', userName: 'sysadmin1', mirror: null });
  });
});
