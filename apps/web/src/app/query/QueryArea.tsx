import { useContext, useEffect, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { sessionStore } from '../../lib/session';
import { tabs } from '../../lib/tabs';
import { takeHandedOverUsers } from '../../lib/user-keys';
import { createQueryClient } from './query-client';

/** The portal's one query cache, made when the first screen that uses it loads. */
const portalClient = createQueryClient();

/**
 * TanStack Query for every screen but the sign-in page (docs/decisions/058): this module, and the
 * library with it, load when the portal leaves the sign-in page. Takes the user details the sign-in
 * loaded (part 1 §4.2). A test's own client, given above it, is used instead of the portal's.
 */
export function QueryArea({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  const client = given ?? portalClient;
  for (const { queryKey, details } of takeHandedOverUsers()) client.setQueryData(queryKey, details);
  // Part 1 §4.4: whatever ends the session (Sign Out, idle timeout, a 401) also drops cached data; so
  // does another tab signing in as someone else, or starting or stopping a mirror (decision 054).
  useEffect(() => {
    const stopSession = sessionStore.subscribe(() => {
      if (!sessionStore.get().session) client.clear();
    });
    const stopTabs = tabs.subscribe((message) => {
      if (message.kind === 'signedIn') client.clear();
    });
    return () => {
      stopSession();
      stopTabs();
    };
  }, [client]);
  return given ? children : <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export default QueryArea;
