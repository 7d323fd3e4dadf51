/** Client List labels (part 1 §2, §4; docs/decisions/039 where the spec has none). */
export const clientListAgreementTexts = {
  body: [
    'The client and payer information in the Client List is confidential and is provided only to help your office identify the payers with which you participate in the network.',
    'By continuing you agree to use this information solely for that purpose, not to disclose it to any third party, and to protect it as you protect your other confidential business records.',
  ],
  accept: 'ACCEPT AND CONTINUE',
  decline: 'DECLINE',
} as const;

export const clientListTexts = {
  title: 'Client List',
  lineOfBusiness: 'Line of Business',
  tin: 'Tax ID',
  provider: 'Provider',
  state: 'State',
  product: 'Product',
  choose: 'Select',
  search: 'SEARCH',
  reset: 'RESET',
  download: 'DOWNLOAD',
  resultsLabel: 'Clients',
  loading: 'Loading…',
  /** Part 1 §2: shown for Auto when there are results. The wording is chosen (decision 039). */
  steerage:
    'Steerage: Auto carriers may not direct injured persons to network providers in every state. A client listed here applies the network’s rates when it receives your bill; confirm coverage and any referral requirement with the carrier before treatment.',
  /** An internal administrator has no TINs of its own: the list is read as a provider user, by mirroring one. */
  adminNoTins: 'Your account has no TINs of its own. To see the clients of a provider’s TINs, mirror one of their users from',
  downloadFailed: 'The Client List could not be downloaded. Please try again.',
  providerOption: (p: { prvName: string; prvId: number; prvProviderType: string }) => `${p.prvName} (${p.prvId})`,
} as const;
