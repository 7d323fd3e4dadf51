import { sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_DEFAULT_DAYS,
  ACTIVITY_PAGE_SIZE,
  actionsOfKind,
  actionWords,
  addDays,
  auditActions,
  claimNumberKey,
  todayIso,
  type ActivityKind,
  type ActivityPage,
  type ActivityRecord,
  type ActivityRow,
  type AuditAction,
  OWN_SIGN_INS_DAYS,
  OWN_SIGN_INS_SHOWN,
  type OwnSignIns,
  TIN_READERS_DAYS,
  type TinReaders,
} from '@wcpp/contract';
import type { Db } from '../../db/client';

/**
 * The Activity's search (issue 47 §1): audit rows of one group (a Provider Admin's) or of every group
 * (internal administrators), newest first, by keyset on (at, audit_id), never OFFSET. Filters on the
 * records a row names go through audit_record's index (kind, ref).
 */

export interface ActivityFilters {
  person?: string;
  patient?: string;
  tin?: string;
  claimNumber?: string;
  bill?: string;
  payment?: string;
  kind?: ActivityKind;
  from?: string;
  to?: string;
  group?: string;
  ip?: string;
}

/** Whose rows: one group's, or every group's. */
export type ActivityScope = { network: false; groupId: number } | { network: true };

/** The search's dates: as given, or the last ACTIVITY_DEFAULT_DAYS days (server-local days, as the other searches). */
export function activityRange(filters: Pick<ActivityFilters, 'from' | 'to'>, now = new Date()): { from: string; to: string } {
  const to = filters.to ?? (filters.from ? addDays(filters.from, ACTIVITY_DEFAULT_DAYS) : todayIso(now));
  const from = filters.from ?? addDays(to, -ACTIVITY_DEFAULT_DAYS);
  return { from, to };
}

/** The start of a server-local day, as an instant. */
const dayStart = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toISOString();
};

/** A row's cursor: its time in microseconds and its id. */
const cursorOf = (atMicros: string, id: string) => `${atMicros}.${id}`;

interface Row {
  id: string;
  at: string;
  at_us: string;
  actor: string | null;
  as_user: string | null;
  action: string;
  ip: string | null;
  browser: string | null;
  grp: number | null;
  found: string | null;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** A time column within the search's days (local dates: from the first's start to the day after the last). */
const inRange = (column: SQL, range: { from: string; to: string }): SQL[] => [
  sql`${column} >= ${dayStart(range.from)}::timestamptz`,
  sql`${column} < ${dayStart(addDays(range.to, 1))}::timestamptz`,
];

/** The WHERE of a search: the scope, the dates, then each filter given. */
function conditions(scope: ActivityScope, filters: ActivityFilters, range: { from: string; to: string }): SQL[] {
  const where: SQL[] = inRange(sql`a.at`, range);
  if (!scope.network) where.push(sql`a.grp_info_id = ${scope.groupId}`);
  else if (filters.group) where.push(sql`a.grp_info_id = ${Number(filters.group)}`);
  if (scope.network && filters.ip) where.push(sql`a.ip = ${filters.ip}`);
  if (filters.person) where.push(sql`lower(coalesce(a.as_user_nm, a.actor_user_nm)) = lower(${filters.person})`);
  if (filters.kind) where.push(sql`a.action = ANY(${`{${actionsOfKind(filters.kind).join(',')}}`}::text[])`);
  // The records' own time range too: their partitions are pruned as the rows' are (decision 093).
  const named = (kind: string, ref: SQL) =>
    sql`(a.audit_id, a.at) IN (SELECT r.audit_id, r.at FROM audit_record r WHERE r.kind = ${kind} AND ${ref} AND ${sql.join(inRange(sql`r.at`, range), sql` AND `)})`;
  if (filters.tin) where.push(named('tin', sql`r.ref = ${filters.tin}`));
  if (filters.payment) where.push(named('payment', sql`r.ref = ${String(Number(filters.payment))}`));
  if (filters.claimNumber) {
    // Rows name a claim by its number as the claim holds it: the claims of that key (as the claim page
    // matches one: without case, spaces or hyphens), found by their index, and the number as typed.
    const key = claimNumberKey(filters.claimNumber);
    const numbers = sql`SELECT c.claim_number FROM claim c WHERE upper(regexp_replace(c.claim_number, '[[:space:]-]', '', 'g')) = ${key}`;
    where.push(named('claim', sql`r.ref IN (${numbers} UNION ALL SELECT ${filters.claimNumber} UNION ALL SELECT ${key})`));
  }
  if (filters.bill) {
    where.push(named('bill', sql`r.ref IN (SELECT b.bill_id::text FROM bill b WHERE b.bill_control_number = ${filters.bill})`));
  }
  if (filters.patient) {
    where.push(named('claim', sql`r.ref IN (SELECT c.claim_number FROM claim c WHERE lower(c.claimant_last_name) = lower(${filters.patient}))`));
  }
  return where;
}

