import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/lazy-screen';
import { loadQueryArea } from './app/query/load';
import { routes, signedOutPagePaths, signInPagePaths } from './app/router';
import { preloadSignedInShell } from './app/shell/signed-in-parts';
import './app/base.css';
import { applyBrandColors } from './app/brand-vars';
import { authCalls, urlOf } from '@wcpp/contract';
import { loadConfig } from './lib/config';
import { sessionStore } from './lib/session';
import { tabs } from './lib/tabs';

applyBrandColors();
tabs.connect();
// Every signed-in page uses TanStack Query: fetched beside the configuration, not after it. The sign-in
// and sign-out pages never load it at start; nor do the signed-out pages of registration and password
// reset, unless a session is there to show the portal's shell around them (docs/decisions/084).
const path = window.location.pathname;
const signInPage = signInPagePaths.includes(path);
const queryAtStart = !signInPage && !(signedOutPagePaths.includes(path) && !sessionStore.maySignIn());
// So do the screen of this address and its guard; the first render waits for them, so it draws the
// screen whole instead of a placeholder and a second pass (issue 26 §6).
const parts = Promise.allSettled([
  queryAtStart ? loadQueryArea() : null,
  preloadRoute(routes, window.location.pathname),
  signInPage || !sessionStore.maySignIn() ? null : preloadSignedInShell(),
]);
// On the sign-in page, TanStack Query starts loading once the credentials are accepted, while the user's
// details load (docs/decisions/058): the app follows the session, so the sign-in feature need not know.
sessionStore.subscribe(() => {
  if (sessionStore.get().session) void loadQueryArea();
});
// Part 1 §4.6: configuration first; loadConfig never rejects, so the app always renders. A new tab of a
// signed-in browser takes that session before its first render (docs/decisions/054); that never rejects either.
void loadConfig().then(async (config) => {
  await Promise.all([sessionStore.adoptBrowserSession(config.API_URL, urlOf(authCalls.session)), parts]);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  );
});
