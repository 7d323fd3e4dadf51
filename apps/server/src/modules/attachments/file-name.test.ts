import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName } from './file-name';

describe('the names sent files are kept and served under', () => {
  it('keeps the last path part, without control characters or characters Windows refuses', () => {
    expect(cleanFileName('C:\\Users\\desk\\report.pdf')).toBe('report.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\u202Efdp.exe\r\n.pdf')).toBe('abfdp.exe.pdf');
    expect(cleanFileName('what?<x>:"y"|*.png')).toBe('what__x___y___.png');
    expect(cleanFileName('...hidden.pdf')).toBe('hidden.pdf');
    expect(cleanFileName('   ')).toBe('record');
    expect(cleanFileName(undefined)).toBe('record');
  });

  it('cuts a long name to 120 characters, keeping its extension', () => {
    const name = cleanFileName(`${'x'.repeat(300)}.tiff`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.tiff')).toBe(true);
  });

  it('sends an ASCII name and the real one as RFC 5987 filename*', () => {
    expect(attachmentDisposition("Rapport d'évaluation (1).pdf")).toBe(`attachment; filename="Rapport d__valuation _1_.pdf"; filename*=UTF-8''Rapport%20d%27%C3%A9valuation%20%281%29.pdf`);
  });
});
