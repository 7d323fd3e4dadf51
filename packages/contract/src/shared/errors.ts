// The API's error codes and the generic messages; the error answer's schema is in answers.ts, so a
// screen that shows a message does not load zod (the shell's entry imports this file).

/** Server error codes that are not sign-in codes. */
export const apiErrorCodes = {
  MIRROR_READ_ONLY: 'MIRROR_READ_ONLY',
  FORBIDDEN: 'FORBIDDEN',
  UNAUTHORIZED: 'UNAUTHORIZED',
  VALIDATION: 'VALIDATION',
  NOT_FOUND: 'NOT_FOUND',
  TIN_NOT_IN_SCOPE: 'TIN_NOT_IN_SCOPE',
  RATE_LIMITED: 'RATE_LIMITED',
} as const;

/** Generic and retrieval messages (part 2 §8), with the 'occured' variant. */
export const genericMessages = {
  generic: 'Error: An error has occurred. Please try again or contact Customer Service.',
  retrieval: 'Error: There was an error retrieving data. Please try again or contact Customer Service.',
  genericOccured: 'An error has occured. Please try again or contact Customer Service.',
  summary: 'An error has occurred. Please address all fields marked with “Error”.',
} as const;

/** The one refusal of a TIN the caller named outside their scope; it names no TIN (docs/decisions/077). */
export const scopeMessages = {
  tinNotInScope: 'You do not have access to this Tax ID.',
} as const;

/** Refusals of input no field could hold, whatever the field (docs/decisions/049). */
export const inputMessages = {
  /** A lone UTF-16 surrogate: no character, and PostgreSQL's text and JSON refuse it. */
  unpairedSurrogate: 'Enter text without unpaired surrogate characters.',
  /** An id beyond PostgreSQL's integer (int4) names no row. */
  id: 'Enter an id that is a whole number from 1 to 2147483647.',
} as const;

/**
 * The message of `code` in a catalogue of codes, else `fallback`. Only the catalogue's own codes: a
 * code such as `__proto__` or `constructor`, which every object inherits, is not a message.
 */
export function catalogueMessage<C extends Record<string, string>>(catalogue: C, code: string | null | undefined, fallback: string): string {
  return code && Object.hasOwn(catalogue, code) ? catalogue[code as keyof C]! : fallback;
}
