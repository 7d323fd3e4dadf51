import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigContext, type AppConfig } from '../lib/config';
import { sessionStore } from '../lib/session';
import { createQueryClient } from './query-client';

interface Props {
  config: AppConfig;
  queryClient?: QueryClient;
  children: ReactNode;
}

/**
 * Configuration and TanStack Query for the whole app. The look is app/base.css and components/ui
 * (docs/decisions/053): no theme provider.
 */
export function AppProviders({ config, queryClient, children }: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Part 1 §4.4: whatever ends the session (Sign Out, idle timeout, a 401) also drops cached data.
  useEffect(
    () =>
      sessionStore.subscribe(() => {
        if (!sessionStore.get().session) client.clear();
      }),
    [client],
  );
  return (
    <ConfigContext.Provider value={config}>
      <QueryClientProvider client={client}>
        {children}
      </QueryClientProvider>
    </ConfigContext.Provider>
  );
}
