import { claimCalls, CSV_TYPE, exportCalls, XLSX_TYPE, type ExportFormat } from '@wcpp/contract';
import { callNamedFile } from './http';
import { saveFile } from './files';

/*
 * The exports of the results tables (issue 27 §3, docs/decisions/061-exports.md): the web names the
 * rows its table shows, in order; the server writes the file from its own data in the caller's scope
 * and names it. Each saves the file as the server named it.
 */

const accept = (format: ExportFormat) => (format === 'csv' ? CSV_TYPE : XLSX_TYPE);

async function save(answer: Promise<{ blob: Blob; name: string | null }>, fallback: string) {
  const { blob, name } = await answer;
  saveFile(blob, name ?? fallback);
}

/** Bill Search's results, by control number. */
export const exportBills = (billControlNumbers: string[], format: ExportFormat) =>
  save(callNamedFile(exportCalls.exportBills, { body: { format, billControlNumbers } }, accept(format)), `Bills.${format}`);

/** Claim Search's results, by claim number. */
export const exportClaims = (claimNumbers: string[], format: ExportFormat) =>
  save(callNamedFile(exportCalls.exportClaims, { body: { format, claimNumbers } }, accept(format)), `Claims.${format}`);

/** Every bill of a claim in the caller's scope (all pages of the claim page). */
export const exportClaimBills = (claimNumber: string, format: ExportFormat) =>
  save(callNamedFile(claimCalls.claimBillsExport, { params: { claimNumber }, query: { format } }, accept(format)), `Claim ${claimNumber}.${format}`);
