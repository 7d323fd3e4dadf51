import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { BillSearchByBillIdFormSchema, BillSearchByClaimantFormSchema, BillSearchByClaimNumberFormSchema, type BillSearchMode } from '@wcpp/contract';
import type { SearchValues } from './search-params';

/** The form schema of each mode; it validates the fields with the spec's messages (part 1 §5). */
export const modeSchemas = { claimNumber: BillSearchByClaimNumberFormSchema, claimant: BillSearchByClaimantFormSchema, billId: BillSearchByBillIdFormSchema };

/**
 * Loaded on the first validation, not with the screen (load-validation.ts). The schema's output
 * has the same fields, with dates as ISO strings (what the API takes).
 */
export const resolvers = Object.fromEntries(
  Object.entries(modeSchemas).map(([mode, schema]) => [mode, zodResolver(schema as never) as unknown as Resolver<SearchValues, unknown, SearchValues>]),
) as Record<BillSearchMode, Resolver<SearchValues, unknown, SearchValues>>;
