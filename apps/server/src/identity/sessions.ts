import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql, getTableColumns } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { users, userSessions } from '../db/schema';
import { preparedSql } from '../db/prepared';
import { ownTinsSql, type OwnTin } from './tin-scope';

export type { UserRow } from './users';
import type { UserRow } from './users';

/** Why a session ended (user_session.ended_reason). */
export type SessionEnd = 'SIGN_OUT' | 'PASSWORD_CHANGED' | 'PASSWORD_RESET' | 'REVERT' | 'MIRROR_START' | 'EMAIL_CHANGED' | 'ADMIN' | 'ACCOUNT_STATUS' | 'NOT_ME';

/** The idle limit when FE_APP_TIMEOUT is missing or not a number (part 1 §9 default). */
export const DEFAULT_IDLE_MINUTES = 30;
/** last_seen_at is written at most this often per session, so a burst of calls writes once. */
const TOUCH_EVERY_SECONDS = 15;

export interface LoadedSession {
  id: string;
  user: UserRow;
  mirror: UserRow | null;
  idleMinutes: number;
  /** How long the session has left before its idle limit, as of this read (identity/session-cache.ts). */
  idleLeftMs: number;
  /** When the person last proved a second factor in this session (ms), or null: never (issue 46 §3). */
  factorAt: number | null;
  /** With withTins, the effective (mirrored, else signed-in) user's own TINs by the scope rule (identity/tin-scope.ts), by TIN. */
  tins: OwnTin[] | null;
}

/** How a session was opened: the RFC 8176 methods, and when a second factor was proved (null: none). */
export interface SessionProof {
  amr: readonly string[];
  factorAt: Date | null;
}

/** Opens a session for a signed-in user (or an administrator mirroring a provider user); returns its id. */
export async function openSession(db: DbOrTx, userId: number, mirrorUserId: number | null = null, proof: SessionProof | null = null): Promise<string> {
  const id = randomUUID();
  await db.insert(userSessions).values({ id, userInfoId: userId, mirrorUserInfoId: mirrorUserId, amr: proof ? proof.amr.join(',') : null, factorAt: proof?.factorAt ?? null });
  return id;
}

/** The session's person proved a second factor now (step-up); false when the session has ended. */
export async function markFactor(db: DbOrTx, sessionId: string, at = new Date()): Promise<boolean> {
  const done = await db
    .update(userSessions)
    .set({ factorAt: at })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.endedAt)))
    .returning({ id: userSessions.id });
  return done.length > 0;
}

/** A session's proof (Mirror and Revert carry it into the session they open). */
export async function sessionProof(db: DbOrTx, sessionId: string): Promise<SessionProof | null> {
  const [row] = await db.select({ amr: userSessions.amr, factorAt: userSessions.factorAt }).from(userSessions).where(eq(userSessions.id, sessionId));
  return row ? { amr: row.amr ? row.amr.split(',') : [], factorAt: row.factorAt } : null;
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
  // A remembered browser signs in with the password alone: a new password, a reset or a termination
  // forgets them all (issue 46 §2).
  if (reason === 'PASSWORD_CHANGED' || reason === 'PASSWORD_RESET' || reason === 'ACCOUNT_STATUS' || reason === 'ADMIN' || reason === 'NOT_ME') {
    await db.execute(sql`UPDATE remembered_browser SET forgotten_at = now() WHERE user_info_id = ${userId} AND forgotten_at IS NULL`);
  }
  return ended.length;
}

const userColumns = Object.entries(getTableColumns(users)).map(([key, col]) => ({ key, col }));

/** A user row from its JSON (to_jsonb): four columns on the wire instead of fifty to describe and parse. */
function userFrom(json: Record<string, unknown> | null): UserRow | null {
  if (!json) return null;
  const out: Record<string, unknown> = {};
  for (const { key, col } of userColumns) {
    const value = json[col.name];
    out[key] = value === null || value === undefined ? null : col.mapFromDriverValue(value);
  }
  return out as UserRow;
}

/** The TINs column: [ftin, created, nickname] triples sorted by TIN, the date already in ISO form (jsonb, parsed by both drivers). */
function tinsOf(value: unknown): OwnTin[] {
  const triples = (typeof value === 'string' ? JSON.parse(value) : value) as [string, string | null, string | null][] | null;
  return (triples ?? []).map(([ftin, createdDate, nickname]) => ({ ftin, createdDate, nickname }));
}

/**
 * The effective (mirrored, else signed-in) user's own TINs, by the one scope rule (identity/tin-scope.ts),
 * with their dates formatted here as Date.toISOString does (UTC, milliseconds truncated): parsing each
 * date and formatting it again took GET /ftin/userFtins about 16 µs of server CPU a request (bench/README).
 */
