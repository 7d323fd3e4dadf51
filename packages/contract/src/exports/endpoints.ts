import { CSV_TYPE, defineEndpoint, file, XLSX_TYPE } from '../endpoint';
import { ApiErrorSchema } from '../shared/answers';
import { BillExportRequestSchema, ClaimExportRequestSchema } from './schemas';

/**
 * Exports of results tables (issue 27 §3, docs/decisions/061-exports.md): the rows named, read again in
 * the caller's scope, as CSV or XLSX. A row out of scope refuses the whole export (404). The contract
 * exports this module as `exportCalls`; the claim page's export is `claimCalls.claimBillsExport`.
 */

const refusals = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;
const table = file(CSV_TYPE, XLSX_TYPE);

export const exportBills = defineEndpoint({
  method: 'POST',
  path: '/exports/bills',
  body: BillExportRequestSchema,
  responses: { 200: table, ...refusals },
  guard: 'signedIn',
  summary: "Bill Search's results as CSV or XLSX: the bills named, in that order, with their payments",
  tags: ['exports'],
});

export const exportClaims = defineEndpoint({
  method: 'POST',
  path: '/exports/claims',
  body: ClaimExportRequestSchema,
  responses: { 200: table, ...refusals },
  guard: 'officeStaffOrAdmin',
  summary: "Claim Search's results as CSV or XLSX: the claims named, in that order",
  tags: ['exports'],
});
