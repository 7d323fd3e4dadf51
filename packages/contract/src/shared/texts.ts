/** Texts of the shell every screen shows: header, footer, Contact Us, page titles (part 1 §2). */

export const shellTexts = {
  supportHours: 'Monday to Friday 08:00am to 08:00pm Eastern',
  revertQuestion: 'Are you sure you want to Revert?',
  version: '2.3.35',
  notAvailable: 'This screen is not available yet.',
  clientListAgreementTitle: 'Client List Agreement',
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
  // The button that shows and hides the main menu on a phone (docs/decisions/053, "Phone width").
  menuButton: 'Menu',
  accountLink: (firstName: string, lastName: string) => `${firstName} ${lastName}'s Account`,
  notificationsButton: (unviewed: number) => `Notifications, ${unviewed} unviewed`,
} as const;

export const footerTexts = {
  termsOfUse: 'Terms of Use',
  privacyPolicy: 'Privacy Policy',
  goToTop: 'Go to top',
  copyright: (year: number) => `© ${year} Provider Portal. All rights reserved.`,
  version: (version: string) => `Version ${version}`,
} as const;

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

// ─── Shared components: the data table and the date field ───────────────────────────────────────

export const tableTexts = {
  noRows: 'No records to display',
  filterLabel: (column: string) => `Filter by ${column}`,
  // Chosen in docs/decisions/032-web-shape-and-tables.md: paging, the column chooser and the row details.
  rowsPerPage: 'Rows per page:',
  range: (from: number, to: number, count: number) => `${from}-${to} of ${count}`,
  columns: 'Columns',
  columnsMenu: 'Columns to show',
  detailsColumn: 'Details',
  /** Names a row's details button; `row` is what identifies the row (a bill ref, a claim number). */
  showDetails: (row: string) => `Show details of ${row}`,
  detailsOf: (row: string) => `Details of ${row}`,
} as const;

/**
 * The date field (components/ui/DateField): its hint, its calendar button and the calendar's own
 * controls (docs/decisions/033-web-weight.md; issue 26: a month and a year to choose, so any year is a
 * few keystrokes away).
 */
export const dateFieldTexts = {
  /** The format a date is entered in (part 1 §5: MM/dd/yyyy). */
  hint: 'MM/DD/YYYY',
  choose: (label: string) => `Choose ${label} from a calendar`,
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  month: 'Month',
  year: 'Year',
} as const;

/** The effective user has no TINs of their own (every screen that chooses among them). */
export const ownTinTexts = {
  noTins: 'No TINs are assigned to your account. Ask your Account Administrator to assign one.',
} as const;
