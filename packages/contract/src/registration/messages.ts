/**
 * Registration messages of part 2, word for word (the 'occured' spelling and the straight quotes of
 * the registration summary included). Texts the spec leaves open are chosen in
 * docs/decisions/018-account-texts.md.
 */
import { genericMessages } from '../shared/errors';

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
  /**
   * Not in the spec (docs/decisions/047): too many wrong TIN proofs from this caller (link, address or
   * administrator) or, for a caller outside the groups holding it, for this TIN.
   */
  TIN_PROOF_ATTEMPTS: 'Error: Too many attempts to verify this Tax ID Number (TIN). Please try again tomorrow or contact Customer Service.',
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
