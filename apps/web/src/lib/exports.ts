import { claimCalls, exportCalls, feeScheduleCalls, tinCalls, userAdminCalls, type ExportFormat, type FeeScheduleLob, type RateCode } from '@wcpp/contract';
import { acceptOf, saveExport as save } from './export-file';
import { callNamedFile } from './http';

// The exports of the other results tables, saved through lib/export-file.ts. Bill Search's and Payments'
// live beside their screens, which then carry their own export only.
export { acceptOf };

/** Claim Search's results, by claim number. */
export const exportClaims = (claimNumbers: string[], format: ExportFormat) =>
  save(callNamedFile(exportCalls.exportClaims, { body: { format, claimNumbers } }, acceptOf(format)), `Claims.${format}`);

/** Every bill of a claim in the caller's scope (all pages of the claim page). */
export const exportClaimBills = (claimNumber: string, format: ExportFormat) =>
  save(callNamedFile(claimCalls.claimBillsExport, { params: { claimNumber }, query: { format } }, acceptOf(format)), `Claim ${claimNumber}.${format}`);

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
