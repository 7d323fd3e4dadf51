import { brandColors, formatDate, formatMoney } from '@wcpp/contract';
import { renderPdf } from '../../../lib/pdf';
import type { BillDocumentData } from './types';

/** The drop-out red of printed claim forms, and the black of what was typed on them. */
export const FORM_INK = '#c8102e';
export const DATA_INK = '#000000';
export const MUTED_INK = '#444444';

export type Doc = PDFKit.PDFDocument;

export const money = (amount: number | null) => (amount === null ? '' : formatMoney(amount));
export const date = formatDate;

/** 'LAST, FIRST M' as the claim forms print a person. */
export function formName(person: { firstName: string | null; middleName: string | null; lastName: string | null } | null): string {
  if (!person || !person.lastName) return '';
  return `${person.lastName}, ${person.firstName ?? ''}${person.middleName ? ` ${person.middleName.charAt(0)}` : ''}`.toUpperCase();
}

/** 'First M. Last' for letters and reports. */
export function displayName(person: { firstName: string | null; middleName: string | null; lastName: string | null } | null): string {
  if (!person) return '';
  return [person.firstName, person.middleName ? `${person.middleName.charAt(0)}.` : null, person.lastName].filter(Boolean).join(' ');
}

export function providerAddress(bill: BillDocumentData): string {
  const p = bill.provider;
  if (!p) return '';
  return [p.address, [p.city, [p.state, p.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join('\n');
}

/** A boxed form field: a small numbered caption in form ink, the value typed in black below it. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  caption: string;
  value?: string;
  align?: 'left' | 'right';
}

export function drawBoxes(doc: Doc, boxes: Box[]): void {
  for (const box of boxes) {
    doc.lineWidth(0.6).strokeColor(FORM_INK).rect(box.x, box.y, box.w, box.h).stroke();
    doc.font('Helvetica').fontSize(5.5).fillColor(FORM_INK).text(box.caption, box.x + 2, box.y + 2, { width: box.w - 4, height: 7, ellipsis: true });
    if (box.value) {
      doc
        .font('Courier')
        .fontSize(8.5)
        .fillColor(DATA_INK)
        .text(box.value, box.x + 4, box.y + 10, { width: box.w - 8, height: box.h - 11, align: box.align ?? 'left', ellipsis: true });
    }
  }
}

export interface Column<Row> {
  header: string;
  width: number;
  align?: 'left' | 'right';
  value: (row: Row) => string;
}

/**
 * A grid of service lines inside a form: header captions in form ink, `rows` slots (empty slots
 * drawn too, as on the printed forms), the data in black.
 */
export function drawFormGrid<Row>(doc: Doc, x: number, y: number, columns: Column<Row>[], rows: Row[], slots: number, rowHeight = 18): number {
  const headerHeight = 20;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  doc.lineWidth(0.6).strokeColor(FORM_INK).rect(x, y, width, headerHeight + slots * rowHeight).stroke();
  let cx = x;
  for (const column of columns) {
    doc.moveTo(cx, y).lineTo(cx, y + headerHeight + slots * rowHeight).stroke();
    doc.font('Helvetica').fontSize(5.5).fillColor(FORM_INK).text(column.header, cx + 2, y + 2, { width: column.width - 4, height: headerHeight - 2 });
    cx += column.width;
  }
  for (let slot = 0; slot <= slots; slot += 1) {
    const ly = y + headerHeight + slot * rowHeight;
    doc.moveTo(x, ly).lineTo(x + width, ly).stroke();
  }
  rows.slice(0, slots).forEach((row, i) => {
    let vx = x;
    for (const column of columns) {
      doc
        .font('Courier')
        .fontSize(8)
        .fillColor(DATA_INK)
        .text(column.value(row), vx + 3, y + headerHeight + i * rowHeight + 5, { width: column.width - 6, height: rowHeight - 8, align: column.align ?? 'left', ellipsis: true });
      vx += column.width;
    }
  });
  return y + headerHeight + slots * rowHeight;
}

/** A claim form of `linesPerForm` service lines; a longer bill continues on further forms. */
export function renderForm(
  bill: BillDocumentData,
  title: string,
  linesPerForm: number,
  drawForm: (doc: Doc, bill: BillDocumentData, lines: BillDocumentData['lines'], page: number, pages: number) => void,
): Promise<Buffer> {
  const forms = pagesOf(bill.lines, linesPerForm);
  return renderPdf(
    (doc) => {
      forms.forEach((lines, i) => {
        if (i > 0) doc.addPage();
        drawForm(doc, bill, lines, i + 1, forms.length);
      });
    },
    { margin: 20, info: { Title: `${title} ${bill.billControlNumber}`, Producer: 'Provider Portal', Creator: 'Provider Portal' } },
  );
}

/** Splits lines into pages of `size` (at least one page, even when there are no lines). */
export function pagesOf<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length ? pages : [[]];
}

// ─── Reports (EOR, pricing sheet): a letterhead, label/value pairs, a paged table, page numbers ───

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
