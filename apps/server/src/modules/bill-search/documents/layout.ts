import { renderPdf } from '../../../lib/pdf';
import { DATA_INK, type Column, type Doc } from '../../../lib/pdf-report';
import type { BillDocumentData } from './types';

/** The drop-out red of printed claim forms; what was typed on them is DATA_INK. */
export const FORM_INK = '#c8102e';

// The reports' parts (letterhead, facts, paged tables) are the portal's, shared with the remittance advice.
export * from '../../../lib/pdf-report';


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

