import { BASE } from '@wcpp/contract';

/** The app's own fixed destinations; every other path comes from the contract's route table. */
export const paths = {
  login: `${BASE}/login`,
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
