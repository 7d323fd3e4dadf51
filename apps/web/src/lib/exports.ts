import { claimCalls, CSV_TYPE, exportCalls, feeScheduleCalls, paymentCalls, tinCalls, userAdminCalls, XLSX_TYPE, type ExportFormat, type FeeScheduleLob, type PaymentSearchQuery, type RateCode } from '@wcpp/contract';
import { callNamedFile } from './http';
import { saveFile } from './files';

/*
 * The exports of the results tables (issue 27 §3, docs/decisions/061-exports.md): the web names the
 * rows its table shows, in order; the server writes the file from its own data in the caller's scope
 * and names it. Each saves the file as the server named it.
 */

export const acceptOf = (format: ExportFormat) => (format === 'csv' ? CSV_TYPE : XLSX_TYPE);

async function save(answer: Promise<{ blob: Blob; name: string | null }>, fallback: string) {
  const { blob, name } = await answer;
  saveFile(blob, name ?? fallback);
}

/** Bill Search's results, by control number. */
export const exportBills = (billControlNumbers: string[], format: ExportFormat) =>
  save(callNamedFile(exportCalls.exportBills, { body: { format, billControlNumbers } }, acceptOf(format)), `Bills.${format}`);

/** Claim Search's results, by claim number. */
export const exportClaims = (claimNumbers: string[], format: ExportFormat) =>
  save(callNamedFile(exportCalls.exportClaims, { body: { format, claimNumbers } }, acceptOf(format)), `Claims.${format}`);

/** Every bill of a claim in the caller's scope (all pages of the claim page). */
export const exportClaimBills = (claimNumber: string, format: ExportFormat) =>
  save(callNamedFile(claimCalls.claimBillsExport, { params: { claimNumber }, query: { format } }, acceptOf(format)), `Claim ${claimNumber}.${format}`);

/** Every payment of a Payments search (all pages), by its criteria. */
export const exportPayments = (criteria: Omit<PaymentSearchQuery, 'page'>, format: ExportFormat) =>
  save(callNamedFile(paymentCalls.exportPayments, { query: { ...criteria, format } }, acceptOf(format)), `Payments.${format}`);

/** Manage Users' rows of a group the caller manages, by account id. */
export const exportGroupUsers = (grpInfoId: number, ids: number[], format: ExportFormat) =>
  save(callNamedFile(userAdminCalls.exportGroupUsers, { body: { format, grpInfoId, ids } }, acceptOf(format)), `Users.${format}`);

/** Manage TINs' rows of a group the caller manages. */
export const exportGroupTins = (groupId: number, ftins: string[], format: ExportFormat) =>
  save(callNamedFile(tinCalls.exportGroupTins, { body: { format, groupId, ftins } }, acceptOf(format)), `TINs.${format}`);

/** A provider's rate codes (PPO Fee Schedule), each by code and location. */
export const exportRateCodes = (search: { lob: FeeScheduleLob; prvId: number; tin: string }, rows: RateCode[], format: ExportFormat) =>
  save(
    callNamedFile(
      feeScheduleCalls.exportRateCodes,
      { body: { format, ...search, rows: rows.map((r) => ({ nationalRateCd: r.nationalRateCd, provLctnName: r.provLctnName })) } },
      acceptOf(format),
    ),
    `Rate Codes.${format}`,
  );