/** The records of these rows, with a bill's control number as its label. */
async function recordsOf(db: Db, page: Pick<Row, 'id' | 'at_us'>[]): Promise<Map<string, ActivityRecord[]>> {
  const byRow = new Map<string, ActivityRecord[]>();
  if (page.length === 0) return byRow;
  const ids = page.map((r) => r.id);
  // The page's time span bounds the records' partitions (decision 093); rows come newest first.
  const micros = page.map((r) => BigInt(r.at_us));
  const first = micros.reduce((a, b) => (b < a ? b : a));
  const last = micros.reduce((a, b) => (b > a ? b : a));
  const rows = rowsOf<{ id: string; kind: ActivityRecord['kind']; ref: string; label: string | null }>(
    await db.execute(sql`
      SELECT r.audit_id::text AS id, r.kind, r.ref, b.bill_control_number AS label
      FROM audit_record r
      LEFT JOIN bill b ON r.kind = 'bill' AND b.bill_id = (CASE WHEN r.kind = 'bill' AND r.ref ~ '^[0-9]{1,18}$' THEN r.ref::bigint END)
      WHERE r.audit_id = ANY(${`{${ids.join(',')}}`}::bigint[])
        AND r.at >= timestamptz 'epoch' + ${first.toString()}::bigint * interval '1 microsecond'
        AND r.at <= timestamptz 'epoch' + ${last.toString()}::bigint * interval '1 microsecond'
      ORDER BY r.audit_id, r.kind, r.ref`),
  );
  for (const r of rows) {
    const list = byRow.get(r.id) ?? [];
    list.push({ kind: r.kind, ref: r.ref, label: r.label ?? r.ref });
    byRow.set(r.id, list);
  }
  return byRow;
}

const toRow = (row: Row, records: ActivityRecord[], network: boolean): ActivityRow => {
  const entry = Object.hasOwn(auditActions, row.action) ? auditActions[row.action as AuditAction] : null;
  const refused = Boolean(entry && 'refused' in entry) || row.found === 'false';
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    person: row.as_user ?? row.actor,
    asAdmin: row.as_user ? row.actor : null,
    action: row.action,
    words: actionWords(row.action),
    records,
    result: refused ? 'refused' : 'done',
    ip: row.ip,
    browser: row.browser,
    group: network ? row.grp : null,
  };
};

