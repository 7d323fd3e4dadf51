import { activityCalls, type ExportFormat } from '@wcpp/contract';
import { acceptOf, saveExport } from '../../lib/export-file';
import { callNamedFile } from '../../lib/http';
import type { ActivityFilters } from './activity-form';

/** Every row of an Activity search (not only the pages shown), by its filters; the server records the export. */
export const exportActivity = (filters: ActivityFilters, format: ExportFormat) =>
  saveExport(callNamedFile(activityCalls.exportActivity, { query: { ...filters, format } }, acceptOf(format)), `Activity.${format}`);
