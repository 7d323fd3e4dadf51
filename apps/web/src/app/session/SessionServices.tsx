import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { BackfillGate } from '../../features/profile/BackfillGate';
import { paths } from '../../lib/paths';
import { sessionStore } from '../../lib/session';
import { useIdleTimeout } from './useIdleTimeout';

/** What runs for a signed-in session: the idle sign-out and the profile-completion dialog. */
export function SessionServices() {
  const navigate = useNavigate();
  const expire = useCallback(() => {
    // Part 1 §4.5: sign out, clear the user, and tell the login page it was a timeout.
    sessionStore.signOut('timeout');
    navigate(paths.login, { replace: true });
  }, [navigate]);
  useIdleTimeout(expire);
  return <BackfillGate />;
}

export default SessionServices;
