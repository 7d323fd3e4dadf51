import type { Endpoint } from './endpoint';
import * as tinCalls from './tins/endpoints';
import * as userCalls from './users/endpoints';
import * as userAdminCalls from './user-admin/endpoints';
import * as passwordCalls from './password/endpoints';
import * as registrationCalls from './registration/endpoints';
import * as authCalls from './auth/endpoints';
import * as signInSecurityCalls from './sign-in-security/endpoints';
import * as notificationCalls from './notifications/endpoints';
import * as providerCalls from './providers/endpoints';
import * as clientListCalls from './client-list/endpoints';
import * as claimSearchCalls from './claim-search/endpoints';
import * as claimCalls from './claims/endpoints';
import * as paymentCalls from './payments/endpoints';
import * as alertCalls from './alerts/endpoints';
import * as exportCalls from './exports/endpoints';
import * as savedSearchCalls from './saved-searches/endpoints';
import * as appPropertyCalls from './app-properties/endpoints';
import * as billSearchCalls from './bill-search/endpoints';
import * as feeScheduleCalls from './fee-schedule/endpoints';
import * as activityCalls from './activity/endpoints';
import * as attachmentCalls from './attachments/endpoints';

/**
 * Every described call of the API, gathered from the areas' `endpoints.ts` (decision 051). The server
 * registers a route for each and refuses to start when one has none; the web imports an area's own
 * descriptions, never this list.
 */
export const allEndpoints: readonly Endpoint[] = /* @__PURE__ */ [
  tinCalls,
  userCalls,
  userAdminCalls,
  passwordCalls,
  registrationCalls,
  authCalls,
  signInSecurityCalls,
  notificationCalls,
  providerCalls,
  clientListCalls,
  claimSearchCalls,
  claimCalls,
  paymentCalls,
  alertCalls,
  exportCalls,
  savedSearchCalls,
  appPropertyCalls,
  billSearchCalls,
  feeScheduleCalls,
  activityCalls,
  attachmentCalls,
].flatMap((area) => Object.values(area));