/** One page of the search: `limit` rows after the cursor `after` (none: the newest). */
export async function searchActivity(
  db: Db,
  scope: ActivityScope,
  filters: ActivityFilters,
  { after, limit = ACTIVITY_PAGE_SIZE, now = new Date() }: { after?: string; limit?: number; now?: Date } = {},
): Promise<ActivityPage> {
  const range = activityRange(filters, now);
  const where = conditions(scope, filters, range);
  if (after) {
    const [atMicros, id] = after.split('.');
    where.push(sql`(a.at, a.audit_id) < (timestamptz 'epoch' + ${atMicros}::bigint * interval '1 microsecond', ${id}::bigint)`);
  }
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT a.audit_id::text AS id, a.at, (extract(epoch FROM a.at) * 1000000)::bigint::text AS at_us,
        a.actor_user_nm AS actor, a.as_user_nm AS as_user, a.action, a.ip, a.user_agent AS browser, a.grp_info_id AS grp, a.detail->>'found' AS found
      FROM audit_log a
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY a.at DESC, a.audit_id DESC
      LIMIT ${limit + 1}`),
  );
  const page = rows.slice(0, limit);
  const records = await recordsOf(db, page);
  const last = page.at(-1);
  const [since] = rowsOf<{ since: string }>(await db.execute(sql`SELECT min(since)::text AS since FROM audit_records_since`));
  return {
    rows: page.map((r) => toRow(r, records.get(r.id) ?? [], scope.network)),
    next: rows.length > limit && last ? cursorOf(last.at_us, last.id) : null,
    from: range.from,
    to: range.to,
    recordsSince: since?.since ? todayIso(new Date(since.since)) : null,
    network: scope.network,
  };
}

/** The person's own sign-ins and refused attempts (issue 47 §1): rows they made themselves, not an administrator's mirror of them. */
export async function ownSignIns(db: Db, userNm: string, now = new Date()): Promise<OwnSignIns> {
  const since = new Date(now.getTime() - OWN_SIGN_INS_DAYS * 86_400_000).toISOString();
  const rows = rowsOf<{ at: string; action: string; ip: string | null; browser: string | null }>(
    await db.execute(sql`
      SELECT a.at, a.action, a.ip, a.user_agent AS browser FROM audit_log a
      WHERE a.actor_user_nm = ${userNm} AND a.as_user_nm IS NULL AND a.action IN ('SIGN_IN', 'SIGN_IN_FAILED', 'SECOND_FACTOR_FAILED')
        AND a.at >= ${since}::timestamptz
      ORDER BY a.at DESC, a.audit_id DESC
      LIMIT ${OWN_SIGN_INS_SHOWN}`),
  );
  return {
    signIns: rows.map((r) => ({ at: new Date(r.at).toISOString(), result: r.action === 'SIGN_IN' ? 'signedIn' : 'failed', words: actionWords(r.action), ip: r.ip, browser: r.browser })),
    days: OWN_SIGN_INS_DAYS,
  };
}

/** How many browsers the person has remembered now (the ones "This wasn't me" forgets). */
export async function rememberedBrowsers(db: Db, userId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM remembered_browser WHERE user_info_id = ${userId} AND forgotten_at IS NULL`));
  return Number(row?.n ?? 0);
}

/** The actions that read records (documents, records opened, searches, exports): what "read" means for the TINs' holders. */
const readActions = (Object.keys(auditActions) as AuditAction[]).filter((a) => {
  const entry = auditActions[a];
  return ['document', 'view', 'search', 'export'].includes(entry.kind) && !('refused' in entry);
});

/**
 * For each TIN of the group, the reads of its records by anyone outside the group in the last
 * TIN_READERS_DAYS days (decision 091): by other group (its ID and how many reads, never who), and the
 * network's administrators acting as themselves as one count. A read that found nothing is not one.
 */
export async function tinReaders(db: Db, groupId: number, now = new Date()): Promise<TinReaders> {
  const since = new Date(now.getTime() - TIN_READERS_DAYS * 86_400_000).toISOString();
  const rows = rowsOf<{ ftin: string; grp: number | null; reads: number }>(
    await db.execute(sql`
      SELECT r.ref AS ftin, a.grp_info_id AS grp, count(*)::int AS reads
      FROM grp_ftin g
      JOIN audit_record r ON r.kind = 'tin' AND r.ref = g.ftin
      JOIN audit_log a ON a.audit_id = r.audit_id AND a.at = r.at
      WHERE g.grp_info_id = ${groupId}
        AND r.at >= ${since}::timestamptz
        AND a.at >= ${since}::timestamptz
        AND a.action = ANY(${`{${readActions.join(',')}}`}::text[])
        AND coalesce(a.detail->>'found', 'true') <> 'false'
        AND a.grp_info_id IS DISTINCT FROM ${groupId}
      GROUP BY r.ref, a.grp_info_id
      ORDER BY r.ref, a.grp_info_id NULLS LAST`),
  );
  const tins = rowsOf<{ ftin: string }>(await db.execute(sql`SELECT ftin FROM grp_ftin WHERE grp_info_id = ${groupId} ORDER BY ftin`));
  return {
    days: TIN_READERS_DAYS,
    tins: tins.map(({ ftin }) => ({
      ftin,
      groups: rows.filter((r) => r.ftin === ftin && r.grp !== null).map((r) => ({ groupId: Number(r.grp), reads: Number(r.reads) })),
      network: rows.filter((r) => r.ftin === ftin && r.grp === null).reduce((n, r) => n + Number(r.reads), 0),
    })),
  };
}
