import { describe, expect, it } from 'vitest';
import { addMonths, dayAfterKey, fullDate, inMonth, monthCaption, monthNames, monthWeeks, weekdayNames } from './calendar-month';

describe('calendar arithmetic', () => {
  it('adds months, ending on the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-11-22', -12)).toBe('2025-11-22');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('moves a day to another month and year, as the month and year selects do', () => {
    expect(inMonth('2026-11-22', 1965, 8)).toBe('1965-08-22');
    expect(inMonth('2026-03-31', 2026, 2)).toBe('2026-02-28');
    expect(inMonth('2024-02-29', 2023, 2)).toBe('2023-02-28');
  });

  it('names a day in full and the months of the year', () => {
    expect(fullDate('1965-08-25')).toBe('Wednesday, August 25, 1965');
    expect(monthNames).toHaveLength(12);
    expect([monthNames[0], monthNames[11]]).toEqual(['January', 'December']);
  });

  it("writes the names as the browser's own US English formatting does, for every day of two years", () => {
    const full = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });
    const caption = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let t = Date.UTC(1999, 11, 1); t <= Date.UTC(2001, 11, 31); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(fullDate(day)).toBe(full.format(new Date(t)));
      expect(monthCaption(day)).toBe(caption.format(new Date(t)));
    }
  });

  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthWeeks('2026-11-22'); // 1 November 2026 is a Sunday
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe('2026-11-01');
    expect(weeks[4]!.slice(0, 2)).toEqual(['2026-11-29', '2026-11-30']);
    expect(weeks[4]![2]).toBeNull();
    expect(monthWeeks('2026-04-10')[0]!.slice(0, 4)).toEqual([null, null, null, '2026-04-01']);
    expect(monthCaption('2025-03-15')).toBe('March 2025');
    expect(weekdayNames[0]).toEqual(['Su', 'Sunday']);
  });

  it('moves the focused day as the date picker keys do', () => {
    expect(dayAfterKey('2026-11-18', 'ArrowRight', false)).toBe('2026-11-19');
    expect(dayAfterKey('2026-11-18', 'ArrowDown', false)).toBe('2026-11-25');
    expect(dayAfterKey('2026-11-18', 'Home', false)).toBe('2026-11-15');
    expect(dayAfterKey('2026-11-18', 'End', false)).toBe('2026-11-21');
    expect(dayAfterKey('2026-03-31', 'PageUp', false)).toBe('2026-02-28');
    expect(dayAfterKey('2026-03-31', 'PageDown', true)).toBe('2027-03-31');
    expect(dayAfterKey('2026-03-31', 'a', false)).toBeNull();
  });
});
