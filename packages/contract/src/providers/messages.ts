/** Provider Demographics messages (part 2 §2, §8), word for word. */
export const demographicsMessages = {
  selectTin: 'Select a Tax ID to Search for Providers...',
  noProviders: 'No Providers found for the selected Tax ID',
  loadingProviders: 'Loading Providers with selected Tax ID...',
  loadingFacility: 'Loading facility...',
  physician: 'Error loading Physician data.',
  physicianLicenses: 'Error loading Physician licenses data.',
  facility: 'Error loading Facility data.',
  /** Followed by the error (part 2 §8). */
  facilityLocations: (error: string) => `Error GETTING THE PROVIDER Facility location ${error}`,
} as const;

/** The server's refusals of a provider it does not find (or not of the kind the call reads). */
export const providerLookupMessages = {
  physicianNotFound: 'Physician not found.',
  facilityNotFound: 'Facility not found.',
} as const;
