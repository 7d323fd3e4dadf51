/** The Activity's refusals (issue 47), word for word where the screen shows them. */
export const activityMessages = {
  invalidPerson: 'Enter a user name of up to 50 characters.',
  invalidPatient: "Enter the patient's last name (2 to 40 characters).",
  invalidClaimNumber: 'Enter a claim number of up to 40 characters.',
  invalidBill: 'Enter a bill control number of up to 22 characters.',
  invalidPayment: 'Enter a payment number (digits only).',
  invalidKind: 'Choose an action kind from the list.',
  invalidIp: 'Enter an address of up to 60 characters.',
  invalidGroup: 'Enter a group ID (digits only).',
  invalidCursor: 'The page to show is not one this list gave. Search again.',
  toBeforeFrom: 'The end date must be on or after the start date.',
  rangeTooLong: 'Choose dates at most 366 days apart.',
  tinReadersGroupOnly: "Only a group's Provider Admins see who read the group's TINs.",
  checkRunning: 'A check of the record is already running. Try again in a moment.',
  groupOnlyInternal: 'Only the network’s administrators may choose a group.',
} as const;
