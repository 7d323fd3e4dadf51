/**
 * Exports (issue 27 §3, docs/decisions/061-exports.md): CSV and XLSX of the rows a results table shows,
 * written by the server from its own data. The caller names the rows (in the table's order after its
 * filters and sort); the server reads them in the caller's scope, so a file never holds more than the
 * caller may see, and its audit row names each record.
 */
import * as z from 'zod/mini';
import { billSearchLimits } from '../bill-search/limits';
import { billSearchTexts } from '../bill-search/texts';
import type { ClaimBillStatus } from '../claims/schemas';
import { claimTexts } from '../claims/texts';
import { claimSearchTexts } from '../claim-search/texts';
import type { Claim } from '../claim-search/schemas';
import { clientColumns, clientListExport, type ClientRow } from '../client-list/schemas';
import { FeeScheduleLobSchema, type RateCode } from '../fee-schedule/schemas';
import { feeScheduleTexts } from '../fee-schedule/texts';
import { tinParam } from '../shared/fields';
import { idField } from '../shared/input';
import type { GroupFtin } from '../tins/schemas';
import { tinsTexts } from '../tins/texts';
import type { UserRow } from '../user-admin/schemas';
import { userAdminTexts, userNameShown } from '../user-admin/texts';
import { DOWNLOADS_PER_HOUR, EXPORT_MAX_ROWS, exportFormats, type ExportFormat } from './limits';
import { ExportFormatSchema } from './format';
import { exportMessages } from './messages';
import { exportTexts } from './texts';

export { exportFormats, ExportFormatSchema, type ExportFormat };

export { DOWNLOADS_PER_HOUR, EXPORT_MAX_ROWS };

/** How a column's cells are written: text as text, dates as date cells (XLSX) or MM/DD/YYYY (CSV), money as numbers. */
export type CellKind = 'text' | 'date' | 'money';
/** A date is its ISO text (YYYY-MM-DD), money a number; empty is null. */
export type CellValue = string | number | null;

export interface ExportColumn<Row> {
  header: string;
  kind: CellKind;
  /** Width in characters in XLSX. */
  width: number;
  value: (row: Row) => CellValue;
}

/** An exported table: its columns in order, and the file's and sheet's names. */
export interface ExportTable<Row> {
  /** The file's name without its extension. */
  fileName: string;
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
}

const billControlNumber = z.string().check(z.trim(), z.minLength(1), z.maxLength(billSearchLimits.billControlNumber));
const claimNumber = z.string().check(z.trim(), z.minLength(1), z.maxLength(billSearchLimits.claimNumber));
const rowList = <S extends z.ZodMiniType>(item: S) =>
  z.array(item).check(z.minLength(1, exportMessages.noRows), z.maxLength(EXPORT_MAX_ROWS, exportMessages.tooManyRows));

/** POST /exports/bills: the bills a table shows (Bill Search), by control number, in its order. */
export const BillExportRequestSchema = z.object({ format: ExportFormatSchema, billControlNumbers: rowList(billControlNumber) });
export type BillExportRequest = z.input<typeof BillExportRequestSchema>;

/** POST /exports/claims: the claims Claim Search shows, by claim number, in its order. */
export const ClaimExportRequestSchema = z.object({ format: ExportFormatSchema, claimNumbers: rowList(claimNumber) });
export type ClaimExportRequest = z.input<typeof ClaimExportRequestSchema>;

/** GET /claims/{claimNumber}/export?format=: every bill of the claim in scope, not only the page shown. */
export const ClaimBillsExportQuerySchema = z.object({ format: ExportFormatSchema });

/** A bill as its exports write it: Bill Search's columns with the payment and the status in words. */
export interface BillExportRow {
  ftin: string;
  claimNumber: string;
  claimant: string;
  beginServiceDate: string;
  endServiceDate: string;
  billControlNumber: string;
  documentId: string | null;
  physician: string | null;
  facilityName: string | null;
  billCharges: number;
  recommendedAllowance: number | null;
  status: ClaimBillStatus;
  paidAmount: number | null;
  paidDate: string | null;
  checkNumber: string | null;
}

const bills = billSearchTexts.columns;
const billColumns: readonly ExportColumn<BillExportRow>[] = [
  { header: bills.tin, kind: 'text', width: 12, value: (b) => b.ftin },
  { header: bills.claimNumber, kind: 'text', width: 16, value: (b) => b.claimNumber },
  { header: bills.claimant, kind: 'text', width: 28, value: (b) => b.claimant },
  { header: bills.beginServiceDate, kind: 'date', width: 12, value: (b) => b.beginServiceDate },
  { header: bills.endServiceDate, kind: 'date', width: 12, value: (b) => b.endServiceDate },
  { header: exportTexts.billRef, kind: 'text', width: 16, value: (b) => b.billControlNumber },
  { header: exportTexts.documentId, kind: 'text', width: 18, value: (b) => b.documentId },
  { header: bills.physician, kind: 'text', width: 24, value: (b) => b.physician },
  { header: bills.facility, kind: 'text', width: 28, value: (b) => b.facilityName },
  { header: bills.billCharges, kind: 'money', width: 14, value: (b) => b.billCharges },
  { header: bills.recommendedAllowance, kind: 'money', width: 14, value: (b) => b.recommendedAllowance },
  { header: claimTexts.columns.status, kind: 'text', width: 12, value: (b) => claimTexts.statuses[b.status] },
  { header: exportTexts.paidAmount, kind: 'money', width: 14, value: (b) => b.paidAmount },
  { header: claimTexts.columns.paidDate, kind: 'date', width: 12, value: (b) => b.paidDate },
  { header: claimTexts.columns.checkNumber, kind: 'text', width: 16, value: (b) => b.checkNumber },
];

