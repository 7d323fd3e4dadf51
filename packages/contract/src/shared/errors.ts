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
