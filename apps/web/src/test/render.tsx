import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { MirrorInfo } from '@wcpp/contract';
import { AppRoutes } from '../app/App';
import { AppProviders } from '../app/providers';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../app/query/query-client';
import { defaultConfig, setConfig, type AppConfig } from '../lib/config';
import { sessionStore } from '../lib/session';

export function signInAs(userName: string, mirror: MirrorInfo | null = null) {
  sessionStore.signIn({ token: `token-${userName}`, username: userName, mirror });
}

/** Shows the current path so tests can assert where a redirect went. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function providers(config: AppConfig, children: ReactNode) {
  setConfig(config);
  return (
    <AppProviders config={config}>
      <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
    </AppProviders>
  );
}

/** The whole app (routes, shell, guards) at `path` (with navigation state, as a screen reached from another). */
export function renderApp(path: string | { pathname: string; state: unknown }, config: AppConfig = defaultConfig) {
  return render(
    providers(
      config,
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>,
    ),
  );
}

/** One component inside the providers and a router. */
/** `route`: the pattern the screen is mounted at, for a screen that reads its path's params. */
/** `path` may carry the history entry's state, as a screen reached from another or by Back. */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/wcpp/home', config = defaultConfig, route = '*' }: { path?: string | { pathname: string; search?: string; state: unknown }; config?: AppConfig; route?: string } = {},
) {
  return render(
    providers(
      config,
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>,
    ),
  );
}

/** A field's label as Testing Library reads it: the text, then the " *" of a required field if any. */
export const fieldLabel = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s\\u2009*]*$`);
