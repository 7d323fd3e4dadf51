export const stepUpTexts = {
  title: 'Confirm it is you',
  intro: 'This change asks for your second factor again.',
  introPassword: 'This change asks for your password again.',
  password: 'Password',
  confirm: 'CONFIRM',
  cancel: 'CANCEL',
} as const;
