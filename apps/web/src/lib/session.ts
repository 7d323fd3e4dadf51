import { useSyncExternalStore } from 'react';
import type { MirrorInfo } from '@wcpp/contract';
import { removeCookie, setCookie } from './cookies';

/** What sign-in leaves in session storage (part 1 §4): the token, the user name, the mirrored user. */
export interface Session {
  token: string;
  userName: string;
  mirror: MirrorInfo | null;
}

export type SignOutReason = 'timeout' | null;

export interface SessionState {
  session: Session | null;
  /** Why the last sign-out happened; the login page shows the timed-out notice for 'timeout'. */
  signOutReason: SignOutReason;
}

const KEYS = { token: 'wcpp.token', userName: 'wcpp.userName', mirror: 'wcpp.mirror', reason: 'wcpp.signOutReason' };
const AUTH_COOKIE = 'authorization';

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
    signOutReason: sessionStorage.getItem(KEYS.reason) === 'timeout' ? 'timeout' : null,
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
  /** Part 1 §4.4: removes the cookie and the session; the guards then send the user to /wcpp/login. */
  signOut(reason: SignOutReason = null): void {
    Object.values(KEYS).forEach((key) => sessionStorage.removeItem(key));
    if (reason) sessionStorage.setItem(KEYS.reason, reason);
    removeCookie(AUTH_COOKIE);
    publish();
  },
  /** Re-reads storage; tests use it after preparing sessionStorage. */
  reload: publish,
};

export const useSessionState = (): SessionState => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
export const useSession = (): Session | null => useSessionState().session;
