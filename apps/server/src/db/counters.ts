import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from './client';

/**
 * The one primitive of bounded guesses and counted limits (docs/decisions/024, 030, 047): a counter is
 * reserved before the guess is evaluated (or the mail sent), in one conditional statement, so parallel
 * requests can never pass it. Sign-in, the current password (password change and e-mail change),
 * TIN proofs and the per-account and per-caller limits count here by key (boundedGuess,
 * takeAllowance); an account's passwords and the single-use links' codes and proofs count on their
 * own row (guessOnRow), and a link is spent by one conditional update.
 */

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
    INSERT INTO attempt_counter AS attempt_counter (counter_key, failures, window_start, window_minutes, blocked_until)
    VALUES (${key}, 1, ${at}::timestamptz, ${policy.windowMinutes}, CASE WHEN 1 >= ${policy.max} THEN ${blockUntil} END)
    ON CONFLICT (counter_key) DO UPDATE SET
      failures = ${count},
      window_minutes = ${policy.windowMinutes},
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

/** A counter and its policy. */
export interface Counter {
  key: string;
  policy: AttemptPolicy;
}

/** Reserves one attempt on every counter, all or none: false (nothing kept) when any of them is blocked. */
export async function reserveAll(db: DbOrTx, counters: Counter[], now = new Date()): Promise<boolean> {
  for (const [i, c] of counters.entries()) {
    if ((await reserveAttempt(db, c.key, c.policy, now)) === null) {
      await releaseAll(db, counters.slice(0, i));
      return false;
    }
  }
  return true;
}

/** Gives back one reservation of every counter (the guess was right, or never evaluated). */
export async function releaseAll(db: DbOrTx, counters: Counter[]): Promise<void> {
  for (const c of counters) await releaseAttempt(db, c.key, c.policy);
}

/**
 * A bounded guess: one attempt reserved on every counter before `evaluate` runs, given back when the
 * guess is right; `blocked()` is thrown, with nothing evaluated, while any counter is blocked.
 * `evaluate` answers the refusal of a wrong guess, or null when it is right.
 */
export async function boundedGuess<E>(db: DbOrTx, counters: Counter[], now: Date, evaluate: () => Promise<E | null>, blocked: () => Error): Promise<E | null> {
  if (!(await reserveAll(db, counters, now))) throw blocked();
  const refusal = await evaluate();
  if (refusal === null) await releaseAll(db, counters);
  return refusal;
}

/** The steps of a guess counted on a row of its own (an account's password, a link's code or proof). */
export interface RowGuess<Row, E> {
  /** Counts the guess in one conditional UPDATE … RETURNING while the row may still be guessed; undefined when it may not. */
  reserve: () => Promise<Row | undefined>;
  /** Judges the guess: its refusal, or null when it is right. */
  evaluate: (row: Row) => Promise<E | null>;
  /** Gives the count back after a right guess. */
  release: (row: Row) => Promise<void>;
  /** Whether this wrong guess used the row's last one. */
  reachedLimit: (row: Row) => boolean;
  /** What the last wrong guess does (a link is spent; an account's lock is set by reserve itself). */
  atLimit?: (row: Row) => Promise<void>;
}

/**
 * A bounded guess on a row's own counter, in the same order as boundedGuess: reserved before it is
 * evaluated, so parallel guesses never evaluate more than the row allows. Null when nothing was
 * reserved (the row may not be guessed: the caller says why).
 */
export async function guessOnRow<Row, E>(steps: RowGuess<Row, E>): Promise<{ row: Row; refusal: E | null } | null> {
  const row = await steps.reserve();
  if (row === undefined) return null;
  const refusal = await steps.evaluate(row);
  if (refusal === null) await steps.release(row);
  else if (steps.reachedLimit(row)) await steps.atLimit?.(row);
  return { row, refusal };
}

/**
 * Takes one use of a counted limit (a mail sent, an address looked up) and keeps it: false when the
 * limit is reached. The same conditional statement as a guess, never given back.
 */
export async function takeAllowance(db: DbOrTx, counter: Counter, now = new Date()): Promise<boolean> {
  return (await reserveAttempt(db, counter.key, counter.policy, now)) !== null;
}
