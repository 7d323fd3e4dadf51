import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { headerTexts } from '@wcpp/contract';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { useSession } from '../../lib/session';
import { Footer } from './Footer';
import { Header } from './Header';
import { MainMenu, SessionServices } from './signed-in-parts';
import { usePhoneMenu } from './usePhoneMenu';


/**
 * Header, menu (signed in only), main and footer landmarks around every page; `signInArea` on the
 * sign-in and sign-out pages. Plain HTML and
 * base.css: each screen loads its own parts when it opens (docs/decisions/035).
 */
export function Layout({ signInArea = false }: { signInArea?: boolean }) {
  // The sign-in page's shell has no signed-in parts: they need TanStack Query, which it does not load
  // (docs/decisions/058). Signed in there is only a moment: the page goes on to the portal.
  const signedIn = useSession() !== null && !signInArea;
  const { pathname } = useLocation();
  const menu = usePhoneMenu();
  // A new screen starts at its top, as a page load would. Braces matter: Chrome's scrollTo returns a
  // promise, and an effect may only return a clean-up function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div id="top" tabIndex={-1} className="wc-page">
      <a href="#main-content" className="wc-link wc-skip">
        {headerTexts.skipToContent}
      </a>
      <Header menu={menu} signInArea={signInArea} />
      {signedIn && (
        <Suspense fallback={<div className="wc-menu-slot" />}>
          <MainMenu menu={menu} />
        </Suspense>
      )}
      {/* Signed in, the footer starts below the fold: screens grow as their parts and data arrive, and a footer
          they pushed down would count as layout shift (Lighthouse mobile). */}
      <main id="main-content" aria-label={headerTexts.mainLabel} tabIndex={-1} className={signedIn ? 'wc-main wc-main-signed-in' : 'wc-main'}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      {signedIn && (
        <Suspense fallback={null}>
          <SessionServices />
        </Suspense>
      )}
    </div>
  );
}
