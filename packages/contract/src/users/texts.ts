/** Labels of the own profile, the profile-completion dialog and the e-mail change (docs/decisions/018, 026). */

export const profileTexts = {
  title: 'User Profile',
  userName: 'Username',
  accountType: 'Account Type',
  groupId: 'Group ID',
  employeeId: 'Employee ID',
  firstName: 'First Name',
  middleInitial: 'Middle Initial',
  lastName: 'Last Name',
  email: 'Email Address',
  phone: 'Phone Number',
  affiliation: 'Affiliation',
  otherDesc: 'Other Description',
  jobTitle: 'Job Title',
  companyNm: 'Company Name',
  companyUrl: 'Company Website',
  save: 'SAVE',
  changePassword: 'CHANGE PASSWORD >>>',
  mirrorReadOnly: 'You are viewing this profile while mirroring: changes are not available.',
  /** Asked only when the e-mail address differs from the stored one (docs/decisions/026). */
  currentPassword: 'Current Password',
  currentPasswordHint: 'To change your Email Address, enter your current password. We will send a confirmation link to the new address.',
  affiliationNote: 'Only your Account Administrator can change your affiliation.',
} as const;

/** /wcpp/confirmEmailChange: the page the confirmation link opens (docs/decisions/026). */
export const emailChangeTexts = {
  title: 'Confirm Email Change',
  toProfile: 'Go to your User Profile',
  signIn: 'Sign in to the Provider Portal',
} as const;

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
