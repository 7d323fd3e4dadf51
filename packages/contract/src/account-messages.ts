/**
 * Messages of part 2 for registration, reset password, forgot username, own profile and change
 * password, word for word (the 'occured' spelling and the straight quotes of the registration
 * summary included). Texts the spec leaves open are chosen in docs/decisions/018-account-texts.md.
 */
import { genericMessages } from './messages';

/** Part 2 §5 registration rules and §8 registration catalogue. */
export const registrationMessages = {
  enterEmail: 'Error: Enter a valid Email Address',
  enterAuthCode: 'Error: Enter Authentication Code',
  authCodeInvalid: 'Error: Authentication Code invalid',
  enterTin: 'Error: Enter a Tax ID Number (TIN)',
  tinInvalid: 'Error: Enter a valid Tax ID Number (TIN)',
  bcnOrProviderId: 'Error: Enter a Bill Control Number or Provider ID Number',
  /** Not worded by the spec (it gives 1 to 14 digits only); see decision 018. */
  bcnInvalid: 'Error: Enter a valid Bill Control Number',
  providerIdInvalid: 'Error: Enter a valid Provider ID Number',
  username: 'Error: Username must be 6 to 14 letters and/or numbers',
  firstName: 'Error: Enter valid First Name',
  lastName: 'Error: Enter valid Last Name',
  middleInitial: 'Error: Enter Middle Initial',
  phone: 'Error: Enter a valid Phone Number',
  enterNewPassword: 'Error: Enter New Password',
  passwordsDoNotMatch: 'Error: Passwords do not match',
  confirmNewPassword: 'Error: Confirm New Password',
  passwordRequirements: 'Error: Password does not meet the Password Requirements',
  summary: 'An error has occurred. Please address all fields marked with "Error".',
  linkExpired: 'Your activation link has expired, please contact your Account Administrator to Resend Registration.',
  oops: 'OOPS!',
} as const;

/** Server codes of registration (part 2 §8, "by prefix of the server message") and their messages. */
export const registrationCodeMessages = {
  INVALID_USERNAME: 'Error: The Username is associated to another account',
  INVALID_TOKEN: registrationMessages.authCodeInvalid,
  INVALID_REGISTRATION_ACTIVATION_TOKEN: registrationMessages.authCodeInvalid,
  INVALID_FTIN_BCN:
    'Error: The Tax ID Number (TIN) and Bill Control Number combination you have entered is not on file. Please try a different combination or contact Customer Service.',
  VALID_FTIN_INVALID_BCN:
    'Error: The Tax ID Number (TIN) you have entered has been verified, but the Bill Control Number is not on file for it. Please try a different Bill Control Number or contact your Account Administrator.',
  INVALID_FTIN_CPDID:
    'Error: The Tax ID Number (TIN) and Provider ID Number combination you have entered is not on file. Please try a different combination or contact Customer Service.',
  VALID_FTIN_INVALID_CPDID:
    'Error: The Tax ID Number (TIN) you have entered has been verified, but the Provider ID Number is not on file for it. Please try a different Provider ID Number or contact your Account Administrator.',
  INVALID_PW: registrationMessages.passwordRequirements,
  FTIN_RESTRICTED_FOR_REGISTRATION: 'Error: Registration is not allowed for this TIN. Please select a different TIN and resubmit.',
  INVALID_EMAIL: 'Error: The Email Address is associated to another account',
} as const;
export type RegistrationCode = keyof typeof registrationCodeMessages | 'FTIN_ALREADY_REGISTERED' | 'EXPIRED_TOKEN';

/** The message of a registration-complete refusal; anything unknown is the generic message. */
export function registrationMessage(code: string | null | undefined): string {
  const known = Object.keys(registrationCodeMessages).find((k) => (code ?? '').startsWith(k));
  return known ? registrationCodeMessages[known as keyof typeof registrationCodeMessages] : genericMessages.generic;
}

/** Registration start (part 2 §8): INVALID_EMAIL, otherwise the 'occured' variant. */
export function registrationStartMessage(code: string | null | undefined): string {
  return code === 'INVALID_EMAIL' ? registrationCodeMessages.INVALID_EMAIL : genericMessages.genericOccured;
}

/** The confirmation popup of FTIN_ALREADY_REGISTERED (part 2 §2). */
export const ftinAlreadyRegisteredTexts = {
  title: 'The TIN has already been registered.',
  body: 'One or more groups are using this TIN. If you want to be added to an existing group, please contact the Account Administrator. If you want to create a new group, please complete registration.',
  complete: 'Complete Registration',
  cancel: 'Cancel',
} as const;

/** Part 2 §5 reset request and confirm, §8 their catalogues, §2 their texts. */
export const resetPasswordMessages = {
  enterUsername: 'Error: Enter a Username',
  enterEmail: 'Error: Enter a valid Email Address',
  enterTempPassword: 'Error: Enter Temporary Password',
  thankYou: (email: string) => `An email containing your temporary password has been sent to ${email}.`,
  linkExpiredBefore: 'Your password reset link has expired. Please ',
  linkExpiredLink: 'click here',
  linkExpiredAfter: ' to restart reset password.',
  success: 'Your password has successfully been changed.',
  signInLink: 'click here to sign in',
} as const;

