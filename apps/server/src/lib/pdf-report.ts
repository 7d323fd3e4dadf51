import { brandColors, formatDate, formatMoney } from '@wcpp/contract';
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
        // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
        doc.page.margins.bottom = 0;
        const bottom = doc.page.height - 30;
        doc
          .font('Helvetica')
          .fontSize(8)
          .fillColor(MUTED_INK)
          .text(`${title} · Page ${i + 1} of ${range.count}`, REPORT_MARGIN, bottom, { width: doc.page.width - 2 * REPORT_MARGIN, align: 'right', lineBreak: false });
      }
    },
    { bufferPages: true, margin: REPORT_MARGIN, info: { Title: title, Producer: 'Provider Portal', Creator: 'Provider Portal' } },
  );
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