const effectiveTins = sql`,
      (SELECT coalesce(jsonb_agg(jsonb_build_array(t.ftin, to_char(t.created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), t.nickname) ORDER BY t.ftin), '[]'::jsonb) FROM (${ownTinsSql(
        sql`coalesce(us.mirror_user_info_id, us.user_info_id)`,
        sql`(SELECT CASE WHEN e.type_cd = 'PRAD' THEN e.grp_info_id END FROM user_info e WHERE e.user_info_id = coalesce(us.mirror_user_info_id, us.user_info_id))`,
        sql`(SELECT e.grp_info_id FROM user_info e WHERE e.user_info_id = coalesce(us.mirror_user_info_id, us.user_info_id))`,
      )}) t) AS "tins"`;

/**
 * The per-request session statement, prepared once per database (on PostgreSQL a named statement,
 * parsed and planned once per connection; on PGlite a PREPAREd one). A read only: it finds the open,
 * not idle session and returns both users' rows, the idle limit and whether last_seen_at is due a
 * touch. For routes that judge the TIN scope (withTins) it also returns the effective user's own
 * TINs, so a search needs no statement of its own for them; the others do without (the TINs cost
 * about a quarter of the statement). The touch is a statement of its own, sent at most every 15 s per
 * session: as a data-modifying CTE inside this one it cost every request more than the read itself.
 */
export const sessionSql = (withTins: boolean) => sql`
    SELECT us.session_id AS "sid", cfg.idle::float8 AS "idle",
      (extract(epoch FROM us.factor_at) * 1000)::float8 AS "fa",
      us.last_seen_at < now() - interval '${sql.raw(String(TOUCH_EVERY_SECONDS))} seconds' AS "stale",
      extract(epoch FROM us.last_seen_at + cfg.idle * interval '1 minute' - now())::float8 AS "left",
      (SELECT to_jsonb(u) FROM user_info u WHERE u.user_info_id = us.user_info_id) AS "u",
      (SELECT to_jsonb(m) FROM user_info m WHERE m.user_info_id = us.mirror_user_info_id) AS "m"${withTins ? effectiveTins : sql``}
    FROM user_session us, (
      SELECT coalesce((
        SELECT CASE WHEN property_value ~ '^[0-9]{1,4}([.][0-9]{1,3})?$' THEN property_value::numeric END
        FROM app_property WHERE property_nm = 'FE_APP_TIMEOUT'
      ), ${sql.raw(String(DEFAULT_IDLE_MINUTES))}) AS idle
    ) cfg
    WHERE us.session_id = ${sql.placeholder('sid')}::uuid AND us.ended_at IS NULL
      AND us.last_seen_at > now() - cfg.idle * interval '1 minute'`;
const sessionStatement = preparedSql<{ sid: string }>('load_session', () => sessionSql(false));
const sessionWithTinsStatement = preparedSql<{ sid: string }>('load_session_tins', () => sessionSql(true));

/** Renews the idle clock of an open session; a no-op when another request just did, or it has ended. */
const touchStatement = preparedSql<{ sid: string }>('touch_session', () => sql`
    UPDATE user_session SET last_seen_at = now()
    WHERE session_id = ${sql.placeholder('sid')}::uuid AND ended_at IS NULL
      AND last_seen_at < now() - interval '${sql.raw(String(TOUCH_EVERY_SECONDS))} seconds'`);

/**
 * One round trip per request: finds the open, not idle session and returns it with the signed-in
 * user's row, the mirrored user's row, the idle limit (FE_APP_TIMEOUT) and, withTins, the effective
 * user's own TINs; every 15 s of use per session, a second one renews its idle clock (not for a
 * background call: renew false). Null when the
 * session does not exist, has ended, or has been idle longer than the limit.
 */
export async function loadSession(db: Db, sessionId: string, withTins = false, renew = true): Promise<LoadedSession | null> {
  const [row] = await (withTins ? sessionWithTinsStatement : sessionStatement)(db, { sid: sessionId });
  if (!row) return null;
  const user = userFrom(row.u as Record<string, unknown> | null);
  if (!user) return null;
  if (row.stale && renew) await touchStatement(db, { sid: sessionId });
  // A renewed clock has the whole limit left; otherwise what the read found.
  const idleLeftMs = row.stale && renew ? Number(row.idle) * 60_000 : Number(row.left) * 1000;
  return { id: String(row.sid), user, mirror: userFrom(row.m as Record<string, unknown> | null), idleMinutes: Number(row.idle), idleLeftMs, factorAt: row.fa === null || row.fa === undefined ? null : Number(row.fa), tins: withTins ? tinsOf(row.tins) : null };
}
