import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { billsSql, rndFunction, type ReferenceCounts } from './reference-sql';

/**
 * The bulk load of a seed's bills (the scale seed: `npm run seed -- --bills 1000000`). Bills, their lines
 * and payment rows are generated inside the database in chunks of `chunk` bills. A load of more than one
 * chunk writes the bill tables without their secondary indexes and foreign keys, on two connections at
 * once where the database has a pool (PostgreSQL). It builds the indexes at the end, two at a time, and
 * returns the step that adds the foreign keys back once the payments are written: each is then checked
 * in one pass over its table, rather than row by row as each row is written.
 */
export const BILL_CHUNK = 100_000;

/** How many statements a PostgreSQL load runs side by side (the pool opens the connections). */
const PARALLEL = 2;

export async function loadBills(database: Database, counts: ReferenceCounts, say: (message: string) => void, chunk = BILL_CHUNK): Promise<() => Promise<void>> {
  const bulk = counts.bills > chunk;
  const keys = bulk ? await dropForeignKeys(database, ['bill', 'bill_line', 'bill_payment', 'payment_tin']) : [];
  const deferred = bulk ? await dropSecondaryIndexes(database, ['bill', 'bill_line', 'bill_payment']) : [];
  const chunks: [number, number][] = [];
  for (let start = 1; start <= counts.bills; start += chunk) chunks.push([start, Math.min(counts.bills, start + chunk - 1)]);
  let loaded = 0;
  await inTurns(database, chunks, async ([start, end]) => {
    await database.exec([rndFunction, billsSql(counts, start, end)].join('\n'));
    loaded += end - start + 1;
    say(`bills ${loaded.toLocaleString('en-US')} of ${counts.bills.toLocaleString('en-US')}`);
  });
  // The payment rows' own indexes wait for the payments, which rewrite every payment row once.
  const afterPayments = deferred.filter((statement) => / ON public\.bill_payment /.test(statement));
  const now = deferred.filter((statement) => !afterPayments.includes(statement));
  if (now.length) {
    await inTurns(database, now, (statement) => database.exec(statement));
    say(`indexes (${now.length})`);
  }
  return async () => {
    if (afterPayments.length) {
      await inTurns(database, afterPayments, (statement) => database.exec(statement));
      say(`payment indexes (${afterPayments.length})`);
    }
    if (!keys.length) return;
    // One after the other: adding a key locks its referenced table against another key being added.
    for (const statement of keys) await database.exec(statement);
    say(`foreign keys (${keys.length})`);
  };
}

/** Runs `work` over the items, PARALLEL at a time on a pool, one after the other on a single connection. */
async function inTurns<T>(database: Database, items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const lanes = database.pool ? PARALLEL : 1;
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}

/** Drops the non-primary-key indexes of the tables and returns the statements that recreate them. */
async function dropSecondaryIndexes(database: Database, tables: string[]): Promise<string[]> {
  const list = tables.map((t) => `'${t}'`).join(', ');
  const result = await database.db.execute(
    sql.raw(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i WHERE i.schemaname = 'public' AND i.tablename IN (${list})
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    ),
  );
  const rows = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  if (rows.length) await database.exec(rows.map((r) => `DROP INDEX IF EXISTS "${r.indexname}"`).join(';\n'));
  return rows.map((r) => r.indexdef);
}

/** Drops the foreign keys of the tables and returns the statements that add them back. */
async function dropForeignKeys(database: Database, tables: string[]): Promise<string[]> {
  const list = tables.map((t) => `'${t}'`).join(', ');
  const result = await database.db.execute(
    sql.raw(
      `SELECT conrelid::regclass::text AS tablename, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
         WHERE contype = 'f' AND connamespace = 'public'::regnamespace AND conrelid::regclass::text IN (${list}) ORDER BY conname`,
    ),
  );
  const rows = (result as unknown as { rows: { tablename: string; conname: string; def: string }[] }).rows;
  if (rows.length) await database.exec(rows.map((r) => `ALTER TABLE "${r.tablename}" DROP CONSTRAINT "${r.conname}"`).join(';\n'));
  return rows.map((r) => `ALTER TABLE "${r.tablename}" ADD CONSTRAINT "${r.conname}" ${r.def}`);
}

/**
 * Runs the seed's payment statements with the triggers on payment_tin off, then writes what they keep
 * once, from every part (docs/decisions/069): each payment's set of TINs, and each day's count of
 * payments per set under each TIN of the set, as migration 0016's backfill does. One transaction, so
 * no reader sees parts without their counts. A trigger per statement would do the same work, but reads
 * and locks each payment again and keeps the counts row by row.
 */
export async function withCountsAtTheEnd(database: Database, paymentStatements: string): Promise<void> {
  await database.exec(`BEGIN;
SET LOCAL work_mem = '64MB';
ALTER TABLE payment_tin DISABLE TRIGGER USER;
${paymentStatements}
DELETE FROM payment_tin_day;
UPDATE payment p SET tins = coalesce(parts.tins, '')
FROM payment q LEFT JOIN (SELECT payment_id, string_agg(ftin, ',' ORDER BY ftin) AS tins FROM payment_tin GROUP BY payment_id) parts USING (payment_id)
WHERE q.payment_id = p.payment_id AND p.tins IS DISTINCT FROM coalesce(parts.tins, '');
INSERT INTO payment_tin_day (ftin, payment_date, tins, payments)
SELECT t.ftin, p.payment_date, p.tins, count(*)::int
FROM payment p CROSS JOIN LATERAL unnest(string_to_array(p.tins, ',')) AS t(ftin)
WHERE p.tins <> '' GROUP BY 1, 2, 3;
ALTER TABLE payment_tin ENABLE TRIGGER USER;
COMMIT;`);
}
