/**
 * The activity record's actions (issue 47 §0): every kind of row the server writes to the audit log,
 * with its words as the Activity and Audit screens show them. One catalogue: the server's
 * `request.audit()` takes only these names (a new action is added here first, with its words), and the
 * screens' "action kind" filter reads the kinds below.
 */

/** The kinds an Activity filter offers, in the order of its choices. */
export const activityKinds = ['document', 'view', 'search', 'export', 'signIn', 'security', 'users', 'tins', 'profile', 'mirror', 'notifications', 'registration', 'records', 'other'] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const activityKindWords: Record<ActivityKind, string> = {
  document: 'Opened a document',
  view: 'Opened a record',
  search: 'Searched',
  export: 'Exported or bundled',
  signIn: 'Signed in or out',
  security: 'Sign-in security and password',
  users: 'Administration of users',
  tins: 'Administration of TINs',
  profile: 'Own profile and alerts',
  mirror: 'Mirroring',
  notifications: 'Notifications',
  registration: 'Registration and account recovery',
  records: 'Sent or withdrew records for a bill',
  other: 'Other',
};

interface ActionEntry {
  kind: ActivityKind;
  words: string;
  /** The action is itself a refusal or a failure (the Activity's result column says "Refused"). */
  refused?: true;
}

const entry = (kind: ActivityKind, words: string, refused?: true): ActionEntry => (refused ? { kind, words, refused } : { kind, words });

