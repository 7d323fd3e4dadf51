/**
 * Dates of the forms and the wire (ARCHITECTURE: entered MM/dd/yyyy, shown M/D/YYYY, sent as
 * ISO calendar dates YYYY-MM-DD). Plain string arithmetic on calendar dates: no time zone can move
 * a date of birth by a day.
 */

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function valid(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** 'MM/DD/YYYY' (as typed) → 'YYYY-MM-DD', or null when it is not a real calendar date. */
export function parseUsDate(value: string): string | null {
  const m = US_DATE.exec(value.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return valid(year, month, day) ? iso(year, month, day) : null;
}

/** True for a real 'YYYY-MM-DD' calendar date. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  return Boolean(m) && valid(Number(m![1]), Number(m![2]), Number(m![3]));
}

/** Today's calendar date where the code runs (the browser's local day; the server's local day). */
export function todayIso(now: Date = new Date()): string {
  return iso(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** Adds whole days to a 'YYYY-MM-DD' date. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + days));
  return iso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Whole days from a to b ('YYYY-MM-DD'). */
export function daysBetween(a: string, b: string): number {
  const t = (s: string) => {
    const [y, m, d] = s.split('-').map(Number);
    return Date.UTC(y!, m! - 1, d!);
  };
  return Math.round((t(b) - t(a)) / 86_400_000);
}

/** 'YYYY-MM-DD' → 'M/D/YYYY' for display (part 1 §9); '' for null. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const m = ISO_DATE.exec(isoDate.slice(0, 10));
  if (!m) return '';
  return `${Number(m[2])}/${Number(m[3])}/${m[1]}`;
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY' as the date fields show it. */
export function toUsDate(isoDate: string): string {
  const m = ISO_DATE.exec(isoDate);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

// Made on first use: building a currency format loads the browser's number data, which took a search
// screen's first load ~65 ms of a slowed-down phone's main thread before any amount was shown (bench/README).
let money: Intl.NumberFormat | undefined;

/** Dollars with two decimals and thousand separators: $1,234.56 (part 1 §9); '' for null. */
export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  money ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return money.format(amount);
}

/** The ±7-day service window of part 1 §5 around an approximate date of service. */
export const SERVICE_WINDOW_DAYS = 7;

export function serviceWindow(isoDate: string): { beginServiceDate: string; endServiceDate: string } {
  return { beginServiceDate: addDays(isoDate, -SERVICE_WINDOW_DAYS), endServiceDate: addDays(isoDate, SERVICE_WINDOW_DAYS) };
}
