/** Texts of the sign-in, sign-out and session screens (part 1 §2, §5; docs/decisions/012, 027). */

export const loginTexts = {
  heading: 'Sign In',
  ssoIntro: 'Sign in with your company account:',
  signIn: 'SIGN IN',
  or: 'or sign in with your portal username and password',
  username: 'Username',
  password: 'Password',
  login: 'LOGIN',
  forgotUsername: 'Forgot Username',
  resetPassword: 'Reset Password',
  registerHere: 'Register Here',
  newUser: 'New user?',
  frameTitle: 'Provider Portal announcements',
} as const;

/** "Sign in with a passkey" on the sign-in page (issue 46 §1): no user name typed. */
export const passkeySignInTexts = {
  button: 'SIGN IN WITH A PASSKEY',
  cancelled: 'The passkey was not used. Try again, or sign in with your username and password.',
} as const;

export const logoutTexts = {
  title: 'You are logged out',
  thanks: 'Thank You for Using Our Application.',
} as const;

export const logoutExtraTexts = { signInAgain: 'Sign in again' } as const;

/**
 * Texts of the server-session work in the browser that the spec does not word: the warning before the
 * idle sign-out (WCAG 2.2.1) and the login notice after a session the server ended.
 * Chosen once here (docs/decisions/027-idle-warning-and-return.md).
 */
export const sessionTexts = {
  warningTitle: 'Your session is about to end',
  /** Followed by the live countdown (m:ss). */
  warningBody: 'You have not used the portal for a while. For your security, you will be signed out in',
  staySignedIn: 'Stay signed in',
  /** The login notice after a 401: the session ended on the server (sign-out elsewhere, password change, Revert, expiry). */
  ended: 'Your session has ended. Please sign in again.',
} as const;

/** The countdown as m:ss (1:05), rounded up so it reads 0:00 only at the sign-out itself. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
