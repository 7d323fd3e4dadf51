import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { headerTexts } from '@wcpp/contract';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { PhoneMenuButton } from './PhoneMenuButton';
import { UserActions } from './signed-in-parts';
import type { PhoneMenu } from './usePhoneMenu';

// Signed-in controls (UserActions) load after sign-in, keeping them out of the sign-in page's JavaScript;
// Contact Us when it is opened.
const ContactUsDialog = lazy(() => import('./ContactUsDialog'));

/**
 * The header on every page (part 1 §1); signed out it is the public header with a login link.
 * Plain HTML and base.css: the sign-in page loads no more (docs/decisions/035). Signed in, on a phone,
 * it starts with the Menu button of the navigation (`menu`, held by Layout).
 */
export function Header({ menu, signInArea = false }: { menu?: PhoneMenu; signInArea?: boolean }) {
  const signedIn = useSession() !== null && !signInArea;
  const { pathname } = useLocation();
  const [contactOpen, setContactOpen] = useState(false);
  const onSignInPage = pathname === paths.login || pathname === paths.authenticate;

  return (
    <header className="wc-appbar">
      <div className="wc-toolbar">
        {signedIn && menu && <PhoneMenuButton menu={menu} />}
        <Link to={signedIn ? paths.home : paths.login} className="wc-brand">
          <img src="/wcpp/favicon.svg" alt="" width={32} height={32} />
          {headerTexts.brand}
        </Link>
        <button type="button" className="wc-link-button wc-header-link" onClick={() => setContactOpen(true)}>
          {headerTexts.contactUs}
        </button>
        {signedIn ? (
          // The box is there from the first paint, its height reserved (base.css): the lazy actions fill it
          // without moving the page down (layout shift, Lighthouse mobile).
          <div className="wc-user-actions">
            <Suspense fallback={null}>
              <UserActions />
            </Suspense>
          </div>
        ) : (
          !onSignInPage && (
            <Link to={paths.login} className="wc-link-button wc-header-link">
              {headerTexts.login}
            </Link>
          )
        )}
      </div>
      {contactOpen && (
        <Suspense fallback={null}>
          <ContactUsDialog onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
