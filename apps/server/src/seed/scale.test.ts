import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';
import { adminQuery, databaseUrl } from '../test/postgres-admin';
import { seedDemo } from './index';
import { COUNTS_AGAINST_THE_PARTS } from '../test/payment-counts';

/*
 * The scale seed's bulk load (seed/scale.ts) on a small size: bills in chunks, without indexes and
 * foreign keys until the end (on PostgreSQL, two chunks at once), the payment counts written once at
 * the end. It must give the data the one-statement load gives, and the counts the triggers keep
 * (docs/decisions/069). On PGlite, or on the PostgreSQL of DATABASE_URL (a database of its own).
 */
const size = { providers: 40, clients: 10, claims: 300, bills: 2500 };

async function openScratch(name: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const db = `wcpp_scale_${name}_${process.pid}`;
    await adminQuery(url, `DROP DATABASE IF EXISTS ${db}`);
    await adminQuery(url, `CREATE DATABASE ${db}`);
    const database = await openPostgres(databaseUrl(url, db), 4);
    return { database, drop: async () => (await database.close(), await adminQuery(url, `DROP DATABASE ${db}`)) };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), `wcpp-scale-${name}-`));
  const database = await openPglite(dir);
  return { database, drop: async () => (await database.close(), rmSync(dir, { recursive: true, force: true })) };
}

const rows = async <T,>(database: Database, text: string) =>
  ((database.client ? await database.client.query(text) : await database.pool!.query(text)).rows as T[]);

/**
 * Each table's rows as one digest, bills by their control number: the demo claims' copied bills take their ids
 * from a sequence in the order a join returns them, which the tables' layout decides.
 */
const digests = (database: Database) =>
  rows<{ name: string; n: number; digest: string }>(
    database,
    `SELECT 'bill' AS name, count(*)::int AS n, md5(string_agg((to_jsonb(b) - 'bill_id')::text, '|' ORDER BY bill_control_number)) AS digest FROM bill b
     UNION ALL SELECT 'bill_line', count(*)::int, md5(string_agg(concat_ws(',', b.bill_control_number, line_no, service_date, procedure_code, modifier, units, billed, allowance, reason_codes), '|' ORDER BY b.bill_control_number, line_no))
       FROM bill_line l JOIN bill b USING (bill_id)
     UNION ALL SELECT 'bill_payment', count(*)::int, md5(string_agg(concat_ws(',', b.bill_control_number, paid_amount, paid_date, check_number, payment_id), '|' ORDER BY b.bill_control_number))
       FROM bill_payment p JOIN bill b USING (bill_id)
     UNION ALL SELECT 'payment', count(*)::int, md5(string_agg(p::text, '|' ORDER BY payment_id)) FROM payment p
     UNION ALL SELECT 'payment_tin', count(*)::int, md5(string_agg(t::text, '|' ORDER BY payment_id, ftin)) FROM payment_tin t
     UNION ALL SELECT 'payment_tin_day', count(*)::int, md5(string_agg(d::text, '|' ORDER BY ftin, payment_date, tins)) FROM payment_tin_day d
     UNION ALL SELECT 'constraints and indexes', count(*)::int, md5(string_agg(name, '|' ORDER BY name)) FROM (
       SELECT conname AS name FROM pg_constraint WHERE connamespace = 'public'::regnamespace
       UNION ALL SELECT indexname FROM pg_indexes WHERE schemaname = 'public') k`,
  );

/** What the counts must hold, recomputed from the parts (test/payment-counts.ts): every line is a difference. */
const countsAgainstTheParts = (database: Database) => rows<{ difference: string }>(database, COUNTS_AGAINST_THE_PARTS);

let whole: Awaited<ReturnType<typeof openScratch>>;
let bulk: Awaited<ReturnType<typeof openScratch>>;
beforeAll(async () => {
  [whole, bulk] = await Promise.all([openScratch('whole'), openScratch('bulk')]);
  await whole.database.migrate();
  await seedDemo(whole.database, size);
  // The one-statement load's counts as the triggers keep them: each payment's parts written again.
  await rows(whole.database, 'UPDATE payment_tin SET bills = bills');
  await bulk.database.migrate();
  await seedDemo(bulk.database, { ...size, billChunk: 600 });
}, 300_000);
afterAll(async () => {
  await whole?.drop();
  await bulk?.drop();
});

describe('the scale seed in bulk', () => {
  it('writes the bills, lines, payments and counts of the one-statement load, with every index and foreign key back', async () => {
    const [a, b] = [await digests(whole.database), await digests(bulk.database)];
    expect(a.find((r) => r.name === 'payment_tin_day')!.n).toBeGreaterThan(0);
    expect(b).toEqual(a);
  });

  it('keeps the counts the triggers would keep, and leaves the triggers on', async () => {
    expect(await countsAgainstTheParts(bulk.database)).toEqual([]);
    const [{ payment_id }] = await rows<{ payment_id: number }>(bulk.database, 'SELECT min(payment_id) AS payment_id FROM payment');
    await rows(bulk.database, `INSERT INTO payment_tin (payment_id, ftin, payment_date, bills, paid)
      SELECT payment_id, '990000009', payment_date, 1, 10 FROM payment WHERE payment_id = ${payment_id}`);
    const [{ tins }] = await rows<{ tins: string }>(bulk.database, `SELECT tins FROM payment WHERE payment_id = ${payment_id}`);
    expect(tins.split(',')).toContain('990000009');
    expect(await countsAgainstTheParts(bulk.database)).toEqual([]);
  });
});
