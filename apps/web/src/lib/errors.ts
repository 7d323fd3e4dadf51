import { ApiError } from './http';

/*
 * Error codes become the contract's messages in one place: lib/error-contexts/ names each place a
 * refusal is shown and how its code reads there (the same code reads differently on two screens:
 * INVALID_EMAIL is "in use" when adding a user, "does not exist" when asking for a username), one file
 * per area, so a screen's bundle carries only its area's catalogues; a screen passes its place
 * (`errorMessage(authErrors.signIn, error)`).
 */
/** What a message is made from: the refusal's code, its status (0 when no answer came) and the server's own text. */
export interface Refusal {
  code: string;
  status: number;
  serverMessage: string | null;
}

/** A refusal the server explains (a 4xx) shows the server's text, which comes from the contract; anything else `fallback`. */
export const explainedOr =
  (fallback: string) =>
  ({ status, serverMessage }: Refusal): string =>
    status >= 400 && status < 500 && serverMessage ? serverMessage : fallback;

/** The server's code of a refused call; network failures and non-API errors are 'OTHER'. */
export const errorCode = (error: unknown): string => (error instanceof ApiError ? error.code : 'OTHER');

/** A place a refusal is shown: how the refusal reads there. */
export type ErrorContext = (refusal: Refusal) => string;

/** The contract's message for a failed call shown in `context`; a network failure or a missing error is "anything else". */
export function errorMessage(context: ErrorContext, error: unknown): string {
  const refusal: Refusal =
    error instanceof ApiError ? { code: error.code, status: error.status, serverMessage: error.message || null } : { code: 'OTHER', status: 0, serverMessage: null };
  return context(refusal);
}

/** What a refused form's fields say: the server's field messages (a 400 names them). */
export function errorFields(error: unknown): Record<string, string> | undefined {
  return error instanceof ApiError ? error.fields : undefined;
}
