/** Claim Search (part 1 §3, §5, §7). */
import * as z from 'zod/mini';
import { billSearchLimits } from '../bill-search/limits';
import { pastIsoDate, usDateField } from '../shared/date-fields';
import { claimSearchMessages } from './messages';

/** Claimant names share Bill Search's limit (part 1 §9). */
const nameField = (message?: string) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(billSearchLimits.name, message));

export const ClaimSearchFormSchema = z.object({
  claimantFirstName: nameField(claimSearchMessages.firstName),
  claimantLastName: nameField(claimSearchMessages.lastName),
  claimantDOB: usDateField({ required: claimSearchMessages.dobRequired, invalid: claimSearchMessages.dobInvalid, future: claimSearchMessages.dobFuture }),
  doi: usDateField({ required: claimSearchMessages.doiRequired, invalid: claimSearchMessages.doiInvalid, future: claimSearchMessages.doiFuture }),
  wildCardFstName: z.boolean(),
});
export type ClaimSearchForm = z.input<typeof ClaimSearchFormSchema>;

/** POST /globalclaim/searchByClaimant. */
export const ClaimSearchRequestSchema = z.object({
  claimantFirstName: nameField(),
  claimantLastName: nameField(),
  claimantDOB: pastIsoDate(claimSearchMessages.dobFuture),
  doi: pastIsoDate(claimSearchMessages.doiFuture),
  wildCardFstName: z.enum(['Y', 'N']),
});
export type ClaimSearchRequest = z.infer<typeof ClaimSearchRequestSchema>;

export const ClaimSchema = z.object({
  claimNumber: z.string(),
  claimantFirstName: z.string(),
  claimantLastName: z.string(),
  claimantDOB: z.string(),
  claimantDOI: z.string(),
  stateOfJurisdiction: z.string(),
  claimantGender: z.string(),
});
export type Claim = z.infer<typeof ClaimSchema>;

export const ClaimSearchResponseSchema = z.object({
  /** Set when nothing is found or the search cannot run; the screen shows it prefixed with 'Error: '. */
  resultMessage: z.nullable(z.string()),
  claims: z.array(ClaimSchema),
});
export type ClaimSearchResponse = z.infer<typeof ClaimSearchResponseSchema>;
