/** Messages of Payments (issue 28; docs/decisions/066-payments.md). */
export const paymentMessages = {
  /** A payment that does not exist and a payment with no bill in the caller's scope answer the same. */
  notFound: 'No payment with this number was found among the bills of your Tax IDs.',
  invalidId: 'Enter a payment id of digits.',
  invalidCheckNumber: 'Enter a check or EFT number of letters and digits (at most 20).',
  invalidPayer: 'Enter at least 2 characters of the payer name (at most 60).',
  invalidDate: 'Enter a date as MM/DD/YYYY.',
  toBeforeFrom: 'The end of the date range is before its start.',
  rangeTooLong: 'Search at most 366 days at a time.',
  invalidPage: 'Enter a page number from 1.',
  invalidPageSize: 'Choose 25, 50 or 100 bills a page.',
  invalidSearchPageSize: 'Choose 25, 50 or 100 payments a page.',
  /** A second remittance PDF asked for while the person's previous one is still being written (429). */
  pdfBusy: 'Your previous remittance PDF is still being prepared. Please wait for it to finish.',
  /** Above the form when a field is in error, as the portal's other forms say it. */
  summary: 'An error has occurred. Please address all fields marked with “Error”.',
} as const;

/**
 * Why a load of the payer's data (a payment, an EOR, the seed) is refused: an identifier that is not one
 * (docs/decisions/079). The value is quoted as it came, so the feed's error can be found.
 */
export const payerDataMessages = {
  tin: (field: string, value: string) => `The payer's data was refused: ${field} ${JSON.stringify(value)} is not a Tax ID of 9 digits.`,
  npi: (field: string, value: string) => `The payer's data was refused: ${field} ${JSON.stringify(value)} is not an NPI of 10 digits with its check digit.`,
  payerId: (field: string, value: string) => `The payer's data was refused: ${field} ${JSON.stringify(value)} is not a payer id of 5 to 9 digits.`,
} as const;
