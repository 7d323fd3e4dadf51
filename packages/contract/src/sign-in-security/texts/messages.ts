import { passkeyRule } from '../rules';

/** The server's codes of sign-in security and their messages. */
export const signInSecurityMessages = {
  SECOND_STEP_EXPIRED: 'Error: Your sign-in has expired. Please sign in again.',
  INVALID_SECOND_FACTOR: 'Error: That code is not right. Please try again.',
  NO_ENROLMENT: 'Error: Set up your authenticator app first.',
  ENROLMENT_NOT_ALLOWED: 'Error: Your account already has a second factor. Sign in with it.',
  FACTOR_REQUIRED: 'Your account must keep a second factor: set up another before you remove this one.',
  STEP_UP_REQUIRED: 'Please confirm it is you to go on.',
  PASSKEY_FAILED: 'Error: That passkey could not confirm it is you. Please try again.',
  PASSKEY_UNKNOWN: 'Error: This passkey is not one of the portal. Sign in with your user name and password.',
  PASSKEY_EXPIRED: 'Error: The passkey took too long. Please try again.',
  PASSKEY_EXISTS: 'Error: This passkey is already set up for your account.',
  PASSKEY_LIMIT: `Error: Your account has ${passkeyRule.maxPerUser} passkeys. Remove one before you add another.`,
  NO_PASSKEY: 'Error: Your account has no passkey.',
  NOT_FOUND: 'That item no longer exists.',
} as const;
export type SignInSecurityCode = keyof typeof signInSecurityMessages;
