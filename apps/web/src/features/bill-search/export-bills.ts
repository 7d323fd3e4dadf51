import { exportCalls, type ExportFormat } from '@wcpp/contract';
import { acceptOf, saveExport } from '../../lib/export-file';
import { callNamedFile } from '../../lib/http';

/** Bill Search's results, by control number (issue 27 §3). */
export const exportBills = (billControlNumbers: string[], format: ExportFormat) =>
  saveExport(callNamedFile(exportCalls.exportBills, { body: { format, billControlNumbers } }, acceptOf(format)), `Bills.${format}`);
