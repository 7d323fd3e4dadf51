import { useSyncExternalStore } from 'react';
import { BASE, type MirrorInfo } from '@wcpp/contract';
import { readCookie, removeCookie, setCookie } from './cookies';
import { tabs, type SignOutReason } from './tabs';

/** What sign-in leaves in session storage (part 1 §4): the token, the user name, the mirrored user. */
export interface Session {
  token: string;
  userName: string;
  mirror: MirrorInfo | null;
}

// Why the last sign-out happened: declared with the tabs' messages, which carry it (tabs.ts).
export type { SignOutReason };

export interface SessionState {
  session: Session | null;
  /** The login page shows its notice for 'timeout' and 'ended'. */
  signOutReason: SignOutReason;
}

const KEYS = {
  token: 'wcpp.token',
  userName: 'wcpp.userName',
  mirror: 'wcpp.mirror',
  reason: 'wcpp.signOutReason',
  returnTo: 'wcpp.returnTo',
};
const AUTH_COOKIE = 'authorization';
/** Where each search screen keeps its place (lib/kept-place.ts): forgotten with the identity. */
export const PLACE_PREFIX = 'wcpp.place.';
const SESSION_KEYS = [KEYS.token, KEYS.userName, KEYS.mirror, KEYS.reason];

/**
 * Where an involuntary sign-out left the person, and who that was (docs/decisions/027); or, with no
 * user name, the page a signed-out visitor opened (a bookmark, a link: docs/decisions/054).
 */
interface ReturnRecord {
  userName: string | null;
  path: string | null;
}

/**
 * A path the app may send someone to after sign-in: a same-origin path under /wcpp, as path + query.
 * Anything else (an absolute or protocol-relative URL, a backslash trick, another prefix, the sign-in
 * pages themselves) is refused with null, so a stored value can never become an open redirect.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith(`${BASE}/`) || /[\\\s]/.test(value)) return null;
  const origin = 'https://portal.invalid';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(`${BASE}/`)) return null;
  if (['login', 'authenticate', 'logout'].some((page) => url.pathname === `${BASE}/${page}`)) return null;
  return url.pathname + url.search;
}

function readReturn(): ReturnRecord | null {
  try {
    const record = JSON.parse(sessionStorage.getItem(KEYS.returnTo) ?? 'null') as Partial<ReturnRecord> | null;
    if (!record || (typeof record.userName !== 'string' && record.userName !== null)) return null;
    return { userName: record.userName, path: safeReturnPath(record.path) };
  } catch {
    return null;
  }
}

function readReason(value: string | null): SignOutReason {
  return value === 'timeout' || value === 'ended' ? value : null;
}

function read(): SessionState {
  const token = sessionStorage.getItem(KEYS.token);
  const userName = sessionStorage.getItem(KEYS.userName);
  let mirror: MirrorInfo | null = null;
  try {
    mirror = JSON.parse(sessionStorage.getItem(KEYS.mirror) ?? 'null') as MirrorInfo | null;
  } catch {
    mirror = null;
  }
  return {
    session: token && userName ? { token, userName, mirror } : null,
    signOutReason: readReason(sessionStorage.getItem(KEYS.reason)),
  };
}

let state: SessionState = read();
const listeners = new Set<() => void>();

function publish(): void {
  state = read();
  listeners.forEach((listener) => listener());
}

/** A sign-out the person chose, in this tab or another, since this page loaded: no way back is kept. */
let signedOutByChoice = false;

/** Forgets every screen's kept place (docs/decisions/055): they belonged to the identity before. */
function forgetPlaces(): void {
  for (let i = sessionStorage.length - 1; i >= 0; i--) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(PLACE_PREFIX)) sessionStorage.removeItem(key);
  }
}

function storeSignIn(auth: { token: string; username: string; mirror?: MirrorInfo | null }): void {
  const before = state.session;
  if (!before || before.userName.toLowerCase() !== auth.username.toLowerCase() || (before.mirror?.userNm ?? null) !== (auth.mirror?.userNm ?? null)) forgetPlaces();
  sessionStorage.setItem(KEYS.token, auth.token);
  sessionStorage.setItem(KEYS.userName, auth.username);
  if (auth.mirror) sessionStorage.setItem(KEYS.mirror, JSON.stringify(auth.mirror));
  else sessionStorage.removeItem(KEYS.mirror);
  sessionStorage.removeItem(KEYS.reason);
  publish();
}

