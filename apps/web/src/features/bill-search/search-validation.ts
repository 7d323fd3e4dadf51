import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  billIdFields,
  billIdRequired,
  BillSearchByBillIdFormSchema,
  BillSearchByClaimantFormSchema,
  BillSearchByClaimNumberFormSchema,
  type BillSearchMode,
} from '@wcpp/contract';
import type { SearchValues } from './search-params';

/** The form schema of each mode; it validates the fields with the spec's messages (part 1 §5). */
export const modeSchemas = { claimNumber: BillSearchByClaimNumberFormSchema, claimant: BillSearchByClaimantFormSchema, billId: BillSearchByBillIdFormSchema };

/** Every field of the one form of the three modes, as it holds them; a mode's schema checks its own. */
const wholeFormSchema = z.object({
  tins: z.array(z.string()),
  claimNumber: z.string(),
  serviceDate: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  billControlNumber: z.string(),
  documentId: z.string(),
});
const wholeForm = <S extends z.core.$ZodLooseShape>(shape: S) => z.extend(wholeFormSchema, shape);

/**
 * Loaded on the first validation, not with the screen (load-validation.ts). Each mode's schema over
 * the whole form: its fields checked with the spec's messages, the other modes' fields kept as they
 * are; the output has the same fields, with dates as ISO strings (what the API takes).
 */
export const resolvers: Record<BillSearchMode, Resolver<SearchValues, unknown, SearchValues>> = {
  claimNumber: zodResolver(wholeForm(BillSearchByClaimNumberFormSchema.shape)),
  claimant: zodResolver(wholeForm(BillSearchByClaimantFormSchema.shape)),
  billId: zodResolver(wholeForm(billIdFields).check(billIdRequired())),
};
