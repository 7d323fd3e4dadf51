import * as z from 'zod/mini';
import { isIsoDate, parseUsDate, todayIso } from '../dates';
import { fail, transformed } from './mini';

/**
 * A date typed as MM/DD/YYYY: required, a real date, not in the future. The output is the ISO
 * calendar date the API takes (Bill Search and Claim Search forms).
 */
export function usDateField(messages: { required: string; invalid: string; future: string }) {
  return transformed(z.string().check(z.trim(), z.minLength(1, messages.required)), (value, ctx) => {
    const iso = parseUsDate(value);
    if (!iso) return fail(ctx, messages.invalid);
    if (iso > todayIso()) return fail(ctx, messages.future);
    return iso;
  });
}

/** A 'YYYY-MM-DD' calendar date on the wire. */
export const isoDate = z.string().check(z.refine(isIsoDate, 'A date is YYYY-MM-DD.'));

/** An ISO date not after today, refused with `message`. */
export const pastIsoDate = (message: string) => isoDate.check(z.refine((v: string) => v <= todayIso(), message));
