import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { BASE, publicPageTitles, publicPaths, signedInRoutes, type GuardName } from '@wcpp/contract';
import { PlaceholderPage } from '../components/PlaceholderPage';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { RequireGuard, RequireSignedIn } from './guards';
import { lazyScreen } from './lazy-screen';
import { PageLoading } from '../components/PageLoading';
import { LazyQueryArea } from './query/load';
import { Layout } from './shell/Layout';

// Each screen is its own chunk (ARCHITECTURE.md: the sign-in page stays under its size budget).
const LoginPage = lazyScreen(() => import('../features/auth/LoginPage'));
const LogoutPage = lazyScreen(() => import('../features/auth/LogoutPage'));
const HomePage = lazyScreen(() => import('../features/home/HomePage'));
const PageNotFoundPage = lazyScreen(() => import('../features/not-found/PageNotFoundPage'));
const BillSearchPage = lazyScreen(() => import('../features/bill-search/BillSearchPage'));
const ClaimSearchPage = lazyScreen(() => import('../features/claim-search/ClaimSearchPage'));
const ClaimPage = lazyScreen(() => import('../features/claims/ClaimPage'));
const PaymentsPage = lazyScreen(() => import('../features/payments/PaymentsPage'));
const PaymentPage = lazyScreen(() => import('../features/payments/PaymentPage'));
const UserProfilePage = lazyScreen(() => import('../features/profile/UserProfilePage'));
const ChangePasswordPage = lazyScreen(() => import('../features/password/ChangePasswordPage'));
const RegistrationPage = lazyScreen(() => import('../features/registration/RegistrationPage'));
const ConfirmRegistrationPage = lazyScreen(() => import('../features/registration/ConfirmRegistrationPage'));
const RegistrationCompletePage = lazyScreen(() => import('../features/registration/RegistrationCompletePage'));
const ResetPasswordPage = lazyScreen(() => import('../features/password/ResetPasswordPage'));
const ConfirmPasswordResetPage = lazyScreen(() => import('../features/password/ConfirmPasswordResetPage'));
const ForgotUsernamePage = lazyScreen(() => import('../features/password/ForgotUsernamePage'));
const ConfirmEmailChangePage = lazyScreen(() => import('../features/profile/ConfirmEmailChangePage'));
const AddUserPage = lazyScreen(() => import('../features/user-admin/AddUserPage'));
const AddUserTinsPage = lazyScreen(() => import('../features/user-admin/AddUserTinsPage'));
const ManageUsersPage = lazyScreen(() => import('../features/user-admin/ManageUsersPage'));
const UserSearchPage = lazyScreen(() => import('../features/user-admin/UserSearchPage'));
const EditProfilePage = lazyScreen(() => import('../features/user-admin/EditProfilePage'));
const ManageTinsForUserPage = lazyScreen(() => import('../features/user-admin/ManageTinsForUserPage'));
const ViewTinsPage = lazyScreen(() => import('../features/user-admin/ViewTinsPage'));
const ManageTinsPage = lazyScreen(() => import('../features/tins/ManageTinsPage'));
const ClientListPage = lazyScreen(() => import('../features/client-list/ClientListPage'));
const DemographicSearchPage = lazyScreen(() => import('../features/providers/DemographicSearchPage'));
const ProviderResourcesPage = lazyScreen(() => import('../features/resources/ProviderResourcesPage'));
const FeeSchedulePage = lazyScreen(() => import('../features/fee-schedule/FeeSchedulePage'));
const NotificationsPage = lazyScreen(() => import('../features/notifications/NotificationsPage'));
const ManageRecipientsPage = lazyScreen(() => import('../features/notifications/ManageRecipientsPage'));
const ActivityPage = lazyScreen(() => import('../features/activity/ActivityPage'));

/** Built screens by route path (the spec's spellings); the rest are placeholders until their issue lands. */
const screens: Record<string, React.ReactNode> = {
  ClaimSearch: <ClaimSearchPage />,
  UserProfile: <UserProfilePage />,
  ChangePassword: <ChangePasswordPage />,
  ManageUserAddUser: <AddUserPage />,
  AddUser: <AddUserPage />,
  AddUserManageTin: <AddUserTinsPage />,
  ManageUsers: <ManageUsersPage />,
  UserSearch: <UserSearchPage />,
  EditProfile: <EditProfilePage />,
  ManageTinsForUser: <ManageTinsForUserPage />,
  ViewTinsForUser: <ViewTinsPage />,
  ManageTins: <ManageTinsPage />,
  ClientList: <ClientListPage />,
  'Demographics/DemographicSearch': <DemographicSearchPage />,
  ProviderResources: <ProviderResourcesPage />,
  FeeSchedule: <FeeSchedulePage />,
  Notifications: <NotificationsPage />,
  ManageRecipients: <ManageRecipientsPage />,
  // Beyond the spec (issue 47): the activity record, scoped by the server to the group or the network.
  activity: <ActivityPage />,
};

