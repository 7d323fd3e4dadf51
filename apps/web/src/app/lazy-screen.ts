import { createElement, lazy, useState, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Loader = () => Promise<unknown>;

/**
 * React.lazy that can be started before it renders (preloadRoute), and that renders at once when its
 * module has already come: React.lazy suspends on its first render even then, and each suspended part
 * costs the page another render pass before it shows (issue 26 §6). The choice is made once per mount:
 * a part first shown through React.lazy stays so, so it is never remounted and keeps its state.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: T | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // a failed download is tried again on the next use
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Screen(props: ComponentProps<T>) {
    const [{ Part }] = useState(() => ({ Part: (loaded ?? Lazy) as ComponentType<ComponentProps<T>> }));
    return createElement(Part, props);
  }
  return Object.assign(Screen, { preload });
}

const preloadOf = (element: unknown): Loader | null => {
  const type = (element as ReactElement | null)?.type as { preload?: Loader } | undefined;
  return typeof type?.preload === 'function' ? type.preload : null;
};

/**
 * Starts loading the lazy parts the routes would render at `pathname` (its screen, its guard), so they
 * download beside the configuration instead of after the first render: one round trip less before a
 * screen shows on a slow network (Lighthouse mobile, issue 26 §6). Resolves when all have come or
 * failed (a failed one is asked again when it renders, and shows its error there).
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.allSettled((matchRoutes(routes, pathname) ?? []).map((match) => preloadOf(match.route.element)?.()));
}
