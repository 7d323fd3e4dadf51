/** Sign-in messages of the specification, word for word (part 1 §5, §8, §9). */

/** Part 1 §8: sign-in server codes and the messages they produce. */
export const signInMessages = {
  USER_ACCT_DEACTIVATED:
    'Error: The account has been deactivated. Please use the Reset Password link below to reset your Password.',
  USER_ACCT_INACTIVE:
    'Error: Please access the link in the Temporary Password Email or use the Reset Password link below to reset your Password.',
  USER_ACCT_TERMINATED: 'Error: The account has been Terminated. Please contact your Account Administrator.',
  INVALID_CREDENTIALS: 'Error: The Username or Password is incorrect.',
  USER_ACCT_UNKNOWN_STATUS: 'Error: The Username or Password is incorrect.',
  INACTIVE_CREDENTIALS: 'Error: This account is not active. Access denied.',
  MISSING_EMPLOYEE_ID: 'Error: Your account is not associated with an Employee ID. Contact System Administrator.',
  OTHER: 'Error: Unable to login. Please contact your Account Administrator',
} as const;

export type SignInCode = Exclude<keyof typeof signInMessages, 'OTHER'> | `USER_ACCT_LOCKED:${number}` | 'USER_ACCT_LOCKED';

/** Default lock duration shown when the server gives none (part 1 §9). */
export const DEFAULT_LOCK_MINUTES = 30;
/** The longest lock the server can set (LOCK_MINUTES at most a day). */
export const MAX_LOCK_MINUTES = 24 * 60;

export function lockedMessage(minutes: number = DEFAULT_LOCK_MINUTES): string {
  return `Error: Your account has been temporarily locked for ${minutes} minutes. Please use the Reset Password link below or contact your Account Administrator to reset your password.`;
}

/** Maps a sign-in failure code (the `fail` parameter or a server code) to its message. */
export function signInMessage(code: string | null | undefined): string {
  const value = (code ?? '').trim();
  if (value.startsWith('USER_ACCT_LOCKED')) {
    // The `fail` parameter is in a link anyone can write: a lock longer than the server's longest (a day) is not believed.
    const minutes = /^\d{1,4}$/.test(value.split(':')[1] ?? '') ? Number(value.split(':')[1]) : NaN;
    return lockedMessage(minutes > 0 && minutes <= MAX_LOCK_MINUTES ? minutes : DEFAULT_LOCK_MINUTES);
  }
  // Own codes only: `__proto__` and the other names every object inherits are not messages.
  if (Object.hasOwn(signInMessages, value) && value !== 'OTHER') {
    return signInMessages[value as keyof typeof signInMessages];
  }
  return signInMessages.OTHER;
}

export const loginMessages = {
  enterUsername: 'Error: Enter Username',
  enterPassword: 'Error: Enter Password',
  summary: 'An error has occurred. Please address all fields marked with “Error”.',
  /** The notice after an idle sign-out; part 1 §9 says it names 30 minutes. */
  timedOut: 'For your security, you have been signed out after 30 minutes of inactivity. Please sign in again.',
} as const;

/** Mirror (part 1 §4): the server's refusals of a mirror it cannot start or stop. */
export const mirrorMessages = {
  notMirrorable: 'Only active Provider Admin and Provider User accounts can be mirrored.',
  notMirroring: 'No user is being mirrored.',
  /** A mirror start from a session another start or a sign-out already ended (decision 078). */
  sessionEnded: 'This session has already ended: a mirror was started from it or it signed out. Use the newest window, or sign in again.',
} as const;
