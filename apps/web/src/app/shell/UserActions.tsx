import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { headerTexts } from '@wcpp/contract';
import { FeeScheduleCount } from '../../features/fee-schedule/FeeScheduleCount';
import { NotificationsBell } from '../../features/notifications/NotificationsBell';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { signOut as endSession } from '../../lib/sign-out';
import { useLiveChat } from '../session/useLiveChat';
import { useConfig } from '../../lib/config';
import { useSignedInUser } from '../../lib/user';
import { RevertControl } from './RevertControl';
import { withMuiTheme } from '../mui/MuiTheme';

/** The signed-in part of the header: fee-schedule count, bell, account link, Revert while mirroring, Sign Out. */
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
        <Link component={RouterLink} to={paths.userProfile} sx={{ color: 'inherit', fontWeight: 500 }}>
          {headerTexts.accountLink(user.userFirstName, user.userLastName)}
        </Link>
      )}
      {session?.mirror && <RevertControl mirror={session.mirror} />}
      <Button variant="outlined" color="inherit" size="small" onClick={signOut}>
        {headerTexts.signOut}
      </Button>
    </>
  );
}

// Loaded lazily by the shell, outside the MUI screens: it brings the theme along (docs/decisions/035).
export default withMuiTheme(UserActions);
