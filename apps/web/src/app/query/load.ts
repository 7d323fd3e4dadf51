import { lazyScreen } from '../lazy-screen';

let loading: Promise<typeof import('./QueryArea')> | null = null;

/**
 * Loads TanStack Query and the portal's cache (docs/decisions/058): at start on any page but the
 * sign-in page, and on the sign-in page once the credentials are accepted, while the user's details load.
 */
export function loadQueryArea() {
  loading ??= import('./QueryArea').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export const LazyQueryArea = lazyScreen(loadQueryArea);
