/**
 * The portal's EOR reason codes and the X12 codes an 835 carries for them (issue 28 §1,
 * docs/decisions/066-payments.md): a claim adjustment group code, a claim adjustment reason code
 * (CARC) and, where one applies, a remittance advice remark code (RARC). One versioned table: a change
 * of mapping is a new version, and the 835's and the payment page's words come from here.
 *
 * `reduction` explains what a line's reason code took off its charge (charge less allowance);
 * `lateFiling` what a partly paid bill's payment took off its allowance; `denied` a bill denied on review
 * (its whole charge); `unknown` a line with no code this table knows.
 */
export interface Adjustment835 {
  group: 'CO' | 'PR' | 'OA' | 'PI';
  carc: string;
  rarc?: string;
}

export const eorCrosswalk = {
  version: '2026-11-28',
  codes: {
    P300: { group: 'CO', carc: 'P12' },
    P301: { group: 'CO', carc: '45' },
    R45: { group: 'CO', carc: '45', rarc: 'N381' },
    M15: { group: 'CO', carc: '97', rarc: 'M15' },
    B12: { group: 'CO', carc: '16', rarc: 'M127' },
    F01: { group: 'CO', carc: '45' },
  } satisfies Record<string, Adjustment835>,
  lateFiling: { group: 'CO', carc: 'B4' } satisfies Adjustment835,
  denied: { group: 'CO', carc: '16', rarc: 'M127' } satisfies Adjustment835,
  unknown: { group: 'CO', carc: '45' } satisfies Adjustment835,
} as const;

/** Plain words for the codes the crosswalk uses (X12 code lists, shortened for people). */
export const adjustmentGroupTexts: Record<Adjustment835['group'], string> = {
  CO: 'Contractual obligation',
  PR: 'Patient responsibility',
  OA: 'Other adjustment',
  PI: 'Payer initiated reduction',
};
export const carcTexts: Record<string, string> = {
  P12: "Workers' compensation jurisdictional fee schedule adjustment.",
  '45': 'Charge exceeds the fee schedule, maximum allowable or contracted fee arrangement.',
  '97': 'The benefit for this service is included in the payment for another service already adjudicated.',
  '16': 'The claim or service lacks information or has a submission or billing error.',
  B4: 'Late filing penalty.',
};
export const rarcTexts: Record<string, string> = {
  N381: 'Consult our contractual agreement for restrictions, billing and payment information related to these charges.',
  M15: 'Separately billed services or tests have been bundled as components of the same procedure; separate payment is not allowed.',
  M127: 'Missing patient medical record for this service.',
};
/** A few plain words for each CARC the crosswalk uses: what a payment line says first, the code's own text on demand. */
export const carcPlainTexts: Record<string, string> = {
  P12: 'Reduced to the state fee schedule',
  '45': 'More than the fee schedule allows',
  '97': 'Paid as part of another service',
  '16': 'Information missing from the bill',
  B4: 'Late filing penalty',
};
/** Provider-level adjustments (an 835's PLB) the payments carry. */
export const providerAdjustmentTexts: Record<string, string> = {
  WO: 'Overpayment recovery',
};
