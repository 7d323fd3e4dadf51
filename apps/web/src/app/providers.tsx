import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigContext, type AppConfig } from '../lib/config';
import { sessionStore } from '../lib/session';
import { tabs } from '../lib/tabs';
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
  // Another tab signed in as someone else, or started or stopped mirroring: this tab's answers belonged
  // to the identity before (docs/decisions/054).
  useEffect(
    () =>
      tabs.subscribe((message) => {
        if (message.kind === 'signedIn') client.clear();
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
