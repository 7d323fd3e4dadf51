import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { sessionStore, useSession } from '../lib/session';
import { lazyScreen } from './lazy-screen';

/** Part 1 §2: any non-public route when not signed in goes to /wcpp/login. */
export function RequireSignedIn() {
  const session = useSession();
  return session ? <Outlet /> : <ToSignIn />;
}

/**
 * Keeps the page for after sign-in when the last sign-out was not chosen (a 401 lands here with the
 * page it happened on; docs/decisions/027), then goes to /wcpp/login.
 */
function ToSignIn() {
  const { pathname, search } = useLocation();
  useEffect(() => sessionStore.rememberReturnPath(pathname + search), [pathname, search]);
  return <Navigate to={paths.login} replace />;
}

/** A route's guard, judged on the user's details: loaded with the screens that need it (docs/decisions/058). */
export const RequireGuard = lazyScreen(() => import('./RequireGuard'));
