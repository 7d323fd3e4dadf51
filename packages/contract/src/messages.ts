/**
 * Every user-facing text of the specification, word for word (typos included).
 * Components and routes import these; nobody retypes them.
 */

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

export function lockedMessage(minutes: number = DEFAULT_LOCK_MINUTES): string {
  return `Error: Your account has been temporarily locked for ${minutes} minutes. Please use the Reset Password link below or contact your Account Administrator to reset your password.`;
}

/** Maps a sign-in failure code (the `fail` parameter or a server code) to its message. */
export function signInMessage(code: string | null | undefined): string {
  const value = (code ?? '').trim();
  if (value.startsWith('USER_ACCT_LOCKED')) {
    const minutes = Number.parseInt(value.split(':')[1] ?? '', 10);
    return lockedMessage(Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_LOCK_MINUTES);
  }
  if (value in signInMessages && value !== 'OTHER') {
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

export const logoutTexts = {
  title: 'You are logged out',
  thanks: 'Thank You for Using Our Application.',
} as const;

/** Part 1 §5 profile-completion dialog. */
export const backfillMessages = {
  title: 'User Profile Information',
  jobTitle: 'Enter a job title.',
  companyNm: 'Enter a company name.',
  affiliationCd: 'Select an account type.',
  affiliationDesc: 'Enter account type description.',
  summary: 'Please fix all errors.',
  submitFailed: 'There was an error submitting your information.',
} as const;

export const shellTexts = {
  supportHours: 'Monday to Friday 08:00am to 08:00pm Eastern',
  revertQuestion: 'Are you sure you want to Revert?',
  version: '2.3.35',
  notAvailable: 'This screen is not available yet.',
  clientListAgreementTitle: 'Client List Agreement',
} as const;

/** Generic and retrieval messages (part 2 §8), with the 'occured' variant. */
export const genericMessages = {
  generic: 'Error: An error has occurred. Please try again or contact Customer Service.',
  retrieval: 'Error: There was an error retrieving data. Please try again or contact Customer Service.',
  genericOccured: 'An error has occured. Please try again or contact Customer Service.',
  summary: 'An error has occurred. Please address all fields marked with “Error”.',
} as const;

/** Part 1 §5 and §8: Bill Search. */
export const billSearchMessages = {
  selectTins: 'Select up to 5 TINS',
  global: 'Please enter required information for search.  Refer to "Search Help" for valid search combinations.',
  claimNumber: 'Enter a claim number',
  serviceDateRequired: 'Enter an approximate date of service.',
  serviceDateInvalid: 'Enter a valid Approximate Date of Service',
  serviceDateFuture: 'Approximate Date of Service cannot be a future date',
  firstName: "Enter claimant's first name",
  lastName: "Enter claimant's last name",
  dobRequired: "Enter claimant's date of birth",
  dobInvalid: 'Enter a valid Claimant Date of Birth',
  dobFuture: 'Claimant Date of Birth cannot be a future date',
  billId: 'Enter Document ID or Bill Control Number',
  retrieval: 'Error: There was an error retrieving data. Please try again or contact Customer Service.',
  noBills: 'There are no Bills available for the criteria entered, please revise your search criteria and try again.',
  imageUnavailable: 'The image cannot be displayed. Contact provider service for assistance.',
  blobImageUnavailable: 'Error: The image selected is not available.',
  popupBlocked: 'Please add this site to allow popups or click VIEW IMAGE.',
  paymentUnavailable: 'Payment Information is not available. Please contact Customer Service.',
} as const;

/** Part 1 §5: Claim Search. */
export const claimSearchMessages = {
  firstName: 'Error: Enter Claimant First Name',
  lastName: 'Error: Enter Claimant Last Name',
  dobRequired: 'Error: Enter Claimant Date of Birth',
  dobInvalid: 'Error: Enter a valid Claimant Date of Birth',
  dobFuture: 'Error: Claimant Date of Birth cannot be a future date',
  doiRequired: 'Error: Enter Claimant Date of Injury',
  doiInvalid: 'Error: Enter a valid Claimant Date of Injury',
  doiFuture: 'Error: Claimant Date of Injury cannot be a future date',
  summary: 'An error has occurred. Please address all fields marked with “Error”.',
} as const;

/** Server error codes that are not sign-in codes. */
export const apiErrorCodes = {
  MIRROR_READ_ONLY: 'MIRROR_READ_ONLY',
  FORBIDDEN: 'FORBIDDEN',
  UNAUTHORIZED: 'UNAUTHORIZED',
  VALIDATION: 'VALIDATION',
  NOT_FOUND: 'NOT_FOUND',
  TIN_NOT_IN_SCOPE: 'TIN_NOT_IN_SCOPE',
  RATE_LIMITED: 'RATE_LIMITED',
} as const;

export const homeMessages = {
  unsupportedFile: 'This file type is not supported. Only PDF documents and MP4 videos can be opened.',
  fileFailed: 'The file could not be opened. Please try again or contact Customer Service.',
  videoLoading: 'Loading video…',
  videoReady: 'Video ready.',
  popupBlocked: 'Your browser blocked the new window. Please allow pop-ups for this site and try again.',
  homeHeading: 'Home',
  frameTitle: 'Provider Portal news and documents',
} as const;

/**
 * Texts the spec leaves open ("values not shown") or only describes; chosen once here so no
 * component invents its own. See docs/decisions/012-shell-texts-and-contact.md.
 */
export const supportContact = {
  phone: '1-800-555-0134',
  email: 'providerportal@network.example',
} as const;

export const headerTexts = {
  brand: 'Provider Portal',
  skipToContent: 'Skip to main content',
  mainLabel: 'Page content',
  contactUs: 'Contact Us',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  hoursLabel: 'Hours',
  close: 'CLOSE',
  login: 'Login',
  signOut: 'Sign Out',
  revert: 'Revert',
  mirroring: 'Viewing as',
  yes: 'YES',
  cancel: 'CANCEL',
  notifications: 'Notifications',
  noNotifications: 'You have no notifications.',
  newNotification: 'New',
  menuLabel: 'Main menu',
  accountLink: (firstName: string, lastName: string) => `${firstName} ${lastName}'s Account`,
  notificationsButton: (unviewed: number) => `Notifications, ${unviewed} unviewed`,
} as const;

export const clientListAgreementTexts = {
  body: [
    'The client and payer information in the Client List is confidential and is provided only to help your office identify the payers with which you participate in the network.',
    'By continuing you agree to use this information solely for that purpose, not to disclose it to any third party, and to protect it as you protect your other confidential business records.',
  ],
  accept: 'ACCEPT AND CONTINUE',
  decline: 'DECLINE',
} as const;

export const footerTexts = {
  termsOfUse: 'Terms of Use',
  privacyPolicy: 'Privacy Policy',
  goToTop: 'Go to top',
  copyright: (year: number) => `© ${year} Provider Portal. All rights reserved.`,
  version: (version: string) => `Version ${version}`,
} as const;

export const loginTexts = {
  heading: 'Sign In',
  ssoIntro: 'Sign in with your company account:',
  signIn: 'SIGN IN',
  or: 'or sign in with your portal username and password',
  username: 'Username',
  password: 'Password',
  login: 'LOGIN',
  forgotUsername: 'Forgot Username',
  resetPassword: 'Reset Password',
  registerHere: 'Register Here',
  newUser: 'New user?',
  frameTitle: 'Provider Portal announcements',
} as const;

export const logoutExtraTexts = { signInAgain: 'Sign in again' } as const;

export const pageNotFoundTexts = {
  title: 'Page Not Found',
  body: 'The page you are looking for does not exist or has moved.',
  contact: (phone: string, email: string) => `If you need help, contact Provider Portal support at ${phone} or ${email}.`,
  home: 'Go to the home page',
} as const;

/** Headings of the public screens built by later issues (part 2 §2 names some of them). */
export const publicPageTitles: Record<string, string> = {
  registration: 'Registration',
  registrationComplete: 'Registration Complete',
  confirmRegistration: 'Provider Portal Registration',
  forgotusernm: 'Forgot Username',
  forgotpassword: 'Forgot Password',
  resetPassword: 'Reset Password',
  confirmPasswordReset: 'Reset Password',
  confirmAddUser: 'Confirm Add User',
};

/** Labels of the profile-completion dialog (the messages are in backfillMessages). */
export const backfillLabels = {
  intro: 'Please tell us a little more about yourself to continue.',
  jobTitle: 'Job Title',
  companyNm: 'Company Name',
  companyUrl: 'Company Website',
  affiliationCd: 'Account Type',
  affiliationDesc: 'Description of Other',
  submit: 'SUBMIT',
} as const;