/** Built public screens; /wcpp/forgotpassword is the reset-password screen by another name (docs/decisions/023). */
const publicScreens: Record<string, React.ReactNode> = {
  registration: <RegistrationPage />,
  confirmRegistration: <ConfirmRegistrationPage />,
  registrationComplete: <RegistrationCompletePage />,
  resetPassword: <ResetPasswordPage />,
  forgotpassword: <Navigate to={paths.resetPassword} replace />,
  confirmPasswordReset: <ConfirmPasswordResetPage />,
  forgotusernm: <ForgotUsernamePage />,
  confirmEmailChange: <ConfirmEmailChangePage />,
};

/** Screens with routes of their own below; the others come from signedInRoutes. */
const built = new Set(['logout', 'home', 'billSearch', 'payments', 'PageNotFound', 'News']);
const signInPaths = new Set<string>(['login', 'authenticate']);
// The e-mail change's link refreshes the signed-in user's cached details: it keeps TanStack Query.
const queryPublicPaths = new Set<string>(['confirmEmailChange']);
const signedOutPublicPaths = publicPaths.filter((p) => !signInPaths.has(p) && !queryPublicPaths.has(p));
/** The addresses whose first render needs no TanStack Query (main.tsx): the sign-in and sign-out pages… */
export const signInPagePaths: string[] = [paths.login, paths.authenticate, paths.logout];
/** …and, signed out, the public pages of registration, password reset and user name. */
export const signedOutPagePaths: string[] = signedOutPublicPaths.map((p) => `${BASE}/${p}`);
const publicRoute = (p: string) => route(p, publicScreens[p] ?? <PlaceholderPage title={publicPageTitles[p] ?? p} />);

// The spec lists exact spellings (and both spellings where it gives two): match them exactly.
const route = (path: string, element: React.ReactNode): RouteObject => ({ path, element, caseSensitive: true });

function routesFor(guard: GuardName): RouteObject[] {
  return signedInRoutes
    .filter((r) => r.guard === guard && !built.has(r.path))
    .flatMap((r) => [r.path, ...(r.aliases ?? [])].map((path) => route(path, screens[r.path] ?? <PlaceholderPage title={r.title} />)));
}

const guardedNames: GuardName[] = ['groupManager', 'officeStaffOrAdmin', 'admin', 'activityViewer', 'systemAdmin'];
const newsTitle = signedInRoutes.find((r) => r.path === 'News')!.title;

/** Every page past the sign-in page, with TanStack Query around its shell and screen (docs/decisions/058). */
function PortalArea() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyQueryArea>
        <Layout />
      </LazyQueryArea>
    </Suspense>
  );
}

/**
 * The signed-out pages (registration, password reset, user name): signed out, the shell of the sign-in
 * page, with no TanStack Query to load (docs/decisions/084); signed in, the portal's shell and menu.
 */
function PublicArea() {
  return useSession() ? <PortalArea /> : <Layout signInArea />;
}

export const routes: RouteObject[] = [
  {
    path: BASE,
    children: [
      {
        // Sign-in and sign-out: no TanStack Query, so the sign-in page loads least (issue 26 §6).
        element: <Layout signInArea />,
        children: [
          { index: true, element: <Navigate to={paths.home} replace /> },
          route('login', <LoginPage />),
          route('authenticate', <LoginPage />),
          route('logout', <LogoutPage />),
        ],
      },
      {
        element: <PublicArea />,
        children: signedOutPublicPaths.map(publicRoute),
      },
      {
        element: <PortalArea />,
        children: [
          ...publicPaths.filter((p) => queryPublicPaths.has(p)).map(publicRoute),
          {
            // /wcpp/home is listed as public too; without a session it goes to sign-in (docs/decisions/010).
            element: <RequireSignedIn />,
            children: [
              route('home', <HomePage />),
              route('billSearch', <BillSearchPage />),
              // Beyond the spec (issue 27): a claim's whole bill history, scoped by the server to the user's TINs.
              route('claims/:claimNumber', <ClaimPage />),
              // Beyond the spec (issue 28): payments, scoped by the server to the user's TINs.
              route('payments', <PaymentsPage />),
              route('payments/:paymentId', <PaymentPage />),
              route('PageNotFound', <PageNotFoundPage />),
              route('News', <PlaceholderPage title={newsTitle} headingOnly />),
              ...routesFor('signedIn'),
              ...guardedNames.map((guard) => ({ element: <RequireGuard guard={guard} />, children: routesFor(guard) })),
              { path: '*', element: <Navigate to={paths.pageNotFound} replace /> },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.login} replace /> },
];
