import { BrowserRouter, useRoutes } from 'react-router';
import type { AppConfig } from '../lib/config';
import { AppProviders } from './providers';
import { routes } from './router';

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Declarative routing (BrowserRouter + useRoutes): the portal loads data with TanStack Query, not
 * route loaders, and leaving the data router out saves the sign-in page ~10 KB (docs/decisions/013).
 */
export function App({ config }: { config: AppConfig }) {
  return (
    <AppProviders config={config}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
