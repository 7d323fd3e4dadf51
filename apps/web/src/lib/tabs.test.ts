import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authCalls, urlOf } from '@wcpp/contract';
import { API_PREFIX, apiPath } from '@wcpp/contract/testing';
import { readCookie } from './cookies';
import { sessionStore } from './session';
import { tabs, type TabMessage } from './tabs';

/**
 * The browser's tabs share one session (docs/decisions/054). The other tab is a second channel of the
 * same name: what it posts reaches this tab's store, and what this tab's store posts reaches it.
 */
describe('one session for every tab of the browser', () => {
  let name: string;
  let disconnect: () => void;
  let otherTab: BroadcastChannel;
  let heard: TabMessage[];

  beforeEach(() => {
    name = `wcpp.session.test.${Math.random()}`;
    disconnect = tabs.connect(name);
    otherTab = new BroadcastChannel(name);
    heard = [];
    otherTab.onmessage = (event: MessageEvent<TabMessage>) => heard.push(event.data);
  });

  afterEach(() => {
    otherTab.close();
    disconnect();
  });

  const fromOtherTab = (message: TabMessage) => otherTab.postMessage(message);

  it('a sign-in here hands the token to the other tabs; their sign-out ends this tab, chosen or not', async () => {
    sessionStore.signIn({ token: 'tok-1', username: 'provadmin1' });
    await vi.waitFor(() => expect(heard).toEqual([{ kind: 'signedIn', auth: { token: 'tok-1', username: 'provadmin1', mirror: null } }]));

    fromOtherTab({ kind: 'signedOut', reason: null });
    await vi.waitFor(() => expect(sessionStore.get().session).toBeNull());
    expect(sessionStorage.getItem('wcpp.token')).toBeNull();
    expect(sessionStore.get().signOutReason).toBeNull();
    // Chosen elsewhere: no way back kept here either.
    expect(sessionStorage.getItem('wcpp.returnTo')).toBeNull();
  });

  it('a sign-in or a mirror in another tab becomes this tab\'s session; an idle sign-out there shows its notice here', async () => {
    const mirror = { userNm: 'provuser1', displayName: 'Pat Provider' };
    fromOtherTab({ kind: 'signedIn', auth: { token: 'tok-2', username: 'sysadmin1', mirror } });
    await vi.waitFor(() => expect(sessionStore.get().session).toEqual({ token: 'tok-2', userName: 'sysadmin1', mirror }));
    expect(sessionStorage.getItem('wcpp.token')).toBe('tok-2');

    window.history.replaceState(null, '', '/wcpp/UserSearch');
    fromOtherTab({ kind: 'signedOut', reason: 'timeout' });
    await vi.waitFor(() => expect(sessionStore.get().signOutReason).toBe('timeout'));
    expect(sessionStore.get().session).toBeNull();
    // This tab's page is where the same person comes back to.
    expect(sessionStore.takeReturnPath('sysadmin1')).toBe('/wcpp/UserSearch');
    // Nothing echoed back: a tab does not hear itself, and a received message is not passed on.
    expect(heard).toEqual([]);
  });

  it('a sign-out here ends the other tabs, and says whether it was chosen', async () => {
    sessionStore.signIn({ token: 'tok-3', username: 'billing01' });
    sessionStore.signOut('ended');
    await vi.waitFor(() => expect(heard.at(-1)).toEqual({ kind: 'signedOut', reason: 'ended' }));
  });
});

describe('a new tab of a signed-in browser (docs/decisions/054)', () => {
  it('takes the session of the authorization cookie when GET /auth/session answers for it', async () => {
    document.cookie = 'authorization=tok-9; Secure; SameSite=Strict; path=/';
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ username: 'provadmin1', mirror: null, idleTimeoutMinutes: 30 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    await sessionStore.adoptBrowserSession(API_PREFIX, urlOf(authCalls.session));

    expect(fetchMock).toHaveBeenCalledWith(apiPath(authCalls.session), { headers: { Authorization: 'Bearer tok-9' } });
    expect(sessionStore.get().session).toEqual({ token: 'tok-9', userName: 'provadmin1', mirror: null });
    expect(sessionStorage.getItem('wcpp.userName')).toBe('provadmin1');
  });

  it('stays signed out and drops the cookie when that session has ended', async () => {
    document.cookie = 'authorization=tok-dead; Secure; SameSite=Strict; path=/';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'UNAUTHORIZED' }), { status: 401 })));

    await sessionStore.adoptBrowserSession(API_PREFIX, urlOf(authCalls.session));

    expect(sessionStore.get().session).toBeNull();
    expect(readCookie('authorization')).toBeNull();
    expect(sessionStorage.getItem('wcpp.token')).toBeNull();
  });

  it('asks nothing without the cookie, or when this tab is already signed in', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await sessionStore.adoptBrowserSession(API_PREFIX, urlOf(authCalls.session));
    sessionStore.signIn({ token: 'tok-here', username: 'billing01' });
    await sessionStore.adoptBrowserSession(API_PREFIX, urlOf(authCalls.session));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.get().session?.token).toBe('tok-here');
  });

  it('keeps the tab signed out when the server cannot be reached, and keeps the cookie', async () => {
    document.cookie = 'authorization=tok-7; Secure; SameSite=Strict; path=/';
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await sessionStore.adoptBrowserSession(API_PREFIX, urlOf(authCalls.session));
    expect(sessionStore.get().session).toBeNull();
    expect(readCookie('authorization')).toBe('tok-7');
  });
});
