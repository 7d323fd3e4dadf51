import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from './client';

/*
 * Rows that hold nothing any more (decision 074): spent counters, old sessions, the links mailed to people,
 * and the mail itself. Each is one statement; the RETENTION sweep runs them all at most hourly on an instance.
 */

/** How long a session's row is kept once it ended or went idle: every token naming it stopped working long before. */
export const SESSION_RETENTION_DAYS = 30;
/** How long a mailed link's row is kept after it expired: past it, following the link answers as an unknown one does. */
export const LINK_RETENTION_DAYS = 30;
/** How long a mail is kept once delivered or given up: its text holds codes and temporary passwords. */
export const MAIL_RETENTION_DAYS = 7;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

async function deleted(db: DbOrTx, statement: ReturnType<typeof sql>): Promise<number> {
  return Number(rowsOf<{ n: number }>(await db.execute(sql`WITH gone AS (${statement} RETURNING 1) SELECT count(*)::int AS n FROM gone`))[0]?.n ?? 0);
}

/**
 * Counters not blocked and past the window of the policy that last counted them (counters.ts). The next
 * attempt on such a key starts a fresh window, as it would with the row kept, so only the storage changes:
 * the attempts of outsiders (unknown user names, made-up addresses) no longer stay for ever.
 */
export async function forgetSpentCounters(db: DbOrTx, now = new Date()): Promise<number> {
  const at = now.toISOString();
  return deleted(
    db,
    sql`DELETE FROM attempt_counter WHERE (blocked_until IS NULL OR blocked_until <= ${at}::timestamptz)
      AND window_start + make_interval(mins => window_minutes) <= ${at}::timestamptz`,
  );
}

/** Sessions that ended, or were last used, more than SESSION_RETENTION_DAYS ago. */
export async function forgetOldSessions(db: DbOrTx, now = new Date()): Promise<number> {
  return deleted(db, sql`DELETE FROM user_session WHERE coalesce(ended_at, last_seen_at) <= ${daysBefore(now, SESSION_RETENTION_DAYS)}::timestamptz`);
}

/** Registration, password-reset and e-mail-change links expired more than LINK_RETENTION_DAYS ago. */
export async function forgetExpiredLinks(db: DbOrTx, now = new Date()): Promise<number> {
  const before = daysBefore(now, LINK_RETENTION_DAYS);
  let n = 0;
  for (const table of ['registration_token', 'password_reset_token', 'email_change_token']) {
    n += await deleted(db, sql`DELETE FROM ${sql.identifier(table)} WHERE expires_at <= ${before}::timestamptz`);
  }
  return n;
}

/** Mail delivered or given up more than MAIL_RETENTION_DAYS ago (mail still to be sent is kept). */
export async function forgetOldMail(db: DbOrTx, now = new Date()): Promise<number> {
  const before = daysBefore(now, MAIL_RETENTION_DAYS);
  return deleted(db, sql`DELETE FROM mail_outbox WHERE status IN ('SENT', 'FAILED') AND coalesce(sent_at, created_at) <= ${before}::timestamptz`);
}

/**
 * Sign-in tickets a day past their five minutes (each is spent or dead long before), and remembered
 * browsers forgotten or expired more than LINK_RETENTION_DAYS ago, and passkey challenges past their
 * minutes (issue 46).
 */
export async function forgetSignInLeftovers(db: DbOrTx, now = new Date()): Promise<number> {
  const before = daysBefore(now, LINK_RETENTION_DAYS);
  return (
    (await deleted(db, sql`DELETE FROM sign_in_ticket WHERE expires_at <= ${daysBefore(now, 1)}::timestamptz`)) +
    (await deleted(db, sql`DELETE FROM passkey_challenge WHERE expires_at <= ${now.toISOString()}::timestamptz`)) +
    (await deleted(db, sql`DELETE FROM remembered_browser WHERE least(coalesce(forgotten_at, expires_at), expires_at) <= ${before}::timestamptz`))
  );
}

/** Every retention statement, as the RETENTION sweep runs them: how many rows of each kind were forgotten. */
export async function forgetWhatHoldsNothing(db: DbOrTx, now: Date) {
  return {
    counters: await forgetSpentCounters(db, now),
    sessions: await forgetOldSessions(db, now),
    links: await forgetExpiredLinks(db, now),
    mail: await forgetOldMail(db, now),
    signIn: await forgetSignInLeftovers(db, now),
  };
}
