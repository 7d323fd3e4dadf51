import { z } from 'zod';

/** An optional text field: trimmed, at most `max` characters, and null when empty. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));
