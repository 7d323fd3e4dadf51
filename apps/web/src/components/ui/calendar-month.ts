import { addDays } from '@wcpp/contract';

/**
 * Calendar arithmetic on ISO calendar dates ('YYYY-MM-DD' strings, as the contract's dates.ts):
 * no Date objects in local time, so no time zone or daylight-saving change can move a day.
 */

/** The earliest and the latest day the calendar offers (the contract's parseUsDate reads 1900 to 2999). */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2999-12-31';

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** 0 for Sunday … 6 for Saturday. */
export const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The same day `months` months later (or earlier), on the month's last day when it has fewer days. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = parts(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return iso(year, month, Math.min(d, daysInMonth(year, month)));
}

export const clampDay = (day: string, min: string, max: string) => (day < min ? min : day > max ? max : day);

/** The first day of the day's month. */
export const monthOf = (day: string) => `${day.slice(0, 8)}01`;

/** The same day in another month and year (1 to 12), on that month's last day when it has fewer days. */
export function inMonth(day: string, year: number, month: number): string {
  const [y, m] = parts(day);
  return addMonths(day, year * 12 + month - (y * 12 + m));
}

/** The weeks of the day's month, Sunday first; null fills the days before the 1st and after the last. */
export function monthWeeks(day: string): (string | null)[][] {
  const [y, m] = parts(day);
  const first = iso(y, m, 1);
  const cells: (string | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let d = 1; d <= daysInMonth(y, m); d += 1) cells.push(iso(y, m, d));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The day a calendar key moves to (WAI-ARIA date picker grid), or null for keys it does not handle. */
export function dayAfterKey(day: string, key: string, shift: boolean): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday(day));
    case 'End':
      return addDays(day, 6 - weekday(day));
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
    default:
      return null;
  }
}

// The portal speaks US English: its names are written out. Building them with Intl.DateTimeFormat at
// load cost about 25 ms of a phone's start (four formatters), before any calendar was opened.

/** January … December. */
export const monthNames: readonly string[] = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Sunday … Saturday, as [two-letter abbreviation, full name]. */
export const weekdayNames: readonly (readonly [string, string])[] = dayNames.map((name) => [name.slice(0, 2), name] as const);

/** 'March 2025'. */
export const monthCaption = (day: string) => {
  const [year, month] = parts(day);
  return `${monthNames[month - 1]} ${year}`;
};

/** 'Wednesday, August 25, 1965': the name of a day in the calendar's grid. */
export const fullDate = (day: string) => {
  const [year, month, date] = parts(day);
  return `${dayNames[weekday(day)]}, ${monthNames[month - 1]} ${date}, ${year}`;
};
