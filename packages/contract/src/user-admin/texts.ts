/** Labels of Manage Users, User Search, View TINs and Manage TINs for a user (part 2 §2; decision 038). */
import type { UserActionCode } from './actions';

export const userActionLabels: Record<UserActionCode, string> = {
  EDIT_PROFILE: 'Edit Profile',
  MANAGE_TINS: 'Manage TINs',
  VIEW_TINS: 'View TINs',
  CONVERT_TO_ADMIN: 'Convert to Provider Admin',
  CONVERT_TO_USER: 'Convert to Provider User',
  TERMINATE: 'Terminate',
  RESET_PASSWORD: 'Reset Password',
  RESEND_REGISTRATION: 'Resend Registration',
  RESET_SECOND_FACTORS: 'Reset Sign-in Security',
  MIRROR: 'Mirror',
};

/** The question each action's confirmation dialog asks (not in the spec; decision 038). */
export const userActionConfirmations: Record<Exclude<UserActionCode, 'EDIT_PROFILE' | 'MANAGE_TINS' | 'VIEW_TINS'>, (name: string) => string> = {
  CONVERT_TO_ADMIN: (name) => `Convert ${name} to a Provider Admin? A Provider Admin manages the users and TINs of the group.`,
  CONVERT_TO_USER: (name) => `Convert ${name} to a Provider User?`,
  TERMINATE: (name) => `Terminate the account of ${name}? The user is signed out and can no longer sign in.`,
  RESET_PASSWORD: (name) => `Send ${name} an email with a temporary password?`,
  RESEND_REGISTRATION: (name) => `Resend the Registration Emails to ${name}? The earlier registration link stops working.`,
  RESET_SECOND_FACTORS: (name) =>
    `Reset the sign-in security of ${name}? Their authenticator app, recovery codes and remembered browsers are removed; if their account must have a second factor, they set a new one up at their next sign-in. They and their administrators are told by e-mail.`,
  MIRROR: (name) => `Mirror ${name}? You will see the portal as this user, without making changes.`,
};

export const userAdminTexts = {
  manageUsersTitle: 'Manage Users',
  userSearchTitle: 'User Search',
  addUser: 'Add User',
  actions: 'Actions',
  actionsFor: (name: string) => `Actions for ${name}`,
  firstName: 'First Name',
  lastName: 'Last Name',
  userName: 'Username',
  email: 'Email Address',
  status: 'Account Status',
  type: 'Account Type',
  groupId: 'Group ID',
  createDate: 'Create Date',
  lastLogin: 'Last Login Date',
  tin: 'Tax ID Number (TIN)',
  search: 'SEARCH',
  reset: 'RESET',
  download: 'DOWNLOAD',
  continue: 'CONTINUE',
  cancel: 'CANCEL',
  save: 'SAVE',
  back: 'BACK',
  editProfileTitle: (first: string, last: string) => `User Profile for ${first} ${last}`,
  manageTinsTitle: (name: string) => `Manage TINs for ${name}`,
  viewTinsTitle: (name: string) => `View TINs for ${name}`,
  dateAdded: 'Date Added',
  select: 'Select',
  noTins: 'No TINs are assigned to this user.',
  providerAdminTins: "A Provider Admin's TINs are the group's TINs: they cannot be changed here.",
  /** An internal administrator opening Manage Users without a group (decision 038). */
  noGroup: 'Manage Users lists the users of a provider group. Use User Search to find users by Group ID.',
  mirroringNote: 'You are mirroring this user: changes are not available.',
  /** Edit Profile with a new Email Address (decision 075): the administrator's own password. */
  adminPassword: 'Your Current Password',
  adminPasswordHint: "To change this user's Email Address, enter your own current password. We will send a confirmation link to the new address.",
  /** In place of the placeholder user name of an account added by ADD USER that has not registered yet (issue 26 §4). */
  pendingRegistration: 'pending registration',
} as const;

/** The user name a table or an export shows: 'pending registration' until the person has registered and chosen one. */
export const userNameShown = (row: { userNm: string; pendingRegistration: boolean }): string =>
  row.pendingRegistration ? userAdminTexts.pendingRegistration : row.userNm;

/** The User Search export (part 2 §9): file, sheet, columns and their widths in characters. */
export const userSearchExport = {
  fileName: 'UserSearch.xlsx',
  sheetName: 'User Search',
  columns: [
    { header: 'First Name', key: 'userFirstName', width: 20 },
    { header: 'Last Name', key: 'userLastName', width: 20 },
    { header: 'Username', key: 'userNm', width: 18 },
    { header: 'Email Address', key: 'emailAddr', width: 36 },
    { header: 'Account Status', key: 'statusDesc', width: 16 },
    { header: 'Account Type', key: 'typeDesc', width: 24 },
    { header: 'Group ID', key: 'grpInfoId', width: 10 },
  ],
} as const;

/** Labels of Add User's two steps and the Add TIN Provider dialog (part 2 §2; decision 038 where the spec has none). */
export const addUserTexts = {
  title: 'Add User',
  accountType: 'Account Type',
  selectOne: 'Select One',
  groupAssignment: 'Group Assignment',
  newGroup: 'New group',
  existingGroup: 'Existing group',
  groupId: 'Group ID',
  addGroup: 'Add',
  clearGroup: 'Clear Group Id',
  groupTinsLoaded: (count: number, group: string) => `Group ${group}: ${count} TIN${count === 1 ? '' : 's'}.`,
  employeeId: 'Employee ID',
  next: 'NEXT',
  cancel: 'CANCEL',
  previous: 'PREVIOUS',
  createUser: 'CREATE USER',
  ok: 'OK',
  addTin: 'ADD TIN',
  newGroupTins: 'TINs of the new group',
  removeTin: (tin: string) => `Remove TIN ${tin}`,
  stepTwoTitle: (first: string, last: string) => `Manage TINs for ${first} ${last}`,
  internalNoTins: 'Internal accounts have no TINs: CREATE USER adds the account and e-mails the registration.',
  allTinsNote: 'A Provider Admin has every TIN of the group.',
  checking: 'Please wait while we validate the data.',
  creating: 'Please wait while we process your request.',
} as const;

export const addTinDialogTexts = {
  title: 'Add TIN Provider',
  tin: 'Tax ID Number (TIN)',
  providerType: 'Provider Type',
  physician: 'Physician',
  facility: 'Facility',
  providerId: 'Provider ID',
  facilityName: 'Facility Name',
  physicianFirstName: 'Physician First Name',
  physicianLastName: 'Physician Last Name',
  search: 'SEARCH',
  add: 'ADD',
  cancel: 'CANCEL',
  columns: { prvTaxId: 'TIN', prvId: 'Provider ID', prvName: 'Provider Name' },
  selectColumn: 'Select',
  select: (name: string) => `Select ${name}`,
} as const;
