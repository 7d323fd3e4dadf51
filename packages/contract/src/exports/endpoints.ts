import { defineEndpoint } from '../endpoint';
import { tableExportAnswers } from './call';
import { BillExportRequestSchema, ClaimExportRequestSchema } from './schemas';

/**
 * Exports of results tables (issue 27 §3, docs/decisions/061-exports.md): the rows named, read again in
 * the caller's scope, as CSV or XLSX. A row out of scope refuses the whole export (404). The contract
 * exports this module as `exportCalls`; the claim page's export is `claimCalls.claimBillsExport`.
 */

export const exportBills = defineEndpoint({
  method: 'POST',
  path: '/exports/bills',
  body: BillExportRequestSchema,
  responses: tableExportAnswers,
  guard: 'signedIn',
  summary: "Bill Search's results as CSV or XLSX: the bills named, in that order, with their payments",
  tags: ['exports'],
});

export const exportClaims = defineEndpoint({
  method: 'POST',
  path: '/exports/claims',
  body: ClaimExportRequestSchema,
  responses: tableExportAnswers,
  guard: 'officeStaffOrAdmin',
  summary: "Claim Search's results as CSV or XLSX: the claims named, in that order",
  tags: ['exports'],
});
