import { lazy, Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Outlet, useLocation } from 'react-router';
import { headerTexts } from '@wcpp/contract';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { useSession } from '../../lib/session';
import { Footer } from './Footer';
import { Header } from './Header';

const MainMenu = lazy(() => import('./MainMenu'));
const SessionServices = lazy(() => import('../session/SessionServices'));

const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  bgcolor: 'background.paper',
  px: 2,
  py: 1,
  borderRadius: 1,
  '&:focus': { top: 8 },
} as const;

/** Header, menu (signed in only), main and footer landmarks around every page. */
export function Layout() {
  const session = useSession();
  const { pathname } = useLocation();
  // A new screen starts at its top, as a page load would. Braces matter: Chrome's scrollTo returns a
  // promise, and an effect may only return a clean-up function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Box id="top" tabIndex={-1} sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', outline: 'none' }}>
      <Link href="#main-content" sx={skipLinkSx}>
        {headerTexts.skipToContent}
      </Link>
      <Header />
      {session && (
        <Suspense fallback={<Box sx={{ height: 49, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }} />}>
          <MainMenu />
        </Suspense>
      )}
      <Container component="main" id="main-content" aria-label={headerTexts.mainLabel} tabIndex={-1} maxWidth="lg" sx={{ flex: 1, py: 3, outline: 'none' }}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Container>
      <Footer />
      {session && (
        <Suspense fallback={null}>
          <SessionServices />
        </Suspense>
      )}
    </Box>
  );
}
