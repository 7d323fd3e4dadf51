import type { Endpoint } from '../endpoint';
import * as authCalls from '../auth/endpoints';
import * as passwordCalls from '../password/endpoints';
import * as tinCalls from '../tins/endpoints';
import * as userAdminCalls from '../user-admin/endpoints';
import * as signInSecurityCalls from './endpoints';

/**
 * The calls that ask the second factor again when the session's last proof is older than
 * stepUpRule.minutes (issue 46 §3): the server answers them 403 STEP_UP_REQUIRED, the web asks the
 * factor and sends the call again. A change of a user's e-mail (updateUser) asks it in its handler:
 * the same call also saves a name or a phone number, which do not.
 */
export const stepUpCalls: readonly Endpoint[] = [
  // Another group's TIN request, and the group's own TINs.
  tinCalls.approveTinClaim,
  tinCalls.denyTinClaim,
  tinCalls.addGroupFtin,
  tinCalls.validateAndSaveFtin,
  tinCalls.removeGroupFtin,
  // Users: add, convert, terminate.
  userAdminCalls.createUser,
  userAdminCalls.convertUserToAdmin,
  userAdminCalls.convertAdminToUser,
  userAdminCalls.terminate,
  userAdminCalls.terminateUser,
  // One's own password.
  passwordCalls.updatePassword,
  // Sign-in security itself.
  signInSecurityCalls.passkeyRegisterOptions,
  signInSecurityCalls.passkeyRemove,
  signInSecurityCalls.appEnrolStart,
  signInSecurityCalls.appRemove,
  signInSecurityCalls.recoveryCodesRenew,
  signInSecurityCalls.browserForget,
  signInSecurityCalls.saveGroupFactorRule,
  signInSecurityCalls.resetSecondFactors,
  // Acting as another person.
  authCalls.mirrorStart,
];
