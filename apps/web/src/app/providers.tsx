import type { ReactNode } from 'react';
import { ConfigContext, type AppConfig } from '../lib/config';

interface Props {
  config: AppConfig;
  children: ReactNode;
}

/**
 * Configuration for the whole app. TanStack Query is given by the routes past the sign-in page
 * (app/query/QueryArea.tsx, docs/decisions/058). The look is app/base.css and components/ui
 * (docs/decisions/053): no theme provider.
 */
export function AppProviders({ config, children }: Props) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}
