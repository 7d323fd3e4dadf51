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
  save: 'SAVE',
  saved: (required: boolean) => (required ? 'Saved: every user of the group must use a second factor.' : 'Saved: a second factor is optional for the group.'),
  resetDone: (name: string) => `The sign-in security of ${name} was reset.`,
} as const;
