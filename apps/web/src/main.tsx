import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/lazy-screen';
import { loadQueryArea } from './app/query/load';
import { routes } from './app/router';
import { preloadSignedInShell } from './app/shell/signed-in-parts';
import './app/base.css';
import { applyBrandColors } from './app/brand-vars';
import { authCalls, urlOf } from '@wcpp/contract';
import { loadConfig } from './lib/config';
import { paths } from './lib/paths';
import { sessionStore } from './lib/session';
import { tabs } from './lib/tabs';

applyBrandColors();
tabs.connect();
// Every page past sign-in and sign-out uses TanStack Query: fetched beside the configuration, not after it.
const signInArea = ([paths.login, paths.authenticate, paths.logout] as string[]).includes(window.location.pathname);
// So do the screen of this address and its guard; the first render waits for them, so it draws the
// screen whole instead of a placeholder and a second pass (issue 26 §6).
const parts = Promise.allSettled([
  signInArea ? null : loadQueryArea(),
  preloadRoute(routes, window.location.pathname),
  signInArea || !sessionStore.maySignIn() ? null : preloadSignedInShell(),
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
