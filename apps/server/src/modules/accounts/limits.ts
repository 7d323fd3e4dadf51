import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditAction } from '@wcpp/contract';
import type { DbOrTx } from '../../db/client';
import { takeAllowance } from '../../db/counters';
import { rateLimited } from '../../lib/errors';

export { rateLimited };

/**
 * A counted limit on one account or caller (a user name, an e-mail address, an administrator):
 * `max` uses of this action within the window, taken by one conditional statement before the work
 * (db/counters.ts takeAllowance), so parallel requests cannot pass it and every instance sees the same
 * count. The per-address limit is @fastify/rate-limit's.
 */
export async function assertAccountLimit(db: DbOrTx, action: string, account: string, max: number, windowMinutes: number): Promise<void> {
  const counter = { key: `limit:${action}:${account.toLowerCase()}`, policy: { max, windowMinutes, blockMinutes: windowMinutes } };
  if (!(await takeAllowance(db, counter))) throw rateLimited();
}

/** What one administrator may do per hour: look addresses up (Add User), reset passwords, resend invitations. */
export const CALLER_LIMITS = {
  emailLookup: { max: 60, windowMinutes: 60 },
  adminMail: { max: 20, windowMinutes: 60 },
} as const;

/** 429 once the caller has used this action's allowance (CALLER_LIMITS). */
export async function assertCallerLimit(db: DbOrTx, action: keyof typeof CALLER_LIMITS, callerUserNm: string): Promise<void> {
  const { max, windowMinutes } = CALLER_LIMITS[action];
  await assertAccountLimit(db, `caller-${action}`, callerUserNm, max, windowMinutes);
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
export function accountLookup<T>(app: FastifyInstance, request: FastifyRequest, action: AuditAction, account: string, work: () => Promise<T>): Promise<T> {
  return atLeast(app.config.PUBLIC_MIN_RESPONSE_MS, async () => {
    await assertAccountLimit(app.db, action, account, app.config.ACCOUNT_RATE_LIMIT, 60);
    await request.audit(action, account, undefined, { actor: null });
    const result = await work();
    app.mail.kick();
    return result;
  });
}
