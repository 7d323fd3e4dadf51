import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, parseUsDate, serviceWindow } from './dates';

describe('dates and money (part 1 §9)', () => {
  it('parses MM/DD/YYYY strictly into calendar dates', () => {
    expect(parseUsDate('02/29/2024')).toBe('2024-02-29');
    expect(parseUsDate('02/29/2025')).toBeNull();
    expect(parseUsDate('13/01/2025')).toBeNull();
    expect(parseUsDate('1/2/2025')).toBeNull();
    expect(parseUsDate('2025-01-02')).toBeNull();
  });

  it('shows dates as M/D/YYYY and money as $1,234.56', () => {
    expect(formatDate('2026-03-07')).toBe('3/7/2026');
    expect(formatDate(null)).toBe('');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(null)).toBe('');
  });

  it('sends ±7 days around the approximate date of service, across month ends', () => {
    expect(serviceWindow('2026-03-03')).toEqual({ beginServiceDate: '2026-02-24', endServiceDate: '2026-03-10' });
  });
});
