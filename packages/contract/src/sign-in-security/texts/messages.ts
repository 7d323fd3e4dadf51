/** The server's codes of sign-in security and their messages. */
export const signInSecurityMessages = {
  SECOND_STEP_EXPIRED: 'Error: Your sign-in has expired. Please sign in again.',
  INVALID_SECOND_FACTOR: 'Error: That code is not right. Please try again.',
  NO_ENROLMENT: 'Error: Set up your authenticator app first.',
  ENROLMENT_NOT_ALLOWED: 'Error: Your account already has a second factor. Sign in with it.',
  FACTOR_REQUIRED: 'Your account must keep a second factor: set up another before you remove this one.',
  STEP_UP_REQUIRED: 'Please confirm it is you to go on.',
  NOT_FOUND: 'That item no longer exists.',
} as const;
export type SignInSecurityCode = keyof typeof signInSecurityMessages;
