/**
 * Labels and short texts of the registration screens that part 2 describes without wording, chosen
 * once here (docs/decisions/018-account-texts.md); the messages are in messages.ts.
 */
import { supportContact } from '../shared/texts';

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
  /** Decision 047: a TIN another group holds joins the new group once its holders approve. */
  completePending: (tin: string) =>
    `TIN ${tin} is registered to another provider group. Its administrators have been asked to approve your group's access; until then you see none of this TIN's bills, claims or payments. You will receive an e-mail when they decide.`,
  completeLink: 'Sign in to the Provider Portal',
} as const;

/** The confirmation popup of FTIN_ALREADY_REGISTERED (part 2 §2). */
export const ftinAlreadyRegisteredTexts = {
  title: 'The TIN has already been registered.',
  body: 'One or more groups are using this TIN. If you want to be added to an existing group, please contact the Account Administrator. If you want to create a new group, please complete registration.',
  complete: 'Complete Registration',
  cancel: 'Cancel',
} as const;
