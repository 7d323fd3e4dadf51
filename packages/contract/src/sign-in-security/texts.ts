/** Texts of sign-in security (issue 46): the second step, enrolment, the profile section and step-up. */

export const secondStepTexts = {
  title: 'Confirm it is you',
  intro: 'Enter the 6-digit code from your authenticator app.',
  code: 'Code from your authenticator app',
  recoveryCode: 'Recovery code',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use your authenticator app instead',
  recoveryIntro: 'Enter one of the recovery codes you saved when you set up sign-in security. Each works once.',
  remember: 'Remember this browser for 30 days',
  rememberHint: 'Only on a browser that you alone use.',
  verify: 'VERIFY',
  cancel: 'CANCEL',
  enrolTitle: 'Set up sign-in security',
  enrolRequired: 'Your account must use a second factor. Set up an authenticator app to finish signing in.',
  enrolScan: 'Scan this code with your authenticator app (for example Microsoft Authenticator or Google Authenticator), or type the key.',
  enrolKey: 'Key',
  enrolConfirm: 'Then enter the 6-digit code the app shows.',
  qrLabel: 'QR code of your authenticator app key',
} as const;

export const recoveryCodeTexts = {
  title: 'Your recovery codes',
  intro: 'Keep these codes somewhere safe. Each one signs you in once if you lose your authenticator app. They are shown only now.',
  download: 'DOWNLOAD',
  copy: 'COPY',
  copied: 'Copied.',
  saved: 'I HAVE SAVED THEM',
  fileName: 'provider-portal-recovery-codes.txt',
} as const;

export const securityTexts = {
  title: 'Sign-in security',
  intro: 'A second factor keeps your account safe even when your password is known to someone else.',
  required: 'Your account must use a second factor.',
  appTitle: 'Authenticator app',
  appNone: 'Not set up.',
  appSince: (date: string) => `Set up on ${date}.`,
  appLastUsed: (date: string) => `Last used on ${date}.`,
  appSetUp: 'SET UP AN AUTHENTICATOR APP',
  appReplace: 'REPLACE',
  appRemove: 'REMOVE',
  appRemoveConfirm: 'Remove the authenticator app? You will then sign in with your password alone.',
  recoveryTitle: 'Recovery codes',
  recoveryLeft: (n: number) => (n === 1 ? '1 code left.' : `${n} codes left.`),
  recoveryNone: 'None yet. They come with your first second factor.',
  recoveryNew: 'MAKE NEW CODES',
  recoveryNewConfirm: 'Make ten new recovery codes? The codes you have now stop working.',
  browsersTitle: 'Remembered browsers',
  browsersNone: 'No browser is remembered.',
  browserForget: 'FORGET',
  browserThis: 'This browser',
  browserSeen: (created: string, lastUsed: string) => `Remembered on ${created}, last used on ${lastUsed}.`,
  done: 'Done.',
} as const;

/** Manage Users: the group's rule (issue 46 §2). */
export const groupFactorTexts = {
  title: 'Sign-in security for the group',
  label: 'Every user of the group must use a second factor',
  hint: 'Users who have none set up an authenticator app at their next sign-in.',
  saved: (required: boolean) => (required ? 'Saved: every user of the group must use a second factor.' : 'Saved: a second factor is optional for the group.'),
  resetDone: (name: string) => `The sign-in security of ${name} was reset.`,
} as const;

export const stepUpTexts = {
  title: 'Confirm it is you',
  intro: 'This change asks for your second factor again.',
  introPassword: 'This change asks for your password again.',
  password: 'Password',
  confirm: 'CONFIRM',
  cancel: 'CANCEL',
} as const;

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
