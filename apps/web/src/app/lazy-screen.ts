import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Loader = () => Promise<unknown>;

/** React.lazy that can also be started before it renders (preloadRoute). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const preload: Loader = load;
  return Object.assign(lazy(load), { preload });
}

const preloadOf = (element: unknown): Loader | null => {
  const type = (element as ReactElement | null)?.type as { preload?: Loader } | undefined;
  return typeof type?.preload === 'function' ? type.preload : null;
};

/**
 * Starts loading the lazy parts the routes would render at `pathname` (its screen, its guard), so they
 * download beside the configuration instead of after the first render: one round trip less before a
 * screen shows on a slow network (Lighthouse mobile, issue 26 §6). The module cache makes the later
 * render take the same download.
 */
export function preloadRoute(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) void preloadOf(match.route.element)?.();
}
