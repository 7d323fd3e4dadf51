import { isIsoDate, parseUsDate, toUsDate } from '@wcpp/contract';

/**
 * The text of a date field as a person types or pastes it (issue 26): month and day of one or two
 * digits, separated by slashes, and a four-digit year. The contract's parseUsDate (MM/dd/yyyy) stays
 * the only reader of dates: these functions only shape the text and pad a complete date for it.
 */

const ISO_PASTED = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/;
const SEPARATOR = /[/.\-\s]/;
const DIGIT = /\d/;
const COMPLETE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/**
 * Keeps what was typed as M/D/YYYY: a slash (or a dash, dot or space) after one or two digits ends
 * the month or the day and stays a slash; a third digit in a row starts the next part with a slash
 * of its own, so digits alone (08251965) read as 08/25/1965. Anything else, extra separators and
 * digits past the year's four are dropped.
 */
export function shapeDateText(raw: string): string {
  let out = '';
  let part = 0; // 0 month, 1 day, 2 year
  let digits = 0;
  for (const ch of raw) {
    if (DIGIT.test(ch)) {
      if (part < 2 && digits === 2) {
        out += '/';
        part += 1;
        digits = 0;
      }
      if (part === 2 && digits === 4) continue;
      out += ch;
      digits += 1;
    } else if (SEPARATOR.test(ch) && part < 2 && digits > 0) {
      out += '/';
      part += 1;
      digits = 0;
    }
  }
  return out;
}

/**
 * The field's new text after an edit, or null when the edit is refused: a pasted ISO day
 * (1965-08-25) reads as 08/25/1965; an edit that would push digits out of a complete date (a digit
 * typed into a full field) is refused, as a full field with a maxLength refuses one.
 */
export function editDateText(raw: string): string | null {
  const iso = ISO_PASTED.exec(raw);
  if (iso) return `${iso[2]!.padStart(2, '0')}/${iso[3]!.padStart(2, '0')}/${iso[1]}`;
  const shaped = shapeDateText(raw);
  return digitCount(shaped) < digitCount(raw) ? null : shaped;
}

/** A complete, real date (8/5/1965, 08/05/1965) as MM/dd/yyyy, or null. */
export function completeUsDate(text: string): string | null {
  const m = COMPLETE.exec(text.trim());
  if (!m) return null;
  const us = `${m[1]!.padStart(2, '0')}/${m[2]!.padStart(2, '0')}/${m[3]}`;
  return parseUsDate(us) ? us : null;
}

/** What the form holds for the text: MM/dd/yyyy once the date is complete and real, else the text as typed (for the schema's message). */
export const formValueOf = (text: string) => completeUsDate(text) ?? text;

/** What the field shows for a form value: an ISO day (a record the API sent) as MM/dd/yyyy, anything else as it is. */
export const textOf = (value: string) => (isIsoDate(value) ? toUsDate(value) : value);
