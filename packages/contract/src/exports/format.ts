import * as z from 'zod/mini';
import { exportFormats } from './limits';
import { exportMessages } from './messages';

/**
 * The format an export is asked in. Apart from the export tables (schemas.ts), so a search form that
 * offers an export (Payments) does not carry every table's columns.
 */
export const ExportFormatSchema = z.enum(exportFormats, exportMessages.format);
