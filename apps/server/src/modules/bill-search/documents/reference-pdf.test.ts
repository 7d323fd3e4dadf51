import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/pdf';
import { referenceFileName, renderReferencePdf } from './index';

describe('bill reference PDF (part 1 §7 searchBillReference)', () => {
  it('prints the lines in order, 64 to a page, each page numbered', async () => {
    const lines = Array.from({ length: 130 }, (_, i) => `LINE ${String(i + 1).padStart(3, '0')} 97110 GP ${'.'.repeat(60)}`);
    const bytes = await renderReferencePdf(lines, 'Bill reference 70000007560');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('LINE 001 97110 GP');
    expect(pages[0]).toContain('LINE 064');
    expect(pages[0]).not.toContain('LINE 065');
    expect(pages[1]).toContain('LINE 065');
    expect(pages[2]).toContain('LINE 130');
    expect(pages[0]).toContain('Page 1 of 3');
    expect(pages[2]).toContain('Page 3 of 3');
  });

  it('keeps a 100-character line whole on one line (monospace, no wrapping)', async () => {
    const line = `${'A'.repeat(49)} ${'B'.repeat(50)}`;
    const [page] = await pdfPages(await renderReferencePdf([line], 'x'));
    expect(page).toContain(line);
    expect(page).toContain('Page 1 of 1');
  });

  it('names the file with the user and a yyyyMMddHHmmss timestamp', () => {
    expect(referenceFileName('provuser1', new Date(2026, 10, 22, 9, 5, 7))).toBe('provuser1_20261122090507.pdf');
  });
});
