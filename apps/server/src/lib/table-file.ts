import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { CSV_TYPE, formatDate, XLSX_TYPE, type CellValue, type ExportFormat, type ExportTable } from '@wcpp/contract';
import { sendFile } from './send-file';

/*
 * One writer for every export (issue 27 §3, docs/decisions/061-exports.md): a table's columns and rows
 * as CSV or XLSX. Text that a spreadsheet would run as a formula is defused; in XLSX dates and money
 * are real date and number cells.
 */

/** The first characters that make a spreadsheet read a CSV cell as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV text cell that no spreadsheet runs: a leading `'` before a formula's first character. */
export const defused = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A cell that holds a double quote (\x22), a comma or a line break is quoted, its quotes doubled. */
const quoted = (text: string): string => (/[\x22,\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text);

function csvCell(kind: 'text' | 'date' | 'money', value: CellValue): string {
  if (value === null || value === '') return '';
  if (kind === 'money') return typeof value === 'number' ? value.toFixed(2) : quoted(defused(String(value)));
  if (kind === 'date') return formatDate(String(value));
  return quoted(defused(String(value)));
}

/** RFC 4180 with CRLF lines, after a byte-order mark so spreadsheets read UTF-8 names right. */
export function tableCsv<Row>(table: ExportTable<Row>, rows: readonly Row[]): Buffer {
  const lines = [table.columns.map((c) => quoted(defused(c.header))).join(',')];
  for (const row of rows) lines.push(table.columns.map((c) => csvCell(c.kind, c.value(row))).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** An ISO date as the date cell ExcelJS writes (midnight UTC, which it stores as the day's serial). */
const dateCell = (iso: string): Date | string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : iso;
};

const formats = { date: 'mm/dd/yyyy', money: '"$"#,##0.00' } as const;

/** One sheet: the headings frozen on row 1, then the rows; text is stored as text (never a formula). */
export async function tableWorkbook<Row>(table: ExportTable<Row>, rows: readonly Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Provider Portal';
  const sheet = workbook.addWorksheet(table.sheetName);
  sheet.columns = table.columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width,
    ...(c.kind === 'text' ? {} : { style: { numFmt: formats[c.kind] } }),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) {
    sheet.addRow(
      table.columns.map((c) => {
        const value = c.value(row);
        if (value === null || value === '') return null;
        if (c.kind === 'date') return dateCell(String(value));
        if (c.kind === 'money') return typeof value === 'number' ? value : String(value);
        // A string value is a text cell: ExcelJS writes a formula only for { formula }.
        return String(value);
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Writes the table in the format asked for and sends it as a download, never cached. */
export async function sendTable<Row>(reply: FastifyReply, format: ExportFormat, table: ExportTable<Row>, rows: readonly Row[]): Promise<FastifyReply> {
  const bytes = format === 'csv' ? tableCsv(table, rows) : await tableWorkbook(table, rows);
  const type = format === 'csv' ? `${CSV_TYPE}; charset=utf-8` : XLSX_TYPE;
  return sendFile(reply, type, bytes, `${table.fileName}.${format}`);
}

/**
 * The rows a table named, in its order, each once, from the rows the caller may see (decision 061);
 * null when any key names none of them, so the whole export is refused.
 */
export function pickRows<Row, K>(rows: readonly Row[], keyOf: (row: Row) => K, keys: readonly K[]): Row[] | null {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  const picked: Row[] = [];
  for (const key of new Set(keys)) {
    const row = byKey.get(key);
    if (!row) return null;
    picked.push(row);
  }
  return picked;
}

/** What the caller's Accept asks for: a table file's format, or null for JSON. */
export function tableFormatOf(accept: string | undefined): ExportFormat | null {
  if (!accept) return null;
  if (accept.includes(XLSX_TYPE)) return 'xlsx';
  if (accept.includes(CSV_TYPE)) return 'csv';
  return null;
}
