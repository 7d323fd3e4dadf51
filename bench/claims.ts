import { benchDatabase, billSamples, claimNumberBodies, load, loadMany, median, query, scaleSeed, signIn, startPortal, type LoadResult } from './lib';
import { CLAIM_PAGE_SIZE, CLAIM_PAGE_SIZES } from '@wcpp/contract';
import { LONG_CLAIM_BILLS, longClaims } from '../apps/server/src/seed/reference-sql';

/**
 * Issue 27 §6: the claim page of a 1,000-bill claim (GET /api/claims/{claimNumber}, its first page of
 * CLAIM_PAGE_SIZE bills, the totals and the timeline over all 1,000) against Bill Search by claim number, in one run
 * on the 1 M seed (PostgreSQL, fsync on), 32 connections, BENCH_SECONDS each (default 10), BENCH_ROUNDS
 * rounds (default 3, median p99). Goal: the claim page's p99 within 2× of Bill Search's.
 * The claim page is read as sysadmin1 (every TIN: a long claim's bills are on the TINs of its few
 * providers, not provadmin1's); Bill Search as provadmin1, as in bench/floors.ts.
 * The largest page a person may choose (100 bills) is measured beside it, for information.
 * A seed made before the long claims existed has none: remove its folder (printed) and run again.
 */
const bills = Number(process.env.BENCH_BILLS ?? 1_000_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const GOAL = 2;

const seed = scaleSeed(bills);
const { database, stop } = await benchDatabase('postgres', seed);
const [long] = await query<{ claim_number: string; n: number }>(
  database,
  `SELECT c.claim_number, count(*)::int AS n FROM bill b JOIN claim c ON c.claim_id = b.claim_id
   WHERE b.claim_id <= ${Math.max(1, longClaims({ bills }))} GROUP BY c.claim_number ORDER BY n DESC LIMIT 1`,
);
if (!long || long.n < LONG_CLAIM_BILLS) {
  await stop();
  throw new Error(`the seed has no claim of ${LONG_CLAIM_BILLS} bills (it predates them): remove the bench's PostgreSQL folder for ${bills} bills and run again`);
}
console.log(`claim ${long.claim_number}: ${long.n.toLocaleString('en-US')} bills`);
const { app, url } = await startPortal(database, { log: true });
const admin = { authorization: `Bearer ${await signIn(url, 'sysadmin1')}` };
const provider = { authorization: `Bearer ${await signIn(url, 'provadmin1')}` };
const bodies = claimNumberBodies(await billSamples(database));

const largest = CLAIM_PAGE_SIZES.at(-1)!;
const calls: [string, () => Promise<LoadResult>][] = [
  ['Bill Search by claim number', () => loadMany('Bill Search by claim number', `${url}/api/billSearch/searchByAssorted`, bodies, { headers: provider, duration })],
  [`claim page, ${long.n} bills, ${CLAIM_PAGE_SIZE} a page`, () => load(`claim page, ${long.n} bills, ${CLAIM_PAGE_SIZE} a page`, `${url}/api/claims/${encodeURIComponent(long.claim_number)}`, { headers: admin, duration })],
  [`claim page, ${long.n} bills, ${largest} a page`, () => load(`claim page, ${long.n} bills, ${largest} a page`, `${url}/api/claims/${encodeURIComponent(long.claim_number)}?pageSize=${largest}`, { headers: admin, duration })],
];
const runs: LoadResult[][] = calls.map(() => []);
for (let round = 0; round < rounds; round++) for (const [i, [, measure]] of calls.entries()) runs[i]!.push(await measure());
const rows = runs.map((r) => ({ ...median(r), p99: [...r].map((x) => x.p99).sort((a, b) => a - b)[Math.floor(r.length / 2)]! }));
console.log(`\n| call (${bills.toLocaleString('en-US')} bills, 32 connections, ${duration} s, median of ${rounds}) | req/s | p50 ms | p99 ms | errors |`);
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} |`);
const ratio = rows[1]!.p99 / rows[0]!.p99;
console.log(`\nclaim page p99 ÷ Bill Search p99: ${ratio.toFixed(2)} (goal ≤ ${GOAL}: ${ratio <= GOAL ? 'met' : 'NOT met'}); each round: ${runs[1]!.map((r, i) => (r.p99 / runs[0]![i]!.p99).toFixed(2)).join(', ')}`);
console.log(`${largest} bills a page, for information: ${(rows[2]!.p99 / rows[0]!.p99).toFixed(2)} × Bill Search's p99`);
await app.close();
await stop();
if (rows.some((r) => r.errors > 0) || ratio > GOAL) process.exitCode = 1;
