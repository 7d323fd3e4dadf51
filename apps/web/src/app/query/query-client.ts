import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/http';

/** Refusals (4xx) are answers, not glitches: only network and server failures are retried once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
