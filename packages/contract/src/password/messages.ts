/**
 * Messages of part 2 for reset password, forgot username and change password, word for word. Texts
 * the spec leaves open are chosen in docs/decisions/018-account-texts.md.
 */
import { catalogueMessage, genericMessages } from '../shared/errors';
import { registrationMessages } from '../registration/messages';

/** Part 2 §5 reset request and confirm, §8 their catalogues, §2 their texts. */
export const resetPasswordMessages = {
  enterUsername: 'Error: Enter a Username',
  enterEmail: 'Error: Enter a valid Email Address',
  enterTempPassword: 'Error: Enter Temporary Password',
  thankYou: (email: string) => `An email containing your temporary password has been sent to ${email}.`,
  linkExpiredBefore: 'Your password reset link has expired. Please ',
  linkExpiredLink: 'click here',
  linkExpiredAfter: ' to restart reset password.',
  success: 'Your password has successfully been changed.',
  signInLink: 'click here to sign in',
} as const;

export const resetStartCodeMessages = {
  INVALID_USERNAME_OR_EMAIL:
    'Error: The Username and/or Email Address you submitted does not match our records. Please check the Username and/or Email Address and try again.',
  USER_ACCT_TERMINATED: 'Error: The account has been terminated. Please contact your account administrator.',
} as const;

export function resetStartMessage(code: string | null | undefined): string {
  return catalogueMessage(resetStartCodeMessages, code, genericMessages.genericOccured);
}

export const resetCompleteCodeMessages = {
  INVALID_PW: registrationMessages.passwordRequirements,
  INVALID_TOKEN: 'Error: Your Temporary Password does not match our records. Please check the Temporary Password and try again.',
  EXPIRED_TOKEN: 'Error: Your Temporary Password has expired, please reset your password again',
} as const;

export function resetCompleteMessage(code: string | null | undefined): string {
  return catalogueMessage(resetCompleteCodeMessages, code, genericMessages.generic);
}

/** Part 2 §2 and §8: forgot username. */
export const forgotUsernameMessages = {
  enterEmail: 'Error: Enter a valid Email Address',
  sent: (email: string) => `An email containing your username has been sent to ${email}.`,
  checkEmail: 'Please check your email and sign in with your username and password.',
} as const;

export const forgotUsernameCodeMessages = {
  INVALID_EMAIL: 'Error: Email Address does not exist.',
  USER_ACCT_NEW: 'Error: Please access the link in the Registration Email to finish setting up your account or contact your Account Administrator.',
} as const;

export function forgotUsernameMessage(code: string | null | undefined): string {
  return catalogueMessage(forgotUsernameCodeMessages, code, genericMessages.generic);
}

/** Part 2 §5 and §8: change password. */
export const changePasswordMessages = {
  enterCurrent: 'Error: Enter Current Password',
  enterNew: registrationMessages.enterNewPassword,
  enterConfirm: 'Error: Enter Confirm Password',
  passwordsDoNotMatch: registrationMessages.passwordsDoNotMatch,
  /** Part 2 §5's other failure message, used where the spec's change-password catalogue has none. */
  requirements: 'New Password does not meet requirements. Please try again.',
  success: 'Your password has been changed successfully.',
} as const;

export const changePasswordCodeMessages = {
  incorrect_password: 'Error: Current Password is incorrect',
  INVALID_PW: changePasswordMessages.requirements,
  failed: 'Error: The password change was not successful.',
} as const;

/** 'failed or any other error' gives the not-successful message. */
export function changePasswordMessage(code: string | null | undefined): string {
  return catalogueMessage(changePasswordCodeMessages, code, changePasswordCodeMessages.failed);
}
