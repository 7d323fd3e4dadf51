import { lazy, Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, useLocation } from 'react-router';
import { headerTexts } from '@wcpp/contract';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

// Signed-in controls load after sign-in, keeping them out of the sign-in page's JavaScript.
const UserActions = lazy(() => import('./UserActions'));
const ContactUsDialog = lazy(() => import('./ContactUsDialog'));

const linkSx = { color: 'inherit', fontSize: '0.95rem', fontWeight: 500, cursor: 'pointer' } as const;

/** The header on every page (part 1 §1); signed out it is the public header with a login link. */
export function Header() {
  const session = useSession();
  const { pathname } = useLocation();
  const [contactOpen, setContactOpen] = useState(false);
  const onSignInPage = pathname === paths.login || pathname === '/wcpp/authenticate';

  return (
    <AppBar position="static" color="primary" elevation={0}>
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1, maxWidth: 1200, width: '100%', mx: 'auto' }}>
        <Link
          component={RouterLink}
          to={session ? paths.home : paths.login}
          underline="none"
          sx={{ color: 'inherit', display: 'flex', alignItems: 'center', gap: 1, fontSize: '1.3rem', fontWeight: 700, mr: 'auto' }}
        >
          <Box component="img" src="/wcpp/favicon.svg" alt="" width={32} height={32} sx={{ borderRadius: 1, outline: '1px solid rgba(255,255,255,0.6)' }} />
          {headerTexts.brand}
        </Link>
        <Link component="button" type="button" sx={linkSx} onClick={() => setContactOpen(true)}>
          {headerTexts.contactUs}
        </Link>
        {session ? (
          <Suspense fallback={null}>
            <UserActions />
          </Suspense>
        ) : (
          !onSignInPage && (
            <Link component={RouterLink} to={paths.login} sx={linkSx}>
              {headerTexts.login}
            </Link>
          )
        )}
      </Toolbar>
      {contactOpen && (
        <Suspense fallback={null}>
          <ContactUsDialog open onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