/** Bill Search's results. */
export const billsExport: ExportTable<BillExportRow> = { fileName: 'Bills', sheetName: 'Bills', columns: billColumns };

/** The claim page's bills: the same columns, named after the claim. */
export const claimBillsExport = (claimNumber: string): ExportTable<BillExportRow> => ({
  fileName: `Claim ${claimNumber.replace(/[^A-Za-z0-9 -]/g, '')}`,
  sheetName: 'Bills',
  columns: billColumns,
});

const claims = claimSearchTexts.columns;
/** Claim Search's results. */
export const claimsExport: ExportTable<Claim> = {
  fileName: 'Claims',
  sheetName: 'Claims',
  columns: [
    { header: claims.claimNumber, kind: 'text', width: 16, value: (c) => c.claimNumber },
    { header: exportTexts.firstName, kind: 'text', width: 18, value: (c) => c.claimantFirstName },
    { header: exportTexts.lastName, kind: 'text', width: 20, value: (c) => c.claimantLastName },
    { header: claims.dateOfBirth, kind: 'date', width: 12, value: (c) => c.claimantDOB },
    { header: claims.dateOfInjury, kind: 'date', width: 12, value: (c) => c.claimantDOI },
    { header: claims.state, kind: 'text', width: 8, value: (c) => c.stateOfJurisdiction },
    { header: claims.gender, kind: 'text', width: 8, value: (c) => c.claimantGender },
  ],
};

// ─── Tables of accounts and reference data (not PHI; exported and audited all the same) ──────────

/** POST /exports/groupUsers: Manage Users' rows, by account id, for a group the caller manages. */
export const GroupUsersExportRequestSchema = z.object({ format: ExportFormatSchema, grpInfoId: idField, ids: rowList(idField) });
export type GroupUsersExportRequest = z.input<typeof GroupUsersExportRequestSchema>;

/** POST /exports/groupTins: Manage TINs' rows, by TIN, for a group the caller manages. */
export const GroupTinsExportRequestSchema = z.object({ format: ExportFormatSchema, groupId: idField, ftins: rowList(tinParam) });
export type GroupTinsExportRequest = z.input<typeof GroupTinsExportRequestSchema>;

/** POST /exports/rateCodes: the PPO Fee Schedule's rate codes of a provider, each by code and location. */
export const RateCodesExportRequestSchema = z.object({
  format: ExportFormatSchema,
  lob: FeeScheduleLobSchema,
  prvId: idField,
  tin: tinParam,
  rows: rowList(z.object({ nationalRateCd: z.string().check(z.maxLength(20)), provLctnName: z.string().check(z.maxLength(200)) })),
});
export type RateCodesExportRequest = z.input<typeof RateCodesExportRequestSchema>;

const users = userAdminTexts;
/** Manage Users: the table's columns; a pending account's user name reads as on screen. */
export const groupUsersExport: ExportTable<UserRow> = {
  fileName: 'Users',
  sheetName: 'Users',
  columns: [
    { header: users.firstName, kind: 'text', width: 18, value: (u) => u.userFirstName },
    { header: users.lastName, kind: 'text', width: 20, value: (u) => u.userLastName },
    { header: users.userName, kind: 'text', width: 24, value: userNameShown },
    { header: users.email, kind: 'text', width: 32, value: (u) => u.emailAddr },
    { header: users.status, kind: 'text', width: 14, value: (u) => u.statusDesc },
    { header: users.type, kind: 'text', width: 22, value: (u) => u.typeDesc },
    { header: users.groupId, kind: 'text', width: 10, value: (u) => (u.grpInfoId === null ? null : String(u.grpInfoId)) },
    { header: users.createDate, kind: 'date', width: 12, value: (u) => u.createdDt },
    { header: users.lastLogin, kind: 'date', width: 12, value: (u) => u.lastLoginDt },
  ],
};

/** Manage TINs: each TIN of the group and the day it was added. */
export const groupTinsExport: ExportTable<GroupFtin> = {
  fileName: 'TINs',
  sheetName: 'TINs',
  columns: [
    { header: tinsTexts.tin, kind: 'text', width: 14, value: (t) => t.ftin },
    { header: tinsTexts.dateAdded, kind: 'date', width: 12, value: (t) => t.addedDate },
  ],
};

const rates = feeScheduleTexts.columns;
/** The PPO Fee Schedule's rate codes of one provider. */
export const rateCodesExport: ExportTable<RateCode> = {
  fileName: 'Rate Codes',
  sheetName: 'Rate Codes',
  columns: [
    { header: rates.nationalRateCd, kind: 'text', width: 12, value: (r) => r.nationalRateCd },
    { header: rates.provLctnName, kind: 'text', width: 30, value: (r) => r.provLctnName },
    { header: rates.provLctnAddr, kind: 'text', width: 40, value: (r) => r.provLctnAddr },
    { header: rates.provLctnDetails, kind: 'text', width: 24, value: (r) => r.provLctnDetails },
    { header: rates.lctnZipCd, kind: 'text', width: 10, value: (r) => r.lctnZipCd },
    { header: rates.cpdProvId, kind: 'text', width: 14, value: (r) => r.cpdProvId },
  ],
};

/** Client List as CSV (its XLSX is the spec's Client_List.xlsx): the table's columns and texts. */
export const clientListCsv: ExportTable<ClientRow> = {
  fileName: 'Client_List',
  sheetName: clientListExport.sheetName,
  columns: clientColumns.map((c) => ({ header: c.header, kind: 'text' as const, width: c.width, value: c.text })),
};
