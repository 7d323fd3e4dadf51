import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { headerTexts } from '@wcpp/contract';
import { FeeScheduleCount } from '../../features/fee-schedule/FeeScheduleCount';
import { NotificationsBell } from '../../features/notifications/NotificationsBell';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { signOut as endSession } from '../../lib/sign-out';
import { useLiveChat } from '../session/useLiveChat';
import { useConfig } from '../../lib/config';
import { useSignedInUser } from '../../lib/user';

// Revert and its question, loaded only while mirroring.
const RevertControl = lazy(() => import('./RevertControl'));

/**
 * The signed-in part of the header: fee-schedule count, bell, account link, Revert while mirroring, Sign
 * Out. Plain HTML and base.css: the shell stays small, and so does home (docs/decisions/045).
 */
export function UserActions() {
  const session = useSession();
  const { data: user } = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useLiveChat(useConfig().LIVE_CHAT_URL, user);

  const signOut = () => {
    // Part 1 §4.4: the server session, cookie and session go, cached data with them, then the sign-in page.
    endSession();
    queryClient.clear();
    navigate(paths.login, { replace: true });
  };

  return (
    <>
      <FeeScheduleCount />
      <NotificationsBell />
      {user && (
        <Link to={paths.userProfile} className="wc-account-link">
          {headerTexts.accountLink(user.userFirstName, user.userLastName)}
        </Link>
      )}
      {session?.mirror && (
        <Suspense fallback={null}>
          <RevertControl mirror={session.mirror} />
        </Suspense>
      )}
      <button type="button" className="wc-btn wc-btn-outlined wc-btn-inherit wc-btn-small" onClick={signOut}>
        {headerTexts.signOut}
      </button>
    </>
  );
}

export default UserActions;
