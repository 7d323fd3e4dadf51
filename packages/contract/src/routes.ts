import type { GuardName } from './permissions';

/** Every route of part 1 §2 and part 2 §2, under /wcpp. */
export const BASE = '/wcpp';

export const publicPaths = [
  'login', 'authenticate', 'registration', 'registrationComplete', 'confirmRegistration',
  'forgotusernm', 'forgotpassword', 'resetPassword', 'confirmPasswordReset', 'confirmAddUser',
  // The link of an e-mail change: works signed in or not (docs/decisions/026).
  'confirmEmailChange',
] as const;

export interface SignedInRoute {
  /** Path under /wcpp; `aliases` are the other spellings the spec lists. */
  path: string;
  aliases?: string[];
  title: string;
  guard: GuardName;
}

/** Signed-in routes with their guard. /wcpp/home is public and signed-in; it is listed here for its title. */
export const signedInRoutes: SignedInRoute[] = [
  { path: 'logout', title: 'Logout', guard: 'signedIn' },
  { path: 'home', title: 'Home', guard: 'signedIn' },
  { path: 'UserProfile', title: 'User Profile', guard: 'signedIn' },
  { path: 'EditProfile', title: 'Edit Profile', guard: 'groupManager' },
  { path: 'ChangePassword', title: 'Change Password', guard: 'signedIn' },
  { path: 'News', title: 'News', guard: 'signedIn' },
  { path: 'billSearch', title: 'Bill Search', guard: 'signedIn' },
  { path: 'ClaimSearch', title: 'Claim Search', guard: 'officeStaffOrAdmin' },
  // Beyond the spec (issue 28): checks and EFTs, scoped by the server to the user's TINs.
  { path: 'payments', title: 'Payments', guard: 'signedIn' },
  { path: 'ClientList', title: 'Client List', guard: 'officeStaffOrAdmin' },
  { path: 'ManageUsers', title: 'Manage Users', guard: 'groupManager' },
  { path: 'ManageTins', title: 'Manage TINs', guard: 'groupManager' },
  { path: 'ManageTinsForUser', title: 'Manage TINs for User', guard: 'groupManager' },
  { path: 'ViewTinsForUser', title: 'View TINs for User', guard: 'admin' },
  { path: 'Demographics/DemographicSearch', title: 'Provider Demographics', guard: 'officeStaffOrAdmin' },
  { path: 'ProviderResources', aliases: ['providerResources'], title: 'Provider Resources', guard: 'officeStaffOrAdmin' },
  { path: 'FeeSchedule', title: 'PPO Fee Schedule', guard: 'signedIn' },
  { path: 'UserSearch', aliases: ['userSearch'], title: 'User Search', guard: 'admin' },
  { path: 'AddUser', title: 'Add User', guard: 'systemAdmin' },
  { path: 'ManageUserAddUser', title: 'Add User', guard: 'groupManager' },
  { path: 'AddUserManageTin', title: 'Manage TINs', guard: 'groupManager' },
  { path: 'Notifications', title: 'Notifications', guard: 'systemAdmin' },
  { path: 'ManageRecipients', title: 'Manage Notification Recipients', guard: 'systemAdmin' },
  // Beyond the spec (issue 47): who did what, for a Provider Admin's group or, for the network's administrators, every group.
  { path: 'activity', title: 'Activity', guard: 'activityViewer' },
  { path: 'PageNotFound', title: 'Page Not Found', guard: 'signedIn' },
];

export interface MenuItem {
  label: string;
  path: string;
  guard: GuardName;
}

/** Part 1 §2 Menus; an item shows exactly when its route's guard admits the effective user. */
export const providerMenu: MenuItem[] = [
  { label: 'Bill Search', path: 'billSearch', guard: 'signedIn' },
  { label: 'Claim Search', path: 'ClaimSearch', guard: 'officeStaffOrAdmin' },
  // Beyond the spec (issue 28, docs/decisions/066).
  { label: 'Payments', path: 'payments', guard: 'signedIn' },
  { label: 'Client List', path: 'ClientList', guard: 'officeStaffOrAdmin' },
  { label: 'Manage Users', path: 'ManageUsers', guard: 'groupManager' },
  { label: 'Manage TINs', path: 'ManageTins', guard: 'groupManager' },
  { label: 'Demographics', path: 'Demographics/DemographicSearch', guard: 'officeStaffOrAdmin' },
  { label: 'Provider Resources', path: 'ProviderResources', guard: 'officeStaffOrAdmin' },
  // Beyond the spec (issue 47).
  { label: 'Activity', path: 'activity', guard: 'activityViewer' },
];

export const adminMenu: MenuItem[] = [
  { label: 'User Search', path: 'UserSearch', guard: 'admin' },
  { label: 'Claim Search', path: 'ClaimSearch', guard: 'officeStaffOrAdmin' },
  { label: 'Provider Resources', path: 'ProviderResources', guard: 'officeStaffOrAdmin' },
  { label: 'ADD USER', path: 'AddUser', guard: 'systemAdmin' },
  { label: 'Notifications', path: 'Notifications', guard: 'systemAdmin' },
  { label: 'Activity', path: 'activity', guard: 'activityViewer' },
];
