/** The History link of a claim, a payment or a bill (issue 47 §1): who opened it, and when, in the Activity. */
export const historyTexts = {
  link: 'HISTORY',
  claim: 'History of this claim: who opened it, and when',
  payment: 'History of this payment: who opened it, and when',
  /** Named by its number: a table of bills has one on each row. */
  bill: (billControlNumber: string) => `History of bill ${billControlNumber}: who opened it, and when`,
  /** The History covers the last year (the Activity's longest range). */
  days: 365,
} as const;
