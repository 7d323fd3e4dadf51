import { authCalls, urlOf } from '@wcpp/contract';
import { getConfig } from './config';
import { sessionStore, type SignOutReason } from './session';

/**
 * Signs out: first asks the server to end the session of the token (POST /auth/signOut,
 * docs/decisions/027), then drops the browser's copy at once. The call is best effort and not
 * awaited: a slow or failed call never keeps the person signed in. `keepalive` lets it finish even
 * when the page goes away. It bypasses the http client on purpose: its 401 rule would record a second,
 * wrong sign-out reason for a session that is already gone.
 */
export function signOut(reason: SignOutReason = null, returnPath?: string): void {
  const token = sessionStore.get().session?.token;
  if (token) {
    try {
      fetch(`${getConfig().API_URL}${urlOf(authCalls.signOut)}`, {
        method: authCalls.signOut.method,
        headers: { Authorization: `Bearer ${token}` },
        keepalive: true,
      }).catch(() => undefined);
    } catch {
      // No network API at all: the local sign-out below still happens.
    }
  }
  sessionStore.signOut(reason, returnPath);
}
