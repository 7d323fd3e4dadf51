import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const rateLimited = () => new AppError(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');

/**
 * Per-account limit of the public account calls: how many audit rows of this action name this
 * account (a user name or an e-mail address) within the window. Counted in the database, so every
 * instance sees the same count (the per-address limit is @fastify/rate-limit's).
 */
export async function assertAccountLimit(db: Db, action: string, account: string, max: number, windowMinutes: number): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, account), gt(auditLog.at, sql`now() - make_interval(mins => ${windowMinutes})`)));
  if ((row?.n ?? 0) >= max) throw rateLimited();
}

/**
 * Runs fn and answers no sooner than `ms` after it started, success or refusal alike, so the answer
 * time does not tell whether an account exists (docs/decisions/021-public-account-calls.md).
 */
export async function atLeast<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const wait = () => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - (Date.now() - started))));
  try {
    const result = await fn();
    await wait();
    return result;
  } catch (err) {
    await wait();
    throw err;
  }
}

/**
 * The frame of a public call that looks an account up: the per-account limit, an audit row of the
 * attempt (counted by the limit), the answer-time floor, and a kick of the mail dispatcher.
 */
export function accountLookup<T>(app: FastifyInstance, request: FastifyRequest, action: string, account: string, work: () => Promise<T>): Promise<T> {
  return atLeast(app.config.PUBLIC_MIN_RESPONSE_MS, async () => {
    await assertAccountLimit(app.db, action, account, app.config.ACCOUNT_RATE_LIMIT, 60);
    await request.audit(action, account, undefined, null);
    const result = await work();
    app.mail.kick();
    return result;
  });
}
