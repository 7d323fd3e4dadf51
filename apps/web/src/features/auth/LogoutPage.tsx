import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
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
      <p className="wc-text wc-mb2">{logoutTexts.thanks}</p>
      <Link className="wc-link" to={paths.login}>
        {logoutExtraTexts.signInAgain}
      </Link>
    </>
  );
}

export default LogoutPage;
