import { renderPdf } from '../../../lib/pdf';
import { DATA_INK } from './layout';

const MARGIN = 40;
const LINE_HEIGHT = 11;
const FONT_SIZE = 8;
/** Letter is 792 pt high: 64 lines of 11 pt fit between the 40 pt margins. */
const LINES_PER_PAGE = Math.floor((792 - 2 * MARGIN) / LINE_HEIGHT);

/**
 * Part 1 §7 searchBillReference: the reference lines of a second-source bill as a paged monospace
 * PDF (Courier 8 pt on letter paper, "Page n of m" at the foot of each page). Generated here, like the
 * other bill documents, so the browser carries no PDF library (docs/decisions/033-web-weight.md).
 */
export function renderReferencePdf(lines: string[], title: string): Promise<Buffer> {
  const pages: string[][] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  if (pages.length === 0) pages.push([]);
  return renderPdf(
    (doc) => {
      pages.forEach((pageLines, n) => {
        if (n > 0) doc.addPage();
        // Footer and lines sit inside the margins by hand: pdfkit must not start pages on its own.
        doc.page.margins.bottom = 0;
        doc.font('Courier').fontSize(FONT_SIZE).fillColor(DATA_INK);
        pageLines.forEach((line, i) => doc.text(line, MARGIN, MARGIN + i * LINE_HEIGHT, { lineBreak: false }));
        doc.text(`Page ${n + 1} of ${pages.length}`, MARGIN, doc.page.height - 20 - FONT_SIZE, {
          width: doc.page.width - 2 * MARGIN,
          align: 'right',
          lineBreak: false,
        });
      });
    },
    { margin: MARGIN, info: { Title: title, Producer: 'Provider Portal', Creator: 'Provider Portal' } },
  );
}

/** `<user>_<yyyyMMddHHmmss>.pdf` in the server's local time (part 1 §7: named with username and timestamp). */
export function referenceFileName(userNm: string, now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  return `${userNm}_${stamp}.pdf`;
}
