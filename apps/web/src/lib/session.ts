import { useSyncExternalStore } from 'react';
import { BASE, type MirrorInfo } from '@wcpp/contract';
import { removeCookie, setCookie } from './cookies';

/** What sign-in leaves in session storage (part 1 §4): the token, the user name, the mirrored user. */
export interface Session {
  token: string;
  userName: string;
  mirror: MirrorInfo | null;
}

/**
 * Why the last sign-out happened, when the person did not choose it: 'timeout' (the idle sign-out,
 * part 1 §4.5) or 'ended' (a 401: the server ended the session). null for a chosen sign-out.
 */
export type SignOutReason = 'timeout' | 'ended' | null;

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
const SESSION_KEYS = [KEYS.token, KEYS.userName, KEYS.mirror, KEYS.reason];

/** Where an involuntary sign-out left the person, and who that was (docs/decisions/027). */
interface ReturnRecord {
  userName: string;
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
    return record && typeof record.userName === 'string' ? { userName: record.userName, path: safeReturnPath(record.path) } : null;
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

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Stores a token from /authenticate or from a mirror start/stop, and sets the authorization cookie. */
  signIn(auth: { token: string; username: string; mirror?: MirrorInfo | null }): void {
    sessionStorage.setItem(KEYS.token, auth.token);
    sessionStorage.setItem(KEYS.userName, auth.username);
    if (auth.mirror) sessionStorage.setItem(KEYS.mirror, JSON.stringify(auth.mirror));
    else sessionStorage.removeItem(KEYS.mirror);
    sessionStorage.removeItem(KEYS.reason);
    setCookie(AUTH_COOKIE, auth.token);
    publish();
  },
  /**
   * Part 1 §4.4: removes the cookie and the session; the guards then send the user to /wcpp/login.
   * A sign-out the person chose (no reason) forgets any return path; one they did not choose keeps
   * who was signed in and, when given, the page they were on, for the next sign-in.
   * Ends only the browser's copy: lib/sign-out.ts also tells the server.
   */
  signOut(reason: SignOutReason = null, returnPath?: string): void {
    const userName = state.session?.userName;
    SESSION_KEYS.forEach((key) => sessionStorage.removeItem(key));
    if (reason) sessionStorage.setItem(KEYS.reason, reason);
    if (!reason) sessionStorage.removeItem(KEYS.returnTo);
    else if (userName) {
      const record: ReturnRecord = { userName, path: safeReturnPath(returnPath) };
      sessionStorage.setItem(KEYS.returnTo, JSON.stringify(record));
    }
    removeCookie(AUTH_COOKIE);
    publish();
  },
  /** The guard saw a signed-out person on `path`: keep it if the last sign-out was not chosen. */
  rememberReturnPath(path: string): void {
    const record = readReturn();
    const safe = safeReturnPath(path);
    if (record && safe) sessionStorage.setItem(KEYS.returnTo, JSON.stringify({ ...record, path: safe }));
  },
  /** After a sign-in: the page to go back to, only for the same person; used once. */
  takeReturnPath(userName: string): string | null {
    const record = readReturn();
    sessionStorage.removeItem(KEYS.returnTo);
    return record && record.userName.toLowerCase() === userName.toLowerCase() ? record.path : null;
  },
  /** Re-reads storage; tests use it after preparing sessionStorage. */
  reload: publish,
};

export const useSessionState = (): SessionState => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
export const useSession = (): Session | null => useSessionState().session;
