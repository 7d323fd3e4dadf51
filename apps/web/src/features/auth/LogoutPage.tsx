import { useEffect, useState } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink } from 'react-router';
import { logoutExtraTexts, logoutTexts } from '@wcpp/contract';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../lib/paths';
import { sessionStore } from '../../lib/session';
import { signOut } from '../../lib/sign-out';

/** /wcpp/logout: opening it signed in signs out and thanks the user (docs/decisions/010). */
export function LogoutPage() {
  const [wasSignedIn] = useState(() => Boolean(sessionStore.get().session));
  useEffect(() => {
    if (wasSignedIn) signOut();
  }, [wasSignedIn]);
  if (!wasSignedIn) return <Navigate to={paths.login} replace />;
  return (
    <>
      <PageTitle>{logoutTexts.title}</PageTitle>
      <Typography sx={{ mb: 2 }}>{logoutTexts.thanks}</Typography>
      <Link component={RouterLink} to={paths.login}>
        {logoutExtraTexts.signInAgain}
      </Link>
    </>
  );
}

export default LogoutPage;
