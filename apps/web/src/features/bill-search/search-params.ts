import * as z from 'zod/mini';
import { billSearchLimits, billSearchModes, MitchBillSearchRequestSchema, serviceWindow, type BillSearchMode } from '@wcpp/contract';
import type { SearchParams } from './useBillSearch';

export interface SearchValues {
  tins: string[];
  claimNumber: string;
  serviceDate: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  billControlNumber: string;
  documentId: string;
}
export type SearchField = Exclude<keyof SearchValues, 'tins'>;

const keptText = z.string().check(z.maxLength(200));
/**
 * The place Bill Search keeps (docs/decisions/055): the open mode, the form of its last search as
 * typed, and what that search asked (the server checks it again).
 */
export const BillSearchPlaceSchema = z.object({
  mode: z.enum(billSearchModes),
  params: z.omit(MitchBillSearchRequestSchema, { tins: true }),
  values: z.object({
    tins: z.array(z.string().check(z.maxLength(20))).check(z.maxLength(500)),
    claimNumber: keptText,
    serviceDate: keptText,
    firstName: keptText,
    lastName: keptText,
    dateOfBirth: keptText,
    billControlNumber: keptText,
    documentId: keptText,
  }),
});
export type BillSearchPlace = z.infer<typeof BillSearchPlaceSchema>;

/**
 * The TINs a search form starts with: those of the person's last search that they still have (issue 27
 * §2); else up to five TINs, all of them; with more, the person chooses (docs/decisions/017).
 */
export const initialTins = (tins: string[], last: readonly string[] = []): string[] => {
  const still = last.filter((tin) => tins.includes(tin));
  if (still.length) return still;
  return tins.length <= billSearchLimits.maxTins ? tins : [];
};

export function emptyValues(tins: string[], last: readonly string[] = []): SearchValues {
  return { tins: initialTins(tins, last), claimNumber: '', serviceDate: '', firstName: '', lastName: '', dateOfBirth: '', billControlNumber: '', documentId: '' };
}

/** What the API is sent for a valid form of the mode (part 1 §3 searchParams, §5 ±7 days). */
export function toParams(mode: BillSearchMode, v: SearchValues): SearchParams {
  switch (mode) {
    case 'claimNumber':
      return { claimNumber: v.claimNumber, ...serviceWindow(v.serviceDate) };
    case 'claimant':
      return { claimantFirstName: v.firstName, claimantLastName: v.lastName, claimantDateOfBirth: v.dateOfBirth, ...serviceWindow(v.serviceDate) };
    case 'billId':
      return { billControlNumber: v.billControlNumber || undefined, documentId: v.documentId || undefined };
  }
}

/**
 * The valid combinations of each mode, as the Search Help panel lists them: every field of `all`,
 * or exactly one field of `oneOf`. search-help.test.ts checks them against the form schemas and the
 * contract's billSearchCriteria, so the help cannot drift from the rules.
 */
export const searchCombinations: Record<BillSearchMode, { all: SearchField[] } | { oneOf: SearchField[] }> = {
  claimNumber: { all: ['claimNumber', 'serviceDate'] },
  claimant: { all: ['firstName', 'lastName', 'dateOfBirth', 'serviceDate'] },
  billId: { oneOf: ['billControlNumber', 'documentId'] },
};
