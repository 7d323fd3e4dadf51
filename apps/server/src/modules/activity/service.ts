import { createHash } from 'node:crypto';
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
import { preparedSql } from '../../db/prepared';

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
  /** Its records, each [kind, ref, a bill's control number], in one JSON array (none: null). */
  records: [ActivityRecord['kind'], string, string | null][] | string | null;
}

/** A row's records, with a bill's control number as its label. PGlite and pg give json parsed; text is parsed here. */
const recordsOf = (row: Row): ActivityRecord[] => {
  const list = typeof row.records === 'string' ? (JSON.parse(row.records) as Exclude<Row['records'], string>) : row.records;
  return (list ?? []).map(([kind, ref, label]) => ({ kind, ref, label: label ?? ref }));
};

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/**
 * A search's statement, with its values apart: the statement depends only on which filters are given
 * (its shape), so each shape is prepared once (db/prepared.ts) and PostgreSQL plans it once per
 * connection. Over a record partitioned by month, planning costs more than running (decision 093).
 */
class Statement {
  readonly params: Record<string, unknown> = {};
  readonly shape: string[] = [];
  /** A value: a placeholder in the statement, its name in the shape. */
  value(name: string, value: unknown): SQL {
    if (!(name in this.params)) this.shape.push(name);
    this.params[name] = value;
    return sql`${sql.placeholder(name)}`;
  }
}

/** A time column within the search's days (local dates: from the first's start to the day after the last). */
const inRange = (q: Statement, column: SQL, range: { from: string; to: string }): SQL =>
  sql`${column} >= ${q.value('from', dayStart(range.from))}::timestamptz AND ${column} < ${q.value('to', dayStart(addDays(range.to, 1)))}::timestamptz`;

/** The WHERE of a search: the scope, the dates, then each filter given. */
function conditions(q: Statement, scope: ActivityScope, filters: ActivityFilters, range: { from: string; to: string }): SQL[] {
  const where: SQL[] = [inRange(q, sql`a.at`, range)];
  if (!scope.network) where.push(sql`a.grp_info_id = ${q.value('group', scope.groupId)}::int`);
  else if (filters.group) where.push(sql`a.grp_info_id = ${q.value('group', Number(filters.group))}::int`);
  if (scope.network && filters.ip) where.push(sql`a.ip = ${q.value('ip', filters.ip)}`);
  if (filters.person) where.push(sql`lower(coalesce(a.as_user_nm, a.actor_user_nm)) = lower(${q.value('person', filters.person)})`);
  if (filters.kind) where.push(sql`a.action = ANY(${q.value('actions', `{${actionsOfKind(filters.kind).join(',')}}`)}::text[])`);
  // The records' own time range too: their partitions are pruned as the rows' are (decision 093).
  const named = (kind: string, ref: SQL) =>
    sql`(a.audit_id, a.at) IN (SELECT r.audit_id, r.at FROM audit_record r WHERE r.kind = ${sql.raw(`'${kind}'`)} AND ${ref} AND ${inRange(q, sql`r.at`, range)})`;
  if (filters.tin) where.push(named('tin', sql`r.ref = ${q.value('tin', filters.tin)}`));
  if (filters.payment) where.push(named('payment', sql`r.ref = ${q.value('payment', String(Number(filters.payment)))}`));
  if (filters.claimNumber) {
    // Rows name a claim by its number as the claim holds it: the claims of that key (as the claim page
    // matches one: without case, spaces or hyphens), found by their index, and the number as typed.
    const key = q.value('claimKey', claimNumberKey(filters.claimNumber));
    const numbers = sql`SELECT c.claim_number FROM claim c WHERE upper(regexp_replace(c.claim_number, '[[:space:]-]', '', 'g')) = ${key}`;
    where.push(named('claim', sql`r.ref IN (${numbers} UNION ALL SELECT ${q.value('claimTyped', filters.claimNumber)}::text UNION ALL SELECT ${key}::text)`));
  }
  if (filters.bill) {
    where.push(named('bill', sql`r.ref IN (SELECT b.bill_id::text FROM bill b WHERE b.bill_control_number = ${q.value('bill', filters.bill)})`));
  }
  if (filters.patient) {
    where.push(named('claim', sql`r.ref IN (SELECT c.claim_number FROM claim c WHERE lower(c.claimant_last_name) = lower(${q.value('patient', filters.patient)}))`));
  }
  return where;
}

/** Each shape of the search, prepared once (its name: the filters it has). */
const searches = new Map<string, (db: Db, params: Record<string, unknown>) => Promise<Row[]>>();
function searchOf(q: Statement, where: SQL[]) {
  // PostgreSQL cuts a statement's name at 63 bytes: a shape of many filters is named by its digest.
  const name = `activity_${createHash('sha256').update(q.shape.join(',')).digest('hex').slice(0, 24)}`;
  let run = searches.get(name);
  if (!run) {
    run = preparedSql<Record<string, unknown>, Row>(name, () => sql`
      SELECT a.audit_id::text AS id, a.at, (extract(epoch FROM a.at) * 1000000)::bigint::text AS at_us,
        a.actor_user_nm AS actor, a.as_user_nm AS as_user, a.action, a.ip, a.user_agent AS browser, a.grp_info_id AS grp, a.detail->>'found' AS found,
        (SELECT json_agg(json_build_array(r.kind, r.ref, b.bill_control_number) ORDER BY r.kind, r.ref)
          FROM audit_record r
          LEFT JOIN bill b ON r.kind = 'bill' AND b.bill_id = (CASE WHEN r.kind = 'bill' AND r.ref ~ '^[0-9]{1,18}$' THEN r.ref::bigint END)
          WHERE r.audit_id = a.audit_id AND r.at = a.at) AS records
      FROM audit_log a
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY a.at DESC, a.audit_id DESC
      LIMIT ${sql.placeholder('limit')}::int`);
    searches.set(name, run);
  }
  return run;
}

/** From when the records are complete: written once by migration 0020, read once per database. */
const since = new WeakMap<Db, Promise<string | null>>();
const recordsSince = (db: Db): Promise<string | null> => {
  let known = since.get(db);
  if (!known) {
    known = db.execute(sql`SELECT min(since)::text AS since FROM audit_records_since`).then((r) => rowsOf<{ since: string | null }>(r)[0]?.since ?? null);
    known.catch(() => since.delete(db));
    since.set(db, known);
  }
  return known;
};

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
  const q = new Statement();
  const where = conditions(q, scope, filters, range);
  if (after) {
    const [atMicros, id] = after.split('.');
    where.push(sql`(a.at, a.audit_id) < (timestamptz 'epoch' + ${q.value('afterAt', atMicros)}::bigint * interval '1 microsecond', ${q.value('afterId', id)}::bigint)`);
  }
  const rows = await searchOf(q, where)(db, { ...q.params, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const since = await recordsSince(db);
  return {
    rows: page.map((r) => toRow(r, recordsOf(r), scope.network)),
    next: rows.length > limit && last ? cursorOf(last.at_us, last.id) : null,
    from: range.from,
    to: range.to,
    recordsSince: since ? todayIso(new Date(since)) : null,
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
