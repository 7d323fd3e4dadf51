/** An error the API reports to the caller as-is: a status, a code from the catalogue and a message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const forbidden = (code = 'FORBIDDEN', message = 'You are not allowed to do this.') => new AppError(403, code, message);
export const unauthorized = (message = 'Sign in to continue.') => new AppError(401, 'UNAUTHORIZED', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, 'VALIDATION', message, fields);
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';
export const rateLimited = () => new AppError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
