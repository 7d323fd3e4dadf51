/**
 * Messages of the own profile, the profile-completion dialog and the e-mail change (part 1 §5, part 2
 * §5, §8), word for word; texts the spec does not have are chosen in docs/decisions/026.
 */
import { catalogueMessage, genericMessages } from '../shared/errors';
import { registrationCodeMessages, registrationMessages } from '../registration/messages';
import { changePasswordMessages } from '../password/messages';

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

/**
 * Changing the own e-mail address (a link to the new address applies it) and the affiliation that only
 * an administrator changes: texts the spec does not have, chosen in docs/decisions/026.
 */
export const emailChangeMessages = {
  /** Shown after SAVE when the e-mail address was changed. */
  linkSent: (email: string) => `A confirmation link has been sent to ${email}. Your Email Address changes when you follow that link.`,
  /** Edit Profile by an administrator (decision 047): the owner of the new address confirms it. */
  adminLinkSent: (email: string) => `A confirmation link has been sent to ${email}. The account's Email Address changes when that link is followed.`,
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
  return catalogueMessage(emailChangeCodeMessages, code, genericMessages.generic);
}

/** Part 1 §6 judges access on the affiliation, so the person cannot choose it after the first sign-in. */
export const affiliationMessages = {
  locked: 'Error: Your affiliation can only be changed by your Account Administrator.',
  profileComplete: 'Error: Your profile information is already complete.',
} as const;

/** The API's refusal when a user name or address names no account (404 NOT_FOUND). */
export const userMessages = {
  notFound: 'User not found.',
} as const;
