import { describe, expect, it } from 'vitest';
import { completeUsDate, editDateText, formValueOf, shapeDateText, textOf } from './date-text';

describe('the text of a date field (issue 26)', () => {
  it('keeps a typed slash as the separator after one or two digits', () => {
    expect(shapeDateText('8/25/1965')).toBe('8/25/1965');
    expect(shapeDateText('8/5/1965')).toBe('8/5/1965');
    expect(shapeDateText('08/25/1965')).toBe('08/25/1965');
    expect(shapeDateText('8/')).toBe('8/');
  });

  it('adds the slashes to digits alone', () => {
    expect(shapeDateText('08251965')).toBe('08/25/1965');
    expect(shapeDateText('082')).toBe('08/2');
    expect(shapeDateText('08')).toBe('08');
  });

  it('reads dashes, dots and spaces as slashes and drops the rest', () => {
    expect(shapeDateText('8-25-1965')).toBe('8/25/1965');
    expect(shapeDateText(' 8.25.1965 ')).toBe('8/25/1965');
    expect(shapeDateText('a8//2x5/1965')).toBe('8/25/1965');
    expect(shapeDateText('/')).toBe('');
  });

  it('reads every prefix of a typed date as the person sees it growing', () => {
    const typed = '8/25/1965';
    const seen = [...typed].map((_, i) => shapeDateText(typed.slice(0, i + 1)));
    expect(seen).toEqual(['8', '8/', '8/2', '8/25', '8/25/', '8/25/1', '8/25/19', '8/25/196', '8/25/1965']);
  });

  it('refuses a digit that would push another out of a full date, and reads a pasted ISO day', () => {
    expect(editDateText('08/25/19651')).toBeNull();
    expect(editDateText('081/25/1965')).toBeNull();
    expect(editDateText('1965-08-25')).toBe('08/25/1965');
    expect(editDateText('8/25/1965')).toBe('8/25/1965');
  });

  it('pads a complete, real date to MM/dd/yyyy and leaves anything else as typed', () => {
    expect(completeUsDate('8/5/1965')).toBe('08/05/1965');
    expect(completeUsDate('08/25/1965')).toBe('08/25/1965');
    expect(completeUsDate('2/30/2025')).toBeNull();
    expect(completeUsDate('8/25/196')).toBeNull();
    expect(formValueOf('8/25/1965')).toBe('08/25/1965');
    expect(formValueOf('2/30/2025')).toBe('2/30/2025');
    expect(textOf('2099-12-24')).toBe('12/24/2099');
    expect(textOf('8/2')).toBe('8/2');
  });
});
