/**
 * Messages of Manage Users, User Search, Manage TINs for a user and the administrator's profile edit
 * (part 2 §5, §8), word for word; texts the spec does not have are chosen in docs/decisions/038.
 */
import { genericMessages } from '../shared/errors';
import { registrationCodeMessages } from '../registration/messages';

/** The terminate refusal's code (part 2 §7: 'Data 1 success, 600 no other admin'). */
export const NO_OTHER_ADMIN = '600';

/** Part 2 §8 Manage Users / search. Note the two spaces after 'occurred.' in `failure`, as the spec has them. */
export const manageUsersMessages = {
  terminated: 'The selected account was successfully terminated.',
  updated: 'The selected account was successfully updated.',
  registrationResent: 'The Registration Emails were resent to the selected account.',
  failure: 'Error: An error has occurred.  Please try again or contact Customer Service.',
  noOtherAdmin: 'Error: This account cannot be terminated because there is not another Admin in the group.',
  blankEmail: 'The email address is blank for the selected user.',
  noResults: 'There are no users available for the criteria entered. Please revise your search criteria and try again or go to ADD USER.',
  /** Not in the spec (decision 038): converting the group's last active Provider Admin to a Provider User. */
  noOtherAdminConvert: 'Error: This account cannot be converted because there is not another Admin in the group.',
  /** Not in the spec (decision 038): the confirmation of Reset Password by an administrator. */
  passwordResetSent: (email: string) => `A temporary password has been sent to ${email}.`,
  retrieval: genericMessages.retrieval,
} as const;

/** Part 2 §5 user search. */
export const userSearchMessages = {
  enterOne: 'Error: Enter Username or Email Address or Tax ID Number (TIN) or Group ID',
  usernameMin: 'Error: Enter a minimum of 3 characters in username field',
  groupIdNumeric: 'Error: Enter numeric only for Group ID field',
  /** Not in the spec (decision 038): a TIN with other characters than digits. */
  tinDigits: 'Error: Enter a valid Tax ID Number (TIN)',
  /** Not in the spec (decision 038): more than one field sent to the API (the screen allows one at a time). */
  onlyOne: 'Error: Enter only one of Username, Email Address, Tax ID Number (TIN) or Group ID',
  /** Not in the spec (decision 043): a partial e-mail search (a leading *) needs three characters after the *. */
  partialEmailMin: 'Error: Enter a minimum of 3 characters after * for a partial Email Address search',
  /** Not in the spec (decision 038): the list is cut at the first USER_SEARCH_LIMIT users. */
  tooMany: (limit: number) => `More than ${limit} users match: the first ${limit} are shown. Please narrow your search criteria.`,
} as const;

/** Part 2 §5 Manage TINs for a user, §8 retrieval. */
export const userTinsMessages = {
  removeAll: 'You cannot remove all TINs.',
  /** Not in the spec (decision 038): a Provider Admin's TINs are the group's, and are not chosen one by one. */
  providerAdminFixed: "Error: A Provider Admin's TINs are the group's TINs and cannot be changed here.",
  /** Not in the spec (decision 038): a TIN that is not an active TIN of the user's group. */
  notGroupTin: (tin: string) => `Error: TIN ${tin} is not a TIN of this group.`,
  /** Not in the spec: a save that names a TIN twice (the screen never does). */
  listedTwice: 'Error: Name each TIN once.',
  retrieval: genericMessages.retrieval,
} as const;

/** Part 2 §5 administrator profile edit, and the employee id of internal staff. */
export const adminProfileMessages = {
  phone: 'Error: Enter a valid Phone Number',
  /** The spec's message names the organisation's own employee id; the product speaks of the Employee ID. */
  employeeId: 'Error: Enter a valid Employee ID',
  emailInUse: registrationCodeMessages.INVALID_EMAIL,
  /** Office staff see Claim Search, the Client List and Demographics (part 1 §6): only office staff or the system administrator give it (decision 075). */
  officeStaffOnly: 'Error: Only an administrator who is Provider Office Staff can give the Provider Office Staff affiliation.',
} as const;

/** A refusal code of the administration calls → the message the screen shows (§8; otherwise `failure`). */
export function manageUsersMessage(code: string | null | undefined, serverMessage?: string | null): string {
  if (code === NO_OTHER_ADMIN) return manageUsersMessages.noOtherAdmin;
  if (code === 'NO_OTHER_ADMIN_CONVERT') return manageUsersMessages.noOtherAdminConvert;
  if (code === 'EMAIL_BLANK') return manageUsersMessages.blankEmail;
  if (code === 'MIRROR_READ_ONLY' && serverMessage) return serverMessage;
  return manageUsersMessages.failure;
}

/** Part 2 §5 add user and §8, word for word. */
export const addUserMessages = {
  typeCd: 'Error: Select Account Type',
  phone: 'Error: Enter a valid Phone Number',
  email: 'Error: Enter a valid Email Address',
  emailInUse: registrationCodeMessages.INVALID_EMAIL,
  groupId: 'Error: Enter a valid group Id',
  employeeId: adminProfileMessages.employeeId,
  affiliation: 'Error: Select Affiliation',
  jobTitle: 'Error: Enter a valid Job Title',
  companyNm: 'Error: Enter a valid Company Name',
  selectTin: 'Error: Select TIN',
  mustSelectTin: 'You must select at least one TIN',
  created: 'User has been successfully created!',
  summary: genericMessages.summary,
  /** Not in the spec (decision 038): a new group needs the TIN it is made for. */
  newGroupTin: 'Error: Add the TIN of the new group with ADD TIN.',
} as const;

/** Part 2 §5 Add TIN dialog, word for word. */
export const addTinDialogMessages = {
  title: 'Enter TIN + any 1 of the options listed',
  tinNine: 'Error: Enter a 9-digit Tax ID Number (TIN)',
  tinDigits: 'Error: Enter a valid Tax ID Number (TIN)',
  providerId: 'Error: Enter a valid Provider ID Number',
  selectOne: 'Error: Please select one.',
  note: 'Note: Please select one.',
  duplicate: 'You already added this TIN',
  /** Not in the spec (decision 038): the TIN alone is not enough, one option must be given too. */
  enterOption: 'Error: Enter one of the options listed',
  noProviders: 'Error: Provider not found',
} as const;
