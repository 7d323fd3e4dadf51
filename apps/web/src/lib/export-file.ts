import { CSV_TYPE, XLSX_TYPE, type ExportFormat } from '@wcpp/contract';
import { saveFile } from './files';

/*
 * The exports of the results tables (issue 27 §3, docs/decisions/061-exports.md): the web names the
 * rows its table shows, in order; the server writes the file from its own data in the caller's scope
 * and names it. Each saves the file as the server named it. Each screen's export is written beside its
 * calls, so a screen carries its own export only.
 */

export const acceptOf = (format: ExportFormat) => (format === 'csv' ? CSV_TYPE : XLSX_TYPE);

/** Saves an export's file under the name the server gave it, or `fallback`. */
export async function saveExport(answer: Promise<{ blob: Blob; name: string | null }>, fallback: string) {
  const { blob, name } = await answer;
  saveFile(blob, name ?? fallback);
}
