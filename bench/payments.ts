import { benchDatabase, billSamples, claimNumberBodies, load, loadMany, loadPaths, median, query, scaleSeed, signIn, startPortal, type LoadResult } from './lib';
import { rndFunction } from '../apps/server/src/seed/reference-sql';
import { paymentsSql } from '../apps/server/src/seed/payments';

/**
 * Issue 28: Payments on the 1 M seed (PostgreSQL, fsync on), as provadmin1 (group 1001's six TINs),
 * 32 connections, BENCH_SECONDS each, BENCH_ROUNDS rounds, beside Bill Search by claim number in the
 * same run: a payment by its check number (200 of the group's in turn), the default search (the last
 * 90 days of every TIN of the group) and a payment's page (the same 200 in turn). Goal, as for the
 * claim page: each p99 within 2× of Bill Search's.
 * A 1 M folder seeded before payments existed gets them here (seed/payments.ts), timed.
 */
const bills = Number(process.env.BENCH_BILLS ?? 1_000_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const GOAL = 2;

const { database, stop } = await benchDatabase('postgres', scaleSeed(bills));
const [{ n }] = await query<{ n: number }>(database, 'SELECT count(*)::int AS n FROM payment');
if (n === 0) {
  const started = Date.now();
  await database.exec(`${rndFunction}\n${paymentsSql()}`);
  for (const statement of ['VACUUM ANALYZE payment', 'VACUUM ANALYZE bill_payment', 'CHECKPOINT']) await database.exec(statement);
  console.log(`seeded payments in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
// As autovacuum leaves it: the visibility map lets the search read payment_tin from its index alone.
await database.exec('VACUUM ANALYZE payment_tin');
const [counts] = await query<{ payments: number; rows: number }>(database, 'SELECT (SELECT count(*) FROM payment)::int AS payments, (SELECT count(*) FROM bill_payment)::int AS rows');
console.log(`${counts!.payments.toLocaleString('en-US')} payments of ${counts!.rows.toLocaleString('en-US')} paid bills`);
const tins = ['751234501', '751234502', '751234503', '751234504', '751234505', '751234506'];
const mine = await query<{ id: number; number: string }>(
  database,
  `SELECT DISTINCT bp.payment_id AS id, bp.check_number AS number FROM bill b JOIN bill_payment bp ON bp.bill_id = b.bill_id
   WHERE b.ftin = ANY('{${tins.join(',')}}') AND bp.payment_id IS NOT NULL ORDER BY 1 LIMIT 200`,
);
const { app, url } = await startPortal(database, { log: true });
const headers = { authorization: `Bearer ${await signIn(url, 'provadmin1')}` };
const bodies = claimNumberBodies(await billSamples(database));

const calls: [string, () => Promise<LoadResult>][] = [
  ['Bill Search by claim number', () => loadMany('Bill Search by claim number', `${url}/api/billSearch/searchByAssorted`, bodies, { headers, duration })],
  ['a payment by its number', () => loadPaths('a payment by its number', url, mine.map((p) => `/api/payments?checkNumber=${p.number}`), { headers, duration })],
  ['the last 90 days, every TIN', () => load('the last 90 days, every TIN', `${url}/api/payments`, { headers, duration })],
  ["a payment's page", () => loadPaths("a payment's page", url, mine.map((p) => `/api/payments/${p.id}`), { headers, duration })],
];
const runs: LoadResult[][] = calls.map(() => []);
for (let round = 0; round < rounds; round++) for (const [i, [, measure]] of calls.entries()) runs[i]!.push(await measure());
const rows = runs.map((r) => ({ ...median(r), p99: [...r].map((x) => x.p99).sort((a, b) => a - b)[Math.floor(r.length / 2)]! }));
console.log(`\n| call (${bills.toLocaleString('en-US')} bills, provadmin1, 32 connections, ${duration} s, median of ${rounds}) | req/s | p50 ms | p99 ms | p99 ÷ Bill Search's | errors |`);
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${(r.p99 / rows[0]!.p99).toFixed(2)} | ${r.errors} |`);
const worst = Math.max(...rows.slice(1).map((r) => r.p99 / rows[0]!.p99));
console.log(`\nworst p99 ÷ Bill Search p99: ${worst.toFixed(2)} (goal ≤ ${GOAL}: ${worst <= GOAL ? 'met' : 'NOT met'})`);
await app.close();
await stop();
if (rows.some((r) => r.errors > 0) || worst > GOAL) process.exitCode = 1;
