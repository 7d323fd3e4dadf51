import { BASE } from '@wcpp/contract';

/** The app's own fixed destinations; every other path comes from the contract's route table. */
export const paths = {
  login: `${BASE}/login`,
  /** The single sign-on return (part 1 §4.2): the sign-in page under a second address. */
  authenticate: `${BASE}/authenticate`,
  home: `${BASE}/home`,
  logout: `${BASE}/logout`,
  pageNotFound: `${BASE}/PageNotFound`,
  userProfile: `${BASE}/UserProfile`,
  registration: `${BASE}/registration`,
  registrationComplete: `${BASE}/registrationComplete`,
  changePassword: `${BASE}/ChangePassword`,
  forgotUsername: `${BASE}/forgotusernm`,
  resetPassword: `${BASE}/resetPassword`,
} as const;

export const to = (path: string): string => `${BASE}/${path}`;

/** The claim page of a claim number (issue 27), the number encoded as one path segment. */
export const claimPath = (claimNumber: string): string => `${BASE}/claims/${encodeURIComponent(claimNumber)}`;
/** Payments (issue 28): the search, and one payment's page. */
export const paymentsPath = `${BASE}/payments`;
export const paymentPath = (paymentId: number): string => `${BASE}/payments/${paymentId}`;
