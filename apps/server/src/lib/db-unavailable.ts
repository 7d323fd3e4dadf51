/** Socket errors of a database that is down, restarting or out of reach. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** PostgreSQL's SQLSTATEs of the same: connection exceptions (class 08), shutdown and start-up (57P01–57P03). */
const SERVER_CODES = /^(08...|57P0[123])$/;
/** What node-postgres says when a connection ends or cannot be had in time (its errors carry no code). */
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused)/i;

/**
 * Whether an error means "the database cannot be reached right now" rather than a fault of the
 * request or of our code: the errors plugin answers those 503 with Retry-After (decision 034). Looks
 * through the causes a query error is wrapped in (drizzle wraps the driver's error).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let err = error, depth = 0; err && typeof err === 'object' && depth < 5; err = (err as { cause?: unknown }).cause, depth++) {
    const { code, message } = err as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    if (err instanceof AggregateError && err.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
