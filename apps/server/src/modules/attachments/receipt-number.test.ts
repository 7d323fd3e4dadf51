import { describe, expect, it } from 'vitest';
import { newReceiptNumber, normalReceiptNumber } from './receipt-number';

describe('receipt numbers', () => {
  it('are 10 characters of Crockford base32 in three groups, different each time', () => {
    const made = new Set(Array.from({ length: 2000 }, () => newReceiptNumber()));
    expect(made.size).toBe(2000);
    for (const n of made) expect(n).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);
  });

  it('are read back in either case, without hyphens, with O, I and L heard as digits', () => {
    expect(normalReceiptNumber('r7k2-9qxm-4t')).toBe('R7K2-9QXM-4T');
    expect(normalReceiptNumber('R7K2 9QXM 4T')).toBe('R7K2-9QXM-4T');
    expect(normalReceiptNumber('R7K29QXMOI')).toBe('R7K2-9QXM-01');
    expect(normalReceiptNumber('R7K2-9QXM-4')).toBeNull();
    expect(normalReceiptNumber('R7K2-9QXM-4U')).toBeNull();
  });
});
