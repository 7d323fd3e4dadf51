import type { ExportFormat } from './limits';

/** Texts of the exports (issue 27 §3): the menu every results table offers, and the columns only files have. */
export const exportTexts = {
  menu: 'Export',
  menuLabel: (table: string) => `Export ${table}`,
  formats: { csv: 'CSV', xlsx: 'Excel (XLSX)' } satisfies Record<ExportFormat, string>,
  working: 'Preparing the file…',
  failed: 'The file could not be made. Please try again.',
  billRef: 'Bill Ref',
  documentId: 'Document ID',
  paidAmount: 'Paid Amount',
  firstName: 'Claimant First Name',
  lastName: 'Claimant Last Name',
} as const;
