/** Texts of Claim Search that the spec describes without wording (docs/decisions/017-bill-search-screen.md). */
export const claimSearchTexts = {
  title: 'Claim Search',
  firstName: 'Claimant First Name',
  lastName: 'Claimant Last Name',
  dateOfBirth: 'Claimant Date of Birth',
  dateOfInjury: 'Claimant Date of Injury',
  wildcard: 'Match first names beginning with what I typed',
  search: 'SEARCH',
  reset: 'RESET',
  searching: 'Searching for claims…',
  resultsTable: 'Claims found',
  columns: {
    claimNumber: 'Claim Number',
    claimant: 'Claimant Name',
    dateOfBirth: 'Date of Birth',
    dateOfInjury: 'Date of Injury',
    state: 'State',
    gender: 'Gender',
  },
  rowLabel: (claimNumber: string) => `claim ${claimNumber}`,
} as const;
