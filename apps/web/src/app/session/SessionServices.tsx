import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BackfillGate } from '../../features/profile/BackfillGate';
import { paths } from '../../lib/paths';
import { signOut } from '../../lib/sign-out';
import { IdleWarningDialog } from './IdleWarningDialog';
import { StepUpHost } from './StepUpHost';
import { useIdleTimeout } from './useIdleTimeout';

/**
 * What runs for a signed-in session: the idle sign-out with its warning, the profile-completion dialog,
 * and the second check a call may ask for (issue 46 §3; its dialog loads when first needed).
 */
export function SessionServices() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = location.pathname + location.search;
  }, [location]);

  const expire = useCallback(() => {
    // Part 1 §4.5: sign out, clear the user, and tell the login page it was a timeout; the next
    // sign-in comes back to this page (docs/decisions/027).
    signOut('timeout', here.current);
    navigate(paths.login, { replace: true });
  }, [navigate]);
  const { signOutAt, staySignedIn } = useIdleTimeout(expire);

  // "Sign Out" in the warning is the person's choice: no notice, and home after the next sign-in.
  const chooseSignOut = () => {
    signOut();
    navigate(paths.login, { replace: true });
  };

  return (
    <>
      <BackfillGate />
      <StepUpHost />
      {signOutAt !== null && <IdleWarningDialog signOutAt={signOutAt} onStay={staySignedIn} onSignOut={chooseSignOut} />}
    </>
  );
}

export default SessionServices;
