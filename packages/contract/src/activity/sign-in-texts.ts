/** The own profile's recent sign-ins (issue 47 §1), apart from the Activity's words: the profile's chunk carries these only. */
export const ownSignInTexts = {
  title: 'Recent sign-ins',
  intro: (days: number) => `Your sign-ins and refused attempts of the last ${days} days, with where they came from.`,
  none: 'No sign-in in that time.',
  signedIn: 'Signed in',
  failed: 'Refused',
  columns: { at: 'Time', result: 'Result', ip: 'Address', browser: 'Browser' },
  notMe: "THIS WASN'T ME",
  notMeHint: 'Ends every other session of your account and forgets your remembered browsers, then asks for a new password.',
  notMeConfirmTitle: 'Secure your account',
  notMeConfirm: 'Sign out every other session and forget your remembered browsers? You will then choose a new password.',
  notMeGo: 'SIGN OUT THE OTHERS',
  cancel: 'CANCEL',
  changePassword: 'CHOOSE A NEW PASSWORD',
  notMeDone: (sessions: number) => `${sessions === 0 ? 'No other session was open' : `${sessions} other session${sessions === 1 ? ' was' : 's were'} signed out`}. Choose a new password now.`,
} as const;
