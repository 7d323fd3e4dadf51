/**
 * The `err` serializer of the logger (finding 7): no PHI in logs. Drizzle's DrizzleQueryError says
 * "Failed query: … params: …" and carries `query`, `params` and the driver error; the driver error's
 * `detail` quotes row values ("Key (email)=(x@y) already exists"), and data-exception messages quote
 * the value refused. What is kept: the type, a message without values, the SQLSTATE, the names of the
 * constraint, table and column, and the stack frames.
 */

// A type alias, not an interface: the logger's serializer type wants an index signature.
export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  statusCode?: number;
  stack: string;
  cause?: LoggedError;
};

// SQLSTATE classes whose messages name objects (constraint, relation, column), never data values.
const NAMES_ONLY = /^(08|0A|23|25|28|2B|3D|3F|40|42|53|54|55|57|58|XX)/;
const WITHHELD = 'message withheld: it may quote a value';

const isPostgresError = (e: Record<string, unknown>) => typeof e.severity === 'string' && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);
const isName = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 128;

/** A path of the portal's own (its calls, files and pages), with anything after it up to a quote or a space. */
const REQUEST_PATH = /(?<![\w./-])\/(?:api|resources|mailbox|metrics|wcpp|public)(?=[/?#%]|\b)[^\s"']*/gi;

/** The message without anything that may hold a value. */
function safeMessage(e: Record<string, unknown>, message: string): string {
  if (message.startsWith('Failed query:')) return 'Failed query';
  if (isPostgresError(e) && !NAMES_ONLY.test(e.code as string)) return WITHHELD;
  // A wrapped message may still carry a drizzle params line or a driver's "Key (…)=(…)" detail, and a
  // framework's message may quote the request's path and query (a claim number, a TIN searched for).
  return message
    .split(/\nparams:/)[0]!
    .replace(/\bKey \(.*?\)=\(.*\)/gs, 'Key (…)=(…)')
    .replace(/Failing row contains \(.*\)/gs, 'Failing row contains (…)')
    .replace(REQUEST_PATH, '(a path)');
}

/** Serializes any logged error (or value in the `err` key) without PHI; follows `cause` a few levels. */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error) && (typeof err !== 'object' || err === null)) {
    const message = safeMessage({}, String(err));
    return { type: typeof err, message, stack: message };
  }
  const e = err as Error & Record<string, unknown>;
  const type = e.constructor?.name && e.constructor.name !== 'Object' ? e.constructor.name : String(e.name ?? 'Error');
  const message = safeMessage(e, String(e.message ?? ''));
  // The stack's first lines repeat the message: keep only the frames.
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const out: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (typeof e.code === 'string' && /^[A-Z0-9_]{1,64}$/i.test(e.code)) out.code = e.code;
  if (isName(e.constraint)) out.constraint = e.constraint;
  if (isName(e.table)) out.table = e.table;
  if (isName(e.column)) out.column = e.column;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}
