import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql, getTableColumns } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { users, userSessions } from '../db/schema';
import { rowsOf } from '../lib/attempt-counter';

export type UserRow = typeof users.$inferSelect;

/** Why a session ended (user_session.ended_reason). */
export type SessionEnd = 'SIGN_OUT' | 'PASSWORD_CHANGED' | 'PASSWORD_RESET' | 'REVERT' | 'MIRROR_START' | 'EMAIL_CHANGED' | 'ADMIN' | 'ACCOUNT_STATUS';

/** The idle limit when FE_APP_TIMEOUT is missing or not a number (part 1 §9 default). */
export const DEFAULT_IDLE_MINUTES = 30;
/** last_seen_at is written at most this often per session, so a burst of calls writes once. */
const TOUCH_EVERY_SECONDS = 15;

export interface LoadedSession {
  id: string;
  user: UserRow;
  mirror: UserRow | null;
  idleMinutes: number;
}

/** Opens a session for a signed-in user (or an administrator mirroring a provider user); returns its id. */
export async function openSession(db: DbOrTx, userId: number, mirrorUserId: number | null = null): Promise<string> {
  const id = randomUUID();
  await db.insert(userSessions).values({ id, userInfoId: userId, mirrorUserInfoId: mirrorUserId });
  return id;
}

/** Ends one session; true when it was still open (a second sign-out changes nothing). */
export async function endSession(db: DbOrTx, sessionId: string, reason: SessionEnd): Promise<boolean> {
  const ended = await db
    .update(userSessions)
    .set({ endedAt: sql`now()`, endedReason: reason })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.endedAt)))
    .returning({ id: userSessions.id });
  return ended.length > 0;
}

/**
 * Ends every open session a user signed in to (password change or reset, terminate, an
 * administrator's end), except `keep` (the session that changed its own password). Administrators'
 * mirror sessions of the user are theirs and go on; they end by themselves when the user may no
 * longer be mirrored (plugins/auth.ts checks that on every request).
 */
export async function endUserSessions(db: DbOrTx, userId: number, reason: SessionEnd, keep: string | null = null): Promise<number> {
  const ended = await db
    .update(userSessions)
    .set({ endedAt: sql`now()`, endedReason: reason })
    .where(
      and(
        isNull(userSessions.endedAt),
        eq(userSessions.userInfoId, userId),
        keep ? ne(userSessions.id, keep) : undefined,
      ),
    )
    .returning({ id: userSessions.id });
  return ended.length;
}

const userColumns = Object.entries(getTableColumns(users));
const selectUser = (alias: string) => sql.raw(userColumns.map(([key, col]) => `${alias}."${col.name}" AS "${alias}.${key}"`).join(', '));

function userFrom(row: Record<string, unknown>, alias: string): UserRow | null {
  if (row[`${alias}.id`] === null || row[`${alias}.id`] === undefined) return null;
  const out: Record<string, unknown> = {};
  for (const [key, col] of userColumns) {
    const value = row[`${alias}.${key}`];
    out[key] = value === null || value === undefined ? null : col.mapFromDriverValue(value);
  }
  return out as UserRow;
}

/**
 * One round trip per request: finds the open, not idle session, touches it (at most every 15 s), and
 * returns it with the signed-in user's row, the mirrored user's row and the idle limit (FE_APP_TIMEOUT).
 * Null when the session does not exist, has ended, or has been idle longer than the limit.
 */
export async function loadSession(db: Db, sessionId: string): Promise<LoadedSession | null> {
  const result = await db.execute(sql`
    WITH cfg AS (
      SELECT coalesce((
        SELECT CASE WHEN property_value ~ '^[0-9]{1,4}(\.[0-9]{1,3})?$' THEN property_value::numeric END
        FROM app_property WHERE property_nm = 'FE_APP_TIMEOUT'
      ), ${DEFAULT_IDLE_MINUTES}) AS idle
    ),
    s AS (
      SELECT us.session_id, us.user_info_id, us.mirror_user_info_id, us.last_seen_at, cfg.idle
      FROM user_session us CROSS JOIN cfg
      WHERE us.session_id = ${sessionId} AND us.ended_at IS NULL
        AND us.last_seen_at > now() - cfg.idle * interval '1 minute'
    ),
    touch AS (
      UPDATE user_session SET last_seen_at = now()
      WHERE session_id IN (SELECT session_id FROM s WHERE last_seen_at < now() - interval '${sql.raw(String(TOUCH_EVERY_SECONDS))} seconds')
    )
    SELECT s.session_id AS "sid", s.idle::float8 AS "idle", ${selectUser('u')}, ${selectUser('m')}
    FROM s JOIN user_info u ON u.user_info_id = s.user_info_id
    LEFT JOIN user_info m ON m.user_info_id = s.mirror_user_info_id`);
  const [row] = rowsOf(result);
  if (!row) return null;
  const user = userFrom(row, 'u');
  if (!user) return null;
  return { id: String(row.sid), user, mirror: userFrom(row, 'm'), idleMinutes: Number(row.idle) };
}
