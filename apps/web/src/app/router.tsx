import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { BASE, publicPageTitles, publicPaths, signedInRoutes, type GuardName } from '@wcpp/contract';
import { PlaceholderPage } from '../components/PlaceholderPage';
import { paths } from '../lib/paths';
import { RequireGuard, RequireSignedIn } from './guards';
import { Layout } from './shell/Layout';

// Each screen is its own chunk (ARCHITECTURE.md: the sign-in page stays under its size budget).
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const LogoutPage = lazy(() => import('../features/auth/LogoutPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));
const PageNotFoundPage = lazy(() => import('../features/not-found/PageNotFoundPage'));

/** Screens of this issue; every other signed-in route is a placeholder until its issue lands. */
const built = new Set(['logout', 'home', 'PageNotFound', 'News']);
const signInPaths = new Set<string>(['login', 'authenticate']);

// The spec lists exact spellings (and both spellings where it gives two): match them exactly.
const route = (path: string, element: React.ReactNode): RouteObject => ({ path, element, caseSensitive: true });

function placeholderRoutes(guard: GuardName): RouteObject[] {
  return signedInRoutes
    .filter((r) => r.guard === guard && !built.has(r.path))
    .flatMap((r) => [r.path, ...(r.aliases ?? [])].map((path) => route(path, <PlaceholderPage title={r.title} />)));
}

const guardedNames: GuardName[] = ['groupManager', 'officeStaffOrAdmin', 'admin', 'systemAdmin'];
const newsTitle = signedInRoutes.find((r) => r.path === 'News')!.title;

export const routes: RouteObject[] = [
  {
    path: BASE,
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to={paths.home} replace /> },
      route('login', <LoginPage />),
      route('authenticate', <LoginPage />),
      ...publicPaths.filter((p) => !signInPaths.has(p)).map((p) => route(p, <PlaceholderPage title={publicPageTitles[p] ?? p} />)),
      route('logout', <LogoutPage />),
      {
        // /wcpp/home is listed as public too; without a session it goes to sign-in (docs/decisions/010).
        element: <RequireSignedIn />,
        children: [
          route('home', <HomePage />),
          route('PageNotFound', <PageNotFoundPage />),
          route('News', <PlaceholderPage title={newsTitle} headingOnly />),
          ...placeholderRoutes('signedIn'),
          ...guardedNames.map((guard) => ({ element: <RequireGuard guard={guard} />, children: placeholderRoutes(guard) })),
          { path: '*', element: <Navigate to={paths.pageNotFound} replace /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.login} replace /> },
];
