import { CSV_TYPE, defineEndpoint, file, XLSX_TYPE } from '../endpoint';
import { ClaimBillsExportQuerySchema } from '../exports/schemas';
import { ApiErrorSchema } from '../shared/answers';
import { ClaimPageSchema, ClaimParamsSchema, ClaimQuerySchema } from './schemas';

/** The claim page (issue 27 §1). This module holds call descriptions only: the contract exports it as `claimCalls`. */

export const claimByNumber = defineEndpoint({
  method: 'GET',
  path: '/claims/:claimNumber',
  params: ClaimParamsSchema,
  query: ClaimQuerySchema,
  responses: { 200: ClaimPageSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: "A claim and every bill on it under the caller's TINs, both sources, with totals (paged: 25, 50 or 100 bills a page)",
  tags: ['claims'],
});

export const claimBillsExport = defineEndpoint({
  method: 'GET',
  path: '/claims/:claimNumber/export',
  params: ClaimParamsSchema,
  query: ClaimBillsExportQuerySchema,
  responses: { 200: file(CSV_TYPE, XLSX_TYPE), 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
  guard: 'signedIn',
  summary: "Every bill of a claim under the caller's TINs (all pages) as CSV or XLSX (issue 27 §3)",
  tags: ['claims', 'exports'],
});
