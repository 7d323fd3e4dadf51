export const stepUpTexts = {
  title: 'Confirm it is you',
  intro: 'This change asks for your second factor again.',
  introPassword: 'This change asks for your password again.',
  password: 'Password',
  usePasskey: 'USE YOUR PASSKEY',
  useCode: 'Use a code instead',
  confirm: 'CONFIRM',
  cancel: 'CANCEL',
} as const;
