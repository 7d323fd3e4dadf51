/** Client List messages (part 1 §5, §8), word for word. */
export const clientListMessages = {
  selectTin: 'Error: Select Tax ID',
  selectProvider: 'Error: Select Provider',
  selectState: 'Error: Select State',
  selectProduct: 'Error: Select Product',
  summary: 'An error has occurred. Please address all fields marked with “Error”.',
  statesNotFound: 'Error: States not found',
  productNotFound: 'Error: Product not found',
  noProviders: "Error: There are no active providers that are participating in the provider's integrated network.",
  providerLoadFailed: 'Error: An error has occurred. Please contact Customer Service.',
  noClients: 'There are no Clients for the selected criteria, please revise your search criteria and try again',
  /** The server's refusal of a provider id it does not find (under the TIN, when one is named). */
  providerNotFound: 'Provider not found.',
} as const;
