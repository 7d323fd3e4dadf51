export const stepUpTexts = {
  title: 'Confirm it is you',
  intro: 'This change asks for your second factor again.',
  introPassword: 'This change asks for your password again.',
  password: 'Password',
  usePasskey: 'USE YOUR PASSKEY',
  useCode: 'Use a code instead',
  /** A cancelled ceremony of an account whose only factor is its passkey (with a code: secondStepTexts.passkeyCancelled). */
  passkeyCancelled: 'The passkey was not used. Try again.',
  confirm: 'CONFIRM',
  cancel: 'CANCEL',
} as const;
