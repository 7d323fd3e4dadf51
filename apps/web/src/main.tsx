import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/base.css';
import { applyBrandColors } from './app/brand-vars';
import { authCalls, urlOf } from '@wcpp/contract';
import { loadConfig } from './lib/config';
import { sessionStore } from './lib/session';
import { tabs } from './lib/tabs';

applyBrandColors();
tabs.connect();
// Part 1 §4.6: configuration first; loadConfig never rejects, so the app always renders. A new tab of a
// signed-in browser takes that session before its first render (docs/decisions/054); that never rejects either.
void loadConfig().then(async (config) => {
  await sessionStore.adoptBrowserSession(config.API_URL, urlOf(authCalls.session));
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  );
});
