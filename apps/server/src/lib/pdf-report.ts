import { brandColors, formatDate, formatMoney } from '@wcpp/contract';
import PDFDocument from 'pdfkit';
import type { Readable } from 'node:stream';
import { renderPdf } from './pdf';

/*
 * The portal's printed reports (the EOR, the pricing sheet, the remittance advice): a letterhead,
 * label/value pairs, a table that continues on new pages, and page numbers.
 */

/** The black of data, and the grey of labels and notes. */
export const DATA_INK = '#000000';
export const MUTED_INK = '#444444';

export type Doc = PDFKit.PDFDocument;

export const money = (amount: number | null) => (amount === null ? '' : formatMoney(amount));
export const date = formatDate;

export interface Column<Row> {
  header: string;
  width: number;
  align?: 'left' | 'right';
  value: (row: Row) => string;
}

export const REPORT_MARGIN = 48;

export function reportPdf(title: string, draw: (doc: Doc) => void): Promise<Buffer> {
  return renderPdf(
    (doc) => {
      draw(doc);
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i += 1) {
        doc.switchToPage(i);
        footer(doc, title, i + 1, range.count);
      }
    },
    { ...reportOptions(title), bufferPages: true },
  );
}

const reportOptions = (title: string): PDFKit.PDFDocumentOptions => ({
  size: 'LETTER',
  margin: REPORT_MARGIN,
  info: { Title: title, Producer: 'Provider Portal', Creator: 'Provider Portal' },
});

/** The footer of a page: the report's title and the page's number (of `count` when it is known). */
function footer(doc: Doc, title: string, page: number, count?: number): void {
  const { x, y } = doc;
  const bottomMargin = doc.page.margins.bottom;
  // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
  doc.page.margins.bottom = 0;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED_INK)
    .text(`${title} · Page ${page}${count ? ` of ${count}` : ''}`, REPORT_MARGIN, doc.page.height - 30, { width: doc.page.width - 2 * REPORT_MARGIN, align: 'right', lineBreak: false });
  doc.page.margins.bottom = bottomMargin;
  doc.x = x;
  doc.y = y;
}

/**
 * A report written as it is drawn (a remittance of thousands of claims): pdfkit sends each page out
 * once the next one starts, so only the page being drawn is held. Each page's footer is drawn when
 * the page starts, so it says "Page i" without the count. A failure while drawing ends the stream
 * with the error (the answer is cut short, never a complete-looking file).
 */
export function reportPdfStream(title: string, draw: (doc: Doc) => Promise<void>): Readable {
  const doc = new PDFDocument(reportOptions(title));
  let page = 1;
  footer(doc, title, page);
  doc.on('pageAdded', () => footer(doc, title, ++page));
  draw(doc).then(
    () => doc.end(),
    (err: unknown) => doc.destroy(err instanceof Error ? err : new Error(String(err))),
  );
  return doc;
}

export function letterhead(doc: Doc, title: string, subtitle: string): void {
  doc.font('Helvetica-Bold').fontSize(16).fillColor(brandColors.primary).text(title, REPORT_MARGIN, REPORT_MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED_INK).text(subtitle);
  doc.moveDown(0.5);
  doc.lineWidth(1).strokeColor(brandColors.primary).moveTo(REPORT_MARGIN, doc.y).lineTo(doc.page.width - REPORT_MARGIN, doc.y).stroke();
  doc.moveDown(0.6);
}

/** Two columns of label: value pairs. */
export function facts(doc: Doc, pairs: [string, string][]): void {
  const width = (doc.page.width - 2 * REPORT_MARGIN) / 2;
  const top = doc.y;
  const half = Math.ceil(pairs.length / 2);
  let bottom = top;
  pairs.forEach(([label, value], i) => {
    const x = REPORT_MARGIN + (i < half ? 0 : width);
    const y = top + (i % half) * 26;
    doc.font('Helvetica').fontSize(7).fillColor(MUTED_INK).text(label.toUpperCase(), x, y, { width: width - 10 });
    doc.font('Helvetica').fontSize(9.5).fillColor(DATA_INK).text(value || '—', x, y + 9, { width: width - 10, lineBreak: false, ellipsis: true });
    bottom = Math.max(bottom, y + 26);
  });
  doc.x = REPORT_MARGIN;
  doc.y = bottom + 6;
}

/** A table that continues on new pages, repeating its header; returns nothing, leaves doc.y below it. */
export function reportTable<Row>(doc: Doc, columns: Column<Row>[], rows: Row[], footer?: string[]): void {
  const rowHeight = 16;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const bottomLimit = () => doc.page.height - 60;
  const header = () => {
    const y = doc.y;
    doc.rect(REPORT_MARGIN, y, width, rowHeight + 2).fill('#e9ebf3');
    let x = REPORT_MARGIN;
    for (const c of columns) {
      doc.font('Helvetica-Bold').fontSize(7.5).fillColor(DATA_INK).text(c.header, x + 3, y + 5, { width: c.width - 6, align: c.align ?? 'left', lineBreak: false });
      x += c.width;
    }
    doc.y = y + rowHeight + 2;
  };
  const line = (cells: string[], bold = false) => {
    if (doc.y + rowHeight > bottomLimit()) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    let x = REPORT_MARGIN;
    cells.forEach((cell, i) => {
      const c = columns[i]!;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8).fillColor(DATA_INK).text(cell, x + 3, y + 4, { width: c.width - 6, height: rowHeight - 6, align: c.align ?? 'left', ellipsis: true });
      x += c.width;
    });
    doc.lineWidth(0.3).strokeColor('#c0c4d6').moveTo(REPORT_MARGIN, y + rowHeight).lineTo(REPORT_MARGIN + width, y + rowHeight).stroke();
    doc.y = y + rowHeight;
  };
  header();
  rows.forEach((row) => line(columns.map((c) => c.value(row))));
  if (footer) line(footer, true);
  doc.x = REPORT_MARGIN;
  doc.moveDown(0.8);
}

/** Ensures `height` points are left on the page, else starts a new one. */
export function keepTogether(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - 60) doc.addPage();
  doc.x = REPORT_MARGIN;
}
