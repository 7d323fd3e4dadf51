import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lastSeal, sealBehind, type Seal } from './seal';

/**
 * The activity record by month (issue 47 §3, decision 093). audit_log and audit_record are partitioned
 * by the month of their row's time; a sweep keeps the months ahead created, and retires the months
 * older than the retention (AUDIT_RETENTION_MONTHS, six years unless the operator says otherwise):
 * a month goes whole, by dropping its two partitions, and only once every row in it is sealed. What it
 * took from each block is written first (audit_retention, append-only), so that the verifier tells a
 * retired row from a deleted one; and the retirement is itself a row of the record, and published.
 */

/** Months ahead of the current one that always have their partitions. */
export const MONTHS_AHEAD = 12;
/** How long a retirement waits for the record's lock (a drop needs the parent's): it tries again on the next sweep. */
const RETIRE_LOCK_TIMEOUT = '2s';

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** 'YYYY-MM' of a date, in UTC (partitions are cut at UTC month starts, as the migration cut them). */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);
const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(y, m - 1 + n, 1)));
};

/** Creates the partitions of this month and the MONTHS_AHEAD after it that are missing. Returns how many months it created. */
export async function ensureMonths(db: Db, now = new Date()): Promise<number> {
  const [row] = rowsOf<{ created: number }>(
    await db.execute(sql`
      SELECT count(*) FILTER (WHERE wcpp_audit_month(m::date))::int AS created
      FROM generate_series(date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'), date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC') + ${`${MONTHS_AHEAD} months`}::interval, interval '1 month') AS m`),
  );
  return Number(row?.created ?? 0);
}

/** The months that have partitions, oldest first ('YYYY-MM'). */
export async function partitionMonths(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'audit_log'::regclass AND c.relname ~ '^audit_log_p[0-9]{4}_[0-9]{2}$'
      ORDER BY c.relname`),
  );
  return rows.map((r) => r.name.slice('audit_log_p'.length).replace('_', '-'));
}

/** The first month kept: months before it are retired. */
export const firstKeptMonth = (now: Date, keepMonths: number) => addMonths(monthOf(now), -keepMonths);

export interface Retirement {
  month: string;
  rows: number;
  wholeBlocks: [number, number][];
  partialBlocks: Record<string, number[]>;
}

/** Consecutive block numbers as [first, last] ranges. */
const asRanges = (blocks: number[]): [number, number][] => {
  const ranges: [number, number][] = [];
  for (const b of blocks) {
    const last = ranges.at(-1);
    if (last && b === last[1] + 1) last[1] = b;
    else ranges.push([b, b]);
  }
  return ranges;
};

/**
 * What retiring a month takes from each block: the blocks all of whose rows are in it, and for the
 * blocks it shares with another month, the ids of its rows. Null when a row of it is not sealed yet.
 */
async function whatMonthHolds(db: Db, table: string): Promise<Omit<Retirement, 'month'> | null> {
  const part = sql.identifier(table);
  const last = await lastSeal(db);
  const [span] = rowsOf<{ rows: number; min: string | null; max: string | null }>(
    await db.execute(sql`SELECT count(*)::int AS rows, min(xact_id)::text AS min, max(xact_id)::text AS max FROM ${part}`),
  );
  if (!span || span.rows === 0 || span.min === null || span.max === null) return { rows: 0, wholeBlocks: [], partialBlocks: {} };
  if (!last || BigInt(span.max) >= BigInt(last.xactTo)) return null;
  const blocks = rowsOf<{ block_no: string; row_count: number; n: number }>(
    await db.execute(sql`
      SELECT s.block_no::text, s.row_count, (SELECT count(*)::int FROM ${part} a WHERE a.xact_id >= s.xact_from AND a.xact_id < s.xact_to) AS n
      FROM audit_seal s
      WHERE s.xact_to > ${span.min}::xid8 AND s.xact_from <= ${span.max}::xid8
      ORDER BY s.block_no`),
  );
  const whole: number[] = [];
  const partialBlocks: Record<string, number[]> = {};
  for (const block of blocks) {
    if (block.n === 0) continue;
    if (block.n === block.row_count) {
      whole.push(Number(block.block_no));
      continue;
    }
    const ids = rowsOf<{ id: string }>(
      await db.execute(sql`
        SELECT a.audit_id::text AS id FROM ${part} a, audit_seal s
        WHERE s.block_no = ${block.block_no}::bigint AND a.xact_id >= s.xact_from AND a.xact_id < s.xact_to ORDER BY a.audit_id`),
    );
    partialBlocks[block.block_no] = ids.map((r) => Number(r.id));
  }
  return { rows: span.rows, wholeBlocks: asRanges(whole), partialBlocks };
}

/**
 * Retires one month: records what it holds, writes its row of the record, drops its two partitions; in
 * one transaction, so that a month is retired and recorded together or not at all. Safe on several
 * instances: the month's retention row is the lock (a second instance finds it and does nothing).
 */
async function retireMonth(db: Db, month: string, keepMonths: number, now: Date): Promise<Retirement | null> {
  const suffix = month.replace('-', '_');
  const held = await whatMonthHolds(db, `audit_log_p${suffix}`);
  if (!held) return null;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${RETIRE_LOCK_TIMEOUT}'`));
    const recorded = rowsOf<{ month: string }>(
      await tx.execute(sql`
        INSERT INTO audit_retention (month, retired_at, row_count, whole_blocks, partial_blocks, keep_months)
        VALUES (${month}, ${now.toISOString()}::timestamptz, ${held.rows}, ${JSON.stringify(held.wholeBlocks)}::jsonb, ${JSON.stringify(held.partialBlocks)}::jsonb, ${keepMonths})
        ON CONFLICT (month) DO NOTHING RETURNING month`),
    );
    if (recorded.length === 0) return null;
    await tx.execute(sql`
      INSERT INTO audit_log (action, target, detail)
      VALUES ('ACTIVITY_RETIRED', ${month}, ${JSON.stringify({ rows: held.rows, keepMonths, wholeBlocks: held.wholeBlocks, partialBlocks: Object.keys(held.partialBlocks).map(Number) })}::jsonb)`);
    await tx.execute(sql`DROP TABLE ${sql.identifier(`audit_record_p${suffix}`)}`);
    await tx.execute(sql`DROP TABLE ${sql.identifier(`audit_log_p${suffix}`)}`);
    return { month, ...held };
  });
}

/**
 * The sweep: the months ahead created; then each month before the first kept one retired, oldest
 * first, once every row in it is sealed (it seals first, as the seal job would). `publish` tells the
 * log of each retirement. Returns the months retired.
 */
export async function retireMonths(
  db: Db,
  { keepMonths, now = new Date(), publish = () => {}, publishSeal }: { keepMonths: number; now?: Date; publish?: (r: Retirement) => void; publishSeal?: (seal: Seal) => void | Promise<void> },
): Promise<Retirement[]> {
  await ensureMonths(db, now);
  const before = firstKeptMonth(now, keepMonths);
  const due = (await partitionMonths(db)).filter((m) => m < before);
  const retired: Retirement[] = [];
  if (due.length === 0) return retired;
  await sealBehind(db, publishSeal);
  for (const month of due) {
    const done = await retireMonth(db, month, keepMonths, now).catch((err: { code?: string; cause?: { code?: string } }) => {
      // Another instance holds the lock, is retiring it, or has just retired it (its partition gone): the next sweep sees.
      if ([err.code, err.cause?.code].some((c) => c === '55P03' || c === '40P01' || c === '42P01')) return null;
      throw err;
    });
    if (!done) break;
    publish(done);
    retired.push(done);
  }
  return retired;
}
