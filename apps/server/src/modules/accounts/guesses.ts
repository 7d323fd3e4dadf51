import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** How many failures a key may collect in a window before it is blocked, and for how long. */
export interface AttemptPolicy {
  max: number;
  windowMinutes: number;
  blockMinutes: number;
}

/**
 * Reserves one attempt of `key` before the guess is evaluated, in one conditional statement, so
 * parallel requests can never evaluate more than `max` guesses per window (docs/decisions/024 and 030).
 * Returns the failures now counted in the window, or null when the key is blocked (nothing may be
 * evaluated then). A reservation counts as a
 * failure until `releaseAttempt` gives it back after a correct guess. The attempt that reaches
 * `max` blocks the key at once, so a crash between the guess and its outcome cannot leave a gap.
 */
export async function reserveAttempt(db: DbOrTx, key: string, policy: AttemptPolicy, now = new Date()): Promise<number | null> {
  const at = now.toISOString();
  const fresh = sql`(attempt_counter.window_start <= ${at}::timestamptz - make_interval(mins => ${policy.windowMinutes})
    OR (attempt_counter.blocked_until IS NOT NULL AND attempt_counter.blocked_until <= ${at}::timestamptz))`;
  const count = sql`(CASE WHEN ${fresh} THEN 1 ELSE attempt_counter.failures + 1 END)`;
  const blockUntil = sql`${at}::timestamptz + make_interval(mins => ${policy.blockMinutes})`;
  const result = await db.execute(sql`
    INSERT INTO attempt_counter AS attempt_counter (counter_key, failures, window_start, blocked_until)
    VALUES (${key}, 1, ${at}::timestamptz, CASE WHEN 1 >= ${policy.max} THEN ${blockUntil} END)
    ON CONFLICT (counter_key) DO UPDATE SET
      failures = ${count},
      window_start = CASE WHEN ${fresh} THEN ${at}::timestamptz ELSE attempt_counter.window_start END,
      blocked_until = CASE WHEN ${count} >= ${policy.max} THEN ${blockUntil} ELSE NULL END
    WHERE attempt_counter.blocked_until IS NULL OR attempt_counter.blocked_until <= ${at}::timestamptz
    RETURNING failures`);
  const [row] = rowsOf<{ failures: number }>(result);
  return row ? Number(row.failures) : null;
}

/** Gives back a reservation after a correct guess (and lifts a block that reservation caused). */
export async function releaseAttempt(db: DbOrTx, key: string, policy: Pick<AttemptPolicy, 'max'>): Promise<void> {
  await db.execute(sql`
    UPDATE attempt_counter SET
      failures = greatest(failures - 1, 0),
      blocked_until = CASE WHEN failures - 1 < ${policy.max} THEN NULL ELSE blocked_until END
    WHERE counter_key = ${key}`);
}

/** Whether the key is blocked now (for answers that must say so before any work). */
export async function isBlocked(db: DbOrTx, key: string, now = new Date()): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM attempt_counter WHERE counter_key = ${key} AND blocked_until > ${now.toISOString()}::timestamptz`);
  return rowsOf(result).length > 0;
}

/** Forgets the failures of a key (a successful sign-in of that name). */
export async function clearAttempts(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM attempt_counter WHERE counter_key = ${key}`);
}

/** PGlite and node-postgres both answer `execute` with an object holding `rows`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
