/**
 * Labels of the reset-password, forgot-username and change-password screens and of the password rules
 * block, chosen once here (docs/decisions/018-account-texts.md); the messages are in messages.ts.
 */
import { PASSWORD_MAX, PASSWORD_MIN } from '../password-rules';

export const resetPasswordTexts = {
  title: 'Reset Password',
  intro: 'Enter your username and the e-mail address of your account. We will e-mail you a temporary password and a link to choose a new one.',
  userName: 'Username',
  email: 'Email Address',
  submit: 'SUBMIT',
  cancel: 'CANCEL',
  done: 'DONE',
  confirmIntro: 'Enter the temporary password from your e-mail, then choose your new password.',
  tempPassword: 'Temporary Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  show: (label: string) => `Show ${label}`,
  hide: (label: string) => `Hide ${label}`,
  save: 'SAVE',
  successBefore: 'You can now ',
} as const;

export const forgotUsernameTexts = {
  title: 'Forgot Username',
  intro: 'Enter the e-mail address of your account and we will e-mail you your username.',
  email: 'Email Address',
  submit: 'SUBMIT',
  cancel: 'CANCEL',
  signIn: 'Sign in',
} as const;

export const passwordRulesTexts = {
  heading: 'Password Requirements',
  length: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
  met: 'met',
  notMet: 'not met',
} as const;

export const changePasswordTexts = {
  title: 'Change Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  save: 'SAVE',
  backToProfile: 'Back to User Profile',
  mirrorReadOnly: 'Passwords cannot be changed while mirroring.',
} as const;
