/** Part 1 §5: Claim Search. */
export const claimSearchMessages = {
  firstName: 'Error: Enter Claimant First Name',
  lastName: 'Error: Enter Claimant Last Name',
  dobRequired: 'Error: Enter Claimant Date of Birth',
  dobInvalid: 'Error: Enter a valid Claimant Date of Birth',
  dobFuture: 'Error: Claimant Date of Birth cannot be a future date',
  doiRequired: 'Error: Enter Claimant Date of Injury',
  doiInvalid: 'Error: Enter a valid Claimant Date of Injury',
  doiFuture: 'Error: Claimant Date of Injury cannot be a future date',
  summary: 'An error has occurred. Please address all fields marked with “Error”.',
} as const;

export const claimSearchResultMessages = {
  none: 'No claims were found for the claimant information entered.',
} as const;
