/** Messages of the claim page (issue 27 §1; docs/decisions/059-claim-page.md). */
export const claimMessages = {
  /** A claim that does not exist and a claim with no bill in the caller's scope answer the same. */
  notFound: 'No claim with this number was found among the bills of your Tax IDs.',
  invalidNumber: 'Enter a claim number of letters, digits, spaces and hyphens (at most 40).',
  invalidPage: 'Enter a page number from 1.',
  invalidPageSize: 'Choose 25, 50 or 100 bills a page.',
} as const;
