import {
  documentBundleMessages,
  exportTexts,
} from '@wcpp/contract';
import { explainedOr } from '../errors';

/** Where a refusal of files is shown, and how its code reads there (lib/errors.ts). */

export const documentBundle = explainedOr(documentBundleMessages.failed);
export const tableExport = explainedOr(exportTexts.failed);