export const auditActions = {
  // Documents: what disclosed a bill's PHI as a file.
  BILL_IMAGE_VIEW: entry('document', 'Opened a bill image'),
  BILL_REFERENCE_VIEW: entry('document', "Opened a bill's reference document"),
  EOR_VIEW: entry('document', 'Opened an EOR'),
  PRICE_SHEET_VIEW: entry('document', 'Opened a pricing sheet'),
  PAYMENT_REMITTANCE: entry('document', 'Opened a remittance PDF'),
  PAYMENT_835: entry('document', 'Downloaded an 835'),
  FEE_SCHEDULE_FILE_READ: entry('document', 'Opened a fee schedule'),
  RESOURCE_DOWNLOAD: entry('document', 'Downloaded a provider resource'),
  ATTACHMENT_READ: entry('document', 'Downloaded a sent record'),
  // Records opened.
  CLAIM_VIEW: entry('view', 'Opened a claim'),
  ATTACHMENT_RECEIPT_READ: entry('view', "Opened a sending's receipt"),
  PAYMENT_VIEW: entry('view', "Opened a bill's payment"),
  PAYMENT_DETAIL: entry('view', 'Opened a payment'),
  PROVIDER_READ: entry('view', 'Opened a provider'),
  USER_READ: entry('view', 'Opened a user'),
  USER_TINS_READ: entry('view', "Opened a user's TINs"),
  GROUP_USERS_READ: entry('view', "Listed the group's users"),
  CLIENT_LIST_READ: entry('view', 'Opened the Client List'),
  // Searches.
  BILL_SEARCH: entry('search', 'Searched bills'),
  CLAIM_SEARCH: entry('search', 'Searched claims'),
  PAYMENT_SEARCH: entry('search', 'Searched payments'),
  USER_SEARCH: entry('search', 'Searched users'),
  // Exports and bundles.
  EXPORT: entry('export', 'Exported a table'),
  CLAIM_EXPORT: entry('export', 'Exported claims'),
  DOCUMENT_BUNDLE: entry('export', 'Bundled documents'),
  CLIENT_LIST_EXPORT: entry('export', 'Exported the Client List'),
  RATE_CODES_EXPORT: entry('export', 'Exported rate codes'),
  GROUP_USERS_EXPORT: entry('export', "Exported the group's users"),
  GROUP_TINS_EXPORT: entry('export', "Exported the group's TINs"),
  USER_SEARCH_EXPORT: entry('export', 'Exported a user search'),
  ACTIVITY_EXPORT: entry('export', 'Exported the activity record'),
  // Signing in and out.
  SIGN_IN: entry('signIn', 'Signed in'),
  SIGN_IN_FAILED: entry('signIn', 'Failed to sign in', true),
  SIGN_IN_SECOND_STEP: entry('signIn', 'Passed the password, asked the second factor'),
  SIGN_OUT: entry('signIn', 'Signed out'),
  SECOND_FACTOR_FAILED: entry('signIn', 'Failed the second factor', true),
  STEP_UP: entry('signIn', 'Confirmed it was them (step-up)'),
  STEP_UP_FAILED: entry('signIn', 'Failed to confirm it was them (step-up)', true),
  RECOVERY_CODE_USED: entry('signIn', 'Used a recovery code'),
  SIGN_IN_DISOWNED: entry('signIn', "Said a sign-in wasn't them: the other sessions were signed out"),
  // Sign-in security and the password.
  SECOND_FACTOR_ENROL_START: entry('security', 'Started setting up a second factor'),
  SECOND_FACTOR_ENROLLED: entry('security', 'Set up a second factor'),
  SECOND_FACTOR_ENROL_FAILED: entry('security', 'Failed to set up a second factor', true),
  SECOND_FACTOR_REMOVED: entry('security', 'Removed the authenticator app'),
  SECOND_FACTORS_RESET: entry('security', "Reset a user's second factors"),
  RECOVERY_CODES_RENEWED: entry('security', 'Made new recovery codes'),
  PASSKEY_ADD_START: entry('security', 'Started adding a passkey'),
  PASSKEY_ADDED: entry('security', 'Added a passkey'),
  PASSKEY_ADD_FAILED: entry('security', 'Failed to add a passkey', true),
  PASSKEY_RENAMED: entry('security', 'Renamed a passkey'),
  PASSKEY_REMOVED: entry('security', 'Removed a passkey'),
  BROWSER_REMEMBERED: entry('security', 'Remembered a browser'),
  BROWSER_FORGOTTEN: entry('security', 'Forgot a remembered browser'),
  GROUP_SECOND_FACTOR_RULE: entry('security', "Changed the group's second-factor rule"),
  PASSWORD_CHANGE: entry('security', 'Changed the password'),
  PASSWORD_CHANGE_FAILED: entry('security', 'Failed to change the password', true),
  // Administration of users.
  USER_CREATE: entry('users', 'Added a user'),
  USER_TERMINATE: entry('users', 'Terminated a user'),
  USER_CONVERT_TO_ADMIN: entry('users', 'Made a user a Provider Admin'),
  USER_CONVERT_TO_USER: entry('users', 'Made a Provider Admin a Provider User'),
  USER_PROFILE_UPDATE_BY_ADMIN: entry('users', "Changed a user's profile"),
  USER_PASSWORD_RESET_BY_ADMIN: entry('users', "Reset a user's password"),
  USER_REGISTRATION_RESENT: entry('users', "Sent a user's registration again"),
  USER_TINS_UPDATE: entry('users', "Changed a user's TINs"),
  // Administration of TINs.
  GROUP_TIN_ADD: entry('tins', 'Added a TIN'),
  GROUP_TIN_REMOVE: entry('tins', 'Removed a TIN'),
  GROUP_TIN_NICKNAME: entry('tins', 'Named a TIN'),
  GROUP_TIN_PROVEN: entry('tins', 'Proved a TIN'),
  GROUP_TIN_PROOF_REFUSED: entry('tins', "Failed to prove a TIN", true),
  TIN_CLAIM_REQUEST: entry('tins', "Asked for another group's TIN"),
  TIN_CLAIM_APPROVE: entry('tins', "Approved a request for the group's TIN"),
  TIN_CLAIM_DENY: entry('tins', "Denied a request for the group's TIN"),
  SCOPE_REFUSED: entry('tins', 'Was refused a record outside their TINs', true),
  // The own profile and alerts.
  PROFILE_UPDATE: entry('profile', 'Changed their profile'),
  PROFILE_BACKFILL: entry('profile', 'Completed their profile'),
  EMAIL_CHANGE_REQUEST: entry('profile', 'Asked to change their e-mail'),
  EMAIL_CHANGE_CONFIRM: entry('profile', 'Confirmed a new e-mail'),
  EMAIL_CHANGE_PASSWORD_FAILED: entry('profile', 'Gave a wrong password to change their e-mail', true),
  ALERT_PREFERENCES: entry('profile', 'Changed their alerts'),
  ALERT_UNSUBSCRIBE: entry('profile', 'Unsubscribed from an alert mail'),
  FEE_SCHEDULE_REQUEST: entry('profile', 'Requested a fee schedule'),
  // Mirroring.
  MIRROR_START: entry('mirror', 'Started mirroring a user'),
  MIRROR_STOP: entry('mirror', 'Stopped mirroring'),
  // Notifications (internal administrators).
  NOTIFICATION_CREATE: entry('notifications', 'Wrote a notification'),
  NOTIFICATION_UPDATE: entry('notifications', 'Changed a notification'),
  NOTIFICATION_DELETE: entry('notifications', 'Deleted a notification'),
  NOTIFICATION_SEND: entry('notifications', 'Sent a notification'),
  NOTIFICATION_SEND_SCHEDULED: entry('notifications', 'Sent a scheduled notification'),
  NOTIFICATION_UNPUBLISH: entry('notifications', 'Took a notification back'),
  // Registration and account recovery (signed out).
  REGISTRATION_START: entry('registration', 'Asked for a registration link'),
  REGISTRATION_COMPLETE: entry('registration', 'Registered'),
  REGISTRATION_REFUSED: entry('registration', 'Was refused registration', true),
  REGISTRATION_TIN_BLOCKED: entry('registration', 'Was refused a TIN at registration', true),
  PASSWORD_RESET_START: entry('registration', 'Asked for a password reset'),
  PASSWORD_RESET_COMPLETE: entry('registration', 'Reset their password'),
  FORGOT_USERNAME: entry('registration', 'Asked for their user name'),
  // Records sent for a bill (issue 48).
  ATTACHMENT_SENT: entry('records', 'Sent records for a bill'),
  ATTACHMENT_SEND_REFUSED: entry('records', 'Was refused sending records for a bill', true),
  ATTACHMENT_WITHDRAWN: entry('records', 'Withdrew a sent record'),
  // The activity record itself.
  ACTIVITY_READ: entry('view', 'Opened the activity record'),
  AUDIT_SEALED: entry('other', 'Sealed a block of the activity record'),
  AUDIT_VERIFIED: entry('other', 'Checked the activity record'),
  ACTIVITY_RETIRED: entry('other', 'Retired a month of the activity record (retention)'),
} as const satisfies Record<string, ActionEntry>;

export type AuditAction = keyof typeof auditActions;

/** Whether a string names an action of the catalogue (a filter's value, a row read back). */
export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(auditActions, value);

/** The actions of one kind, for the Activity filter's query. */
export const actionsOfKind = (kind: ActivityKind): AuditAction[] => (Object.keys(auditActions) as AuditAction[]).filter((a) => auditActions[a].kind === kind);