export const resetStartCodeMessages = {
  INVALID_USERNAME_OR_EMAIL:
    'Error: The Username and/or Email Address you submitted does not match our records. Please check the Username and/or Email Address and try again.',
  USER_ACCT_TERMINATED: 'Error: The account has been terminated. Please contact your account administrator.',
} as const;

export function resetStartMessage(code: string | null | undefined): string {
  return resetStartCodeMessages[code as keyof typeof resetStartCodeMessages] ?? genericMessages.genericOccured;
}

export const resetCompleteCodeMessages = {
  INVALID_PW: registrationMessages.passwordRequirements,
  INVALID_TOKEN: 'Error: Your Temporary Password does not match our records. Please check the Temporary Password and try again.',
  EXPIRED_TOKEN: 'Error: Your Temporary Password has expired, please reset your password again',
} as const;

export function resetCompleteMessage(code: string | null | undefined): string {
  return resetCompleteCodeMessages[code as keyof typeof resetCompleteCodeMessages] ?? genericMessages.generic;
}

/** Part 2 §2 and §8: forgot username. */
export const forgotUsernameMessages = {
  enterEmail: 'Error: Enter a valid Email Address',
  sent: (email: string) => `An email containing your username has been sent to ${email}.`,
  checkEmail: 'Please check your email and sign in with your username and password.',
} as const;

export const forgotUsernameCodeMessages = {
  INVALID_EMAIL: 'Error: Email Address does not exist.',
  USER_ACCT_NEW: 'Error: Please access the link in the Registration Email to finish setting up your account or contact your Account Administrator.',
} as const;

export function forgotUsernameMessage(code: string | null | undefined): string {
  return forgotUsernameCodeMessages[code as keyof typeof forgotUsernameCodeMessages] ?? genericMessages.generic;
}

/** Part 2 §5 profile edit and §8 profile update. */
export const profileMessages = {
  firstName: registrationMessages.firstName,
  lastName: registrationMessages.lastName,
  middleInitial: registrationMessages.middleInitial,
  /** The own profile's wording; the administrator's edit says 'Error: Enter a valid Phone Number'. */
  phone: 'Error: Enter a valid numeric Phone Number',
  email: 'Error: Enter a valid Email Address',
  affiliation: 'Error: Select Affiliation',
  otherDesc: 'Error: Enter Other Desc',
  jobTitle: 'Error: Enter a valid Job Title',
  companyNm: 'Error: Enter a valid company Name',
  success: 'Your profile was successfully updated.',
  summary: genericMessages.summary,
} as const;

/**
 * Profile update refusals (part 2 §8): INVALID_ENLYTE_EMPLOYEE_ID gives the generic message (and a
 * field error); any other server message is shown after 'Error: '.
 */
export function profileUpdateMessage(code: string | null | undefined, serverMessage: string | null | undefined): string {
  if (code === 'INVALID_ENLYTE_EMPLOYEE_ID' || !serverMessage) return genericMessages.generic;
  return serverMessage.startsWith('Error: ') ? serverMessage : `Error: ${serverMessage}`;
}

/** Part 2 §5 and §8: change password. */
export const changePasswordMessages = {
  enterCurrent: 'Error: Enter Current Password',
  enterNew: registrationMessages.enterNewPassword,
  enterConfirm: 'Error: Enter Confirm Password',
  passwordsDoNotMatch: registrationMessages.passwordsDoNotMatch,
  /** Part 2 §5's other failure message, used where the spec's change-password catalogue has none. */
  requirements: 'New Password does not meet requirements. Please try again.',
  success: 'Your password has been changed successfully.',
} as const;

export const changePasswordCodeMessages = {
  incorrect_password: 'Error: Current Password is incorrect',
  INVALID_PW: changePasswordMessages.requirements,
  failed: 'Error: The password change was not successful.',
} as const;

/** 'failed or any other error' gives the not-successful message. */
export function changePasswordMessage(code: string | null | undefined): string {
  return changePasswordCodeMessages[code as keyof typeof changePasswordCodeMessages] ?? changePasswordCodeMessages.failed;
}

/**
 * Changing the own e-mail address (a link to the new address applies it) and the affiliation that only
 * an administrator changes: texts the spec does not have, chosen in docs/decisions/026.
 */
export const emailChangeMessages = {
  /** Shown after SAVE when the e-mail address was changed. */
  linkSent: (email: string) => `A confirmation link has been sent to ${email}. Your Email Address changes when you follow that link.`,
  confirmed: (email: string) => `Your Email Address has been changed to ${email}.`,
  confirming: 'Please wait while we confirm your new Email Address.',
  enterCurrent: changePasswordMessages.enterCurrent,
} as const;

/** Refusals of POST /public/confirmEmailChange by code. */
export const emailChangeCodeMessages = {
  INVALID_TOKEN: 'Error: This confirmation link has already been used or is not valid.',
  EXPIRED_TOKEN: 'Error: This confirmation link has expired. Save the new Email Address on your User Profile again to receive a new link.',
  INVALID_EMAIL: registrationCodeMessages.INVALID_EMAIL,
} as const;

export function emailChangeMessage(code: string | null | undefined): string {
  return emailChangeCodeMessages[code as keyof typeof emailChangeCodeMessages] ?? genericMessages.generic;
}

/** Part 1 §6 judges access on the affiliation, so the person cannot choose it after the first sign-in. */
export const affiliationMessages = {
  locked: 'Error: Your affiliation can only be changed by your Account Administrator.',
  profileComplete: 'Error: Your profile information is already complete.',
} as const;
