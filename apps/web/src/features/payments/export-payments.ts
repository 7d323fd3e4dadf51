import { paymentCalls, type ExportFormat, type PaymentSearchQuery } from '@wcpp/contract';
import { acceptOf, saveExport } from '../../lib/export-file';
import { callNamedFile } from '../../lib/http';

/** Every payment of a Payments search (all pages), by its criteria. */
export const exportPayments = (criteria: Omit<PaymentSearchQuery, 'page'>, format: ExportFormat) =>
  saveExport(callNamedFile(paymentCalls.exportPayments, { query: { ...criteria, format } }, acceptOf(format)), `Payments.${format}`);
