/** Saved and recent searches (issue 27 §5, docs/decisions/064-saved-searches.md): criteria only, never results. */
import * as z from 'zod/mini';
import { billSearchLimits, billSearchModes } from '../bill-search/limits';
import { MitchBillSearchRequestSchema } from '../bill-search/schemas';
import { idParam } from '../shared/input';
import { savedSearchMessages } from './messages';

/** Most named searches a person keeps per screen; and how many recent ones are kept. */
export const SAVED_SEARCHES_MAX = 50;
export const RECENT_SEARCHES_KEPT = 10;
export const SAVED_SEARCH_NAME_MAX = 60;

export const searchKinds = ['bill', 'claim'] as const;
export type SearchKind = (typeof searchKinds)[number];

const text = (max: number) => z.string().check(z.maxLength(max));
const typedDate = text(10);

/**
 * A Bill Search as its form held it: the mode, the TINs ticked and the fields as typed, and what the
 * search asked (the kept place of decision 055 has the same shape, so a saved search runs as a kept one).
 */
export const BillSearchCriteriaSchema = z.object({
  mode: z.enum(billSearchModes),
  params: z.omit(MitchBillSearchRequestSchema, { tins: true }),
  values: z.object({
    tins: z.array(z.string().check(z.regex(/^\d{9}$/))).check(z.minLength(1), z.maxLength(billSearchLimits.maxTins)),
    claimNumber: text(billSearchLimits.claimNumber),
    serviceDate: typedDate,
    firstName: text(billSearchLimits.name),
    lastName: text(billSearchLimits.name),
    dateOfBirth: typedDate,
    billControlNumber: text(billSearchLimits.billControlNumber),
    documentId: text(billSearchLimits.documentId),
  }),
});
export type BillSearchCriteriaSaved = z.input<typeof BillSearchCriteriaSchema>;

/** A Claim Search as its form held it. */
export const ClaimSearchCriteriaSchema = z.object({
  claimantFirstName: text(billSearchLimits.name),
  claimantLastName: text(billSearchLimits.name),
  claimantDOB: typedDate,
  doi: typedDate,
  wildCardFstName: z.boolean(),
});
export type ClaimSearchCriteriaSaved = z.input<typeof ClaimSearchCriteriaSchema>;

const nameField = z.string().check(
  z.trim(),
  z.minLength(1, savedSearchMessages.nameRequired),
  z.maxLength(SAVED_SEARCH_NAME_MAX, savedSearchMessages.nameTooLong),
  // eslint-disable-next-line no-control-regex
  z.regex(/^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/, savedSearchMessages.nameInvalid),
);

/** The name a person gives a search they save (the dialog's form). */
export const SavedSearchNameSchema = z.object({ name: nameField });

/** POST /searches: with a name, a saved search (the same name again replaces it); without, a recent one. */
export const SaveSearchRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bill'), name: z.optional(nameField), criteria: BillSearchCriteriaSchema }),
  z.object({ kind: z.literal('claim'), name: z.optional(nameField), criteria: ClaimSearchCriteriaSchema }),
]);
export type SaveSearchRequest = z.input<typeof SaveSearchRequestSchema>;

const stored = { id: z.int(), name: z.nullable(z.string()), usedAt: z.string() };
const paramNames = ['claimantFirstName', 'claimantLastName', 'claimNumber', 'documentId', 'billControlNumber', 'claimantDateOfBirth', 'beginServiceDate', 'endServiceDate'] as const;
/** A stored Bill Search as answered: the same fields, described without the request's transforms. */
const BillSearchCriteriaAnswer = z.object({
  mode: z.enum(billSearchModes),
  params: z.object(Object.fromEntries(paramNames.map((name) => [name, z.optional(z.string())])) as Record<(typeof paramNames)[number], z.ZodMiniOptional<z.ZodMiniString>>),
  values: BillSearchCriteriaSchema.shape.values,
});
export const SavedSearchSchema = z.discriminatedUnion('kind', [
  z.object({ ...stored, kind: z.literal('bill'), criteria: BillSearchCriteriaAnswer }),
  z.object({ ...stored, kind: z.literal('claim'), criteria: ClaimSearchCriteriaSchema }),
]);
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** GET /searches?kind=: the person's saved searches by name, and the recent ones, newest first. */
export const SavedSearchListSchema = z.object({ saved: z.array(SavedSearchSchema), recent: z.array(SavedSearchSchema) });
export type SavedSearchList = z.infer<typeof SavedSearchListSchema>;

export const SavedSearchQuerySchema = z.object({ kind: z.enum(searchKinds) });
export const SavedSearchParamsSchema = z.object({ id: idParam });