function storeSignOut(reason: SignOutReason, returnPath?: string): void {
  const userName = state.session?.userName;
  SESSION_KEYS.forEach((key) => sessionStorage.removeItem(key));
  forgetPlaces();
  if (reason) sessionStorage.setItem(KEYS.reason, reason);
  signedOutByChoice = !reason;
  if (!reason) sessionStorage.removeItem(KEYS.returnTo);
  else if (userName) {
    const record: ReturnRecord = { userName, path: safeReturnPath(returnPath) };
    sessionStorage.setItem(KEYS.returnTo, JSON.stringify(record));
  }
  publish();
}

// Another tab signed in, changed the token (mirror, Revert) or signed out: this tab follows
// (docs/decisions/054). The cookie is the browser's, already set or removed by that tab.
tabs.subscribe((message) => {
  if (message.kind === 'signedIn' && message.auth.token !== state.session?.token) storeSignIn(message.auth);
  if (message.kind === 'signedOut' && state.session) storeSignOut(message.reason, window.location.pathname + window.location.search);
});

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Stores a token from /authenticate or from a mirror start/stop, sets the authorization cookie, and
   * hands the session to the browser's other tabs.
   */
  signIn(auth: { token: string; username: string; mirror?: MirrorInfo | null }): void {
    storeSignIn(auth);
    setCookie(AUTH_COOKIE, auth.token);
    tabs.post({ kind: 'signedIn', auth: { token: auth.token, username: auth.username, mirror: auth.mirror ?? null } });
  },
  /**
   * Part 1 §4.4: removes the cookie and the session, in this tab and the browser's others; the guards
   * then send the user to /wcpp/login. A sign-out the person chose (no reason) forgets any return
   * path; one they did not choose keeps who was signed in and, when given, the page they were on, for
   * the next sign-in. Ends only the browser's copy: lib/sign-out.ts also tells the server.
   */
  signOut(reason: SignOutReason = null, returnPath?: string): void {
    storeSignOut(reason, returnPath);
    removeCookie(AUTH_COOKIE);
    tabs.post({ kind: 'signedOut', reason });
  },
  /** Whether this tab is signed in, or may be by the browser's session (adoptBrowserSession). */
  maySignIn(): boolean {
    return state.session !== null || readCookie(AUTH_COOKIE) !== null;
  },
  /**
   * A new tab, or a tab reopened, of a browser that is signed in: its session storage is empty but the
   * browser's `authorization` cookie holds the token. GET /auth/session says whether that session is
   * alive and whose it is; then this tab is signed in too. A dead session's cookie is removed. Run once,
   * before the first render (main.tsx), so no guard sees the tab signed out on the way.
   */
  async adoptBrowserSession(apiUrl: string, sessionPath: string): Promise<void> {
    const token = readCookie(AUTH_COOKIE);
    if (state.session || !token) return;
    try {
      const res = await fetch(`${apiUrl}${sessionPath}`, { headers: { Authorization: `Bearer ${token}` } });
      if (res.status === 401) removeCookie(AUTH_COOKIE);
      if (!res.ok) return;
      const info = (await res.json()) as { username?: unknown; mirror?: MirrorInfo | null };
      if (typeof info.username === 'string' && readCookie(AUTH_COOKIE) === token) storeSignIn({ token, username: info.username, mirror: info.mirror ?? null });
    } catch {
      // Unreachable: this tab stays signed out and the login page says why when it is used.
    }
  },
  /**
   * A signed-out person on `path`: keep it for after sign-in. After a sign-out the person did not
   * choose, for the same person (027); for a visitor who opened a page signed out, for whoever signs
   * in (054). Never after a sign-out the person chose.
   */
  rememberReturnPath(path: string): void {
    const record = readReturn();
    const safe = safeReturnPath(path);
    if (!safe) return;
    if (record) sessionStorage.setItem(KEYS.returnTo, JSON.stringify({ ...record, path: safe }));
    else if (!signedOutByChoice) sessionStorage.setItem(KEYS.returnTo, JSON.stringify({ userName: null, path: safe } satisfies ReturnRecord));
  },
  /** After a sign-in: the page to go back to, only for the same person (or anyone's, for a link); used once. */
  takeReturnPath(userName: string): string | null {
    const record = readReturn();
    sessionStorage.removeItem(KEYS.returnTo);
    if (!record) return null;
    return record.userName === null || record.userName.toLowerCase() === userName.toLowerCase() ? record.path : null;
  },
  /** Re-reads storage; tests use it after preparing sessionStorage. */
  reload(): void {
    signedOutByChoice = false;
    publish();
  },
};

export const useSessionState = (): SessionState => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
export const useSession = (): Session | null => useSessionState().session;
