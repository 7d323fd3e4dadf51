/**
 * Labels, headings and short texts of the account screens that part 2 describes without wording.
 * Chosen once here (docs/decisions/018-account-texts.md); the messages are in account-messages.ts.
 */
import { supportContact } from './messages';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules';

export const registrationTexts = {
  startTitle: 'Registration',
  startIntro:
    'Register your provider group for the Provider Portal. Enter your e-mail address: we will send you an authentication code and an activation link to complete your registration.',
  email: 'Email Address',
  terms: 'I have read and agree to the',
  termsLink: 'Terms of Use',
  submit: 'SUBMIT',
  cancel: 'CANCEL',
  done: 'DONE',
  thankYouTitle: 'Thank You',
  thankYou: (email: string) =>
    `Thank you for registering. Within one business day you will receive two e-mails at ${email}: one with your authentication code and one with your activation link.`,
  thankYouSupport: `If you do not receive them, call Provider Portal support at ${supportContact.phone}.`,
  confirmTitle: 'Provider Portal Registration',
  confirmIntro:
    "If you are joining an existing provider group, ask your group's Provider Portal Account Administrator to create your account first: you will then receive your own registration e-mails. To register a new group, complete the form below with the authentication code from your e-mail and one of your group's Tax ID Numbers with a Bill Control Number or a Provider ID Number.",
  internalIntro: 'Complete your Provider Portal account: enter the authentication code from your e-mail, then choose your username and password.',
  authenticationCode: 'Authentication Code',
  authenticationCodeHint: 'As in your e-mail: XXXXX-XXXXX-XXXXX-XXXXX',
  taxId: 'Tax ID Number (TIN)',
  billControlNumber: 'Bill Control Number',
  providerId: 'Provider ID Number',
  bcnOrProviderHint: 'Enter a Bill Control Number from one of your bills, or your Provider ID Number.',
  firstName: 'First Name',
  lastName: 'Last Name',
  middleInitial: 'Middle Initial',
  phoneNumber: 'Phone Number',
  userName: 'Username',
  userNameHint: '6 to 14 letters and/or numbers',
  password: 'Password',
  verifyPassword: 'Verify Password',
  register: 'REGISTER',
  submitting: 'Please wait while we process your request.',
  backToRegistration: 'Return to Registration',
  completeTitle: 'Registration Complete',
  complete: 'Thank you. Your Provider Portal registration is complete and your account is ready.',
  completeLink: 'Sign in to the Provider Portal',
} as const;

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

export const profileTexts = {
  title: 'User Profile',
  userName: 'Username',
  accountType: 'Account Type',
  groupId: 'Group ID',
  employeeId: 'Employee ID',
  firstName: 'First Name',
  middleInitial: 'Middle Initial',
  lastName: 'Last Name',
  email: 'Email Address',
  phone: 'Phone Number',
  affiliation: 'Affiliation',
  otherDesc: 'Other Description',
  jobTitle: 'Job Title',
  companyNm: 'Company Name',
  companyUrl: 'Company Website',
  save: 'SAVE',
  changePassword: 'CHANGE PASSWORD >>>',
  mirrorReadOnly: 'You are viewing this profile while mirroring: changes are not available.',
  /** Asked only when the e-mail address differs from the stored one (docs/decisions/026). */
  currentPassword: 'Current Password',
  currentPasswordHint: 'To change your Email Address, enter your current password. We will send a confirmation link to the new address.',
  affiliationNote: 'Only your Account Administrator can change your affiliation.',
} as const;

/** /wcpp/confirmEmailChange: the page the confirmation link opens (docs/decisions/026). */
export const emailChangeTexts = {
  title: 'Confirm Email Change',
  toProfile: 'Go to your User Profile',
  signIn: 'Sign in to the Provider Portal',
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

export const mailboxTexts = {
  title: 'Mailbox',
  intro: 'Messages the portal has sent, newest first. This page exists only while mail is kept in the outbox (no SMTP_URL).',
  empty: 'No messages.',
} as const;
