import { activityCalls, billSearchCalls } from '@wcpp/contract';
import { sealBehind } from '../apps/server/src/modules/activity/seal';
import type { Database } from '../apps/server/src/db/client';
import { activityScaleGoal, activityWithinBillSearch } from './goals';
import { benchDatabase, billSamples, claimNumberBodies, load, loadMany, loadPaths, median, query, scaleSeed, signIn, startPortal, type LoadResult } from './lib';

/**
 * Issue 47, Scale: the Activity as the record grows. Next to the 1 M bills, BENCH_AUDIT_ROWS audit rows
 * (default 1,000,000 and 10,000,000) over the year before now, each size its own PostgreSQL folder (a
 * copy of the 1 M-bill seed's, kept: seeding 10 M rows and sealing them takes minutes), sealed as the
 * job seals. Measures, signed in as provadmin1 (a Provider Admin), 32 connections, BENCH_SECONDS each
 * (default 10), BENCH_ROUNDS rounds (default 3, median p99):
 * - the Activity's default view (the group's last 7 days);
 * - the Activity filtered by a claim number (claims the group's rows of the week name);
 * - Bill Search by claim number (the reference of the same run).
 * Prints p99 at the large size ÷ p99 at the small (goal ≤ 1.3), in both orders (small, large, large,
 * small) and their geometric mean, as bench/scale.ts does (the size measured second is slower on this
 * host); and each Activity call's p99 ÷ Bill Search's (goal ≤ 2). A bench, never a test.
 */
const given = (process.env.BENCH_AUDIT_ROWS ?? '1000000,10000000').split(',').map(Number);
const bothOrders = process.env.BENCH_SCALE_ONE_ORDER !== '1' && given.length === 2;
const sizes = bothOrders ? [...given, ...[...given].reverse()] : given;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const BILLS = 1_000_000;
/** Rows a seeding transaction writes (a seal takes a transaction whole: blocks of this many rows). */
const CHUNK = 100_000;

/**
 * The record of a year: `total` rows, oldest first, evenly in time up to now, each by one of the
 * seeded provider users (in turn, so every group has its share), of ten kinds in turn: claims opened
 * (naming the claim and its TIN), bill images and EORs (the bill, its claim and TIN), bill searches (a
 * TIN), sign-ins (nothing). The records name bills of the seed, picked apart from the user.
 */
async function seedAudit(database: Database, total: number) {
  const [{ n: have }] = await query<{ n: number }>(database, `SELECT count(*)::int AS n FROM audit_log`);
  if (have >= total) return;
  const started = Date.now();
  // The year's months have their partitions, as the migration makes them for the rows it finds.
  await database.exec(`SELECT wcpp_audit_month(m::date) FROM generate_series(now() - interval '13 months', now(), interval '1 month') AS m`);
  await database.exec(`
    DROP TABLE IF EXISTS bench_user;
    CREATE TABLE bench_user AS
      SELECT (row_number() OVER (ORDER BY user_info_id) - 1)::int AS i, user_nm, grp_info_id FROM user_info
      WHERE grp_info_id IS NOT NULL AND type_cd IN ('PRAD', 'PRUS');
    CREATE UNIQUE INDEX ON bench_user (i);`);
  const [{ users, bills }] = await query<{ users: number; bills: number }>(database, `SELECT (SELECT count(*)::int FROM bench_user) AS users, (SELECT max(bill_id)::int FROM bill) AS bills`);
  const spanMicros = 365 * 86_400 * 1_000_000;
  for (let first = have; first < total; first += CHUNK) {
    const last = Math.min(total, first + CHUNK) - 1;
    await database.exec(`
      WITH e AS MATERIALIZED (
        SELECT nextval('audit_log_audit_id_seq') AS id, n,
          now() - interval '365 days' + (n::float8 / ${total} * ${spanMicros})::bigint * interval '1 microsecond' AS at,
          (n * 7919) % ${users} AS u, n % 10 AS k, 1 + (n * 104729) % ${bills} AS bill
        FROM generate_series(${first}::bigint, ${last}::bigint) AS n
      ), r AS (
        INSERT INTO audit_log (audit_id, at, actor_user_nm, action, target, ip, grp_info_id, user_agent)
        SELECT e.id, e.at, u.user_nm,
          CASE WHEN e.k < 4 THEN 'CLAIM_VIEW' WHEN e.k < 6 THEN 'BILL_IMAGE_VIEW' WHEN e.k = 6 THEN 'EOR_VIEW' WHEN e.k = 7 THEN 'BILL_SEARCH' ELSE 'SIGN_IN' END,
          CASE WHEN e.k >= 8 THEN u.user_nm END, '10.1.' || (e.n % 250) || '.' || (e.n % 199), u.grp_info_id, 'Mozilla/5.0 (bench)'
        FROM e JOIN bench_user u ON u.i = e.u
      )
      INSERT INTO audit_record (audit_id, at, kind, ref)
      SELECT e.id, e.at, x.kind, x.ref FROM e JOIN bill b ON b.bill_id = e.bill
      CROSS JOIN LATERAL (VALUES ('bill', b.bill_id::text, e.k BETWEEN 4 AND 6), ('claim', b.claim_number, e.k <= 6), ('tin', b.ftin, e.k <= 7)) AS x(kind, ref, named)
      WHERE x.named`);
    if ((last + 1) % 1_000_000 === 0 || last + 1 === total) console.log(`  audit rows ${(last + 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  const sealing = Date.now();
  let blocks = 0;
  for (let sealed = await sealBehind(database.db); sealed.length > 0; sealed = await sealBehind(database.db)) blocks += sealed.length;
  console.log(`  sealed ${blocks} blocks in ${Math.round((Date.now() - sealing) / 1000)} s`);
  for (const statement of ['DROP TABLE bench_user', 'VACUUM ANALYZE audit_log', 'VACUUM ANALYZE audit_record', 'CHECKPOINT']) await database.exec(statement);
}

/** Claim numbers the group's rows of the last week name (the filter's samples). */
async function claimSamples(database: Database, userNm: string): Promise<string[]> {
  const rows = await query<{ ref: string }>(
    database,
    `SELECT DISTINCT r.ref FROM audit_log a JOIN audit_record r ON r.audit_id = a.audit_id AND r.at = a.at
     WHERE a.grp_info_id = (SELECT grp_info_id FROM user_info WHERE user_nm = '${userNm}') AND a.at > now() - interval '7 days' AND r.kind = 'claim'
     LIMIT 200`,
  );
  if (!rows.length) throw new Error(`the record names no claim of ${userNm}'s group this week`);
  return rows.map((r) => r.ref);
}

const measured: { rows: number; groupWeek: number; results: LoadResult[] }[] = [];
for (const size of sizes) {
  const started = Date.now();
  const { database, stop } = await benchDatabase('postgres', scaleSeed(BILLS), { variant: `audit${size}` });
  await seedAudit(database, size);
  const [{ n, week }] = await query<{ n: number; week: number }>(
    database,
    `SELECT (SELECT count(*)::int FROM audit_log) AS n,
       (SELECT count(*)::int FROM audit_log WHERE grp_info_id = (SELECT grp_info_id FROM user_info WHERE user_nm = 'provadmin1') AND at > now() - interval '7 days') AS week`,
  );
  console.log(`\n${n.toLocaleString('en-US')} audit rows (provadmin1's group: ${week.toLocaleString('en-US')} in the last 7 days) ready in ${Math.round((Date.now() - started) / 1000)} s`);
  const { app, url } = await startPortal(database, { log: true, env: { AUDIT_SEAL_SECONDS: 3600 } });
  const headers = { authorization: `Bearer ${await signIn(url, 'provadmin1')}` };
  const byClaim = claimNumberBodies(await billSamples(database));
  const claims = await claimSamples(database, 'provadmin1');
  const activity = `${url}/api${activityCalls.activity.path}`;
  const calls: [string, () => Promise<LoadResult>][] = [
    ["Activity, default view (the group's last 7 days)", () => load("Activity, default view (the group's last 7 days)", activity, { headers, duration })],
    ['Activity by claim number', () => loadPaths('Activity by claim number', url, claims.map((c) => `/api${activityCalls.activity.path}?claimNumber=${encodeURIComponent(c)}`), { headers, duration })],
    ['Bill Search by claim number', () => loadMany('Bill Search by claim number', `${url}/api${billSearchCalls.searchByAssorted.path}`, byClaim, { headers, duration })],
  ];
  const runs: LoadResult[][] = calls.map(() => []);
  for (let round = 0; round < rounds; round++) for (const [i, [, measure]] of calls.entries()) runs[i]!.push(await measure());
  const results = runs.map((r) => ({ ...median(r), p99: [...r].map((x) => x.p99).sort((a, b) => a - b)[Math.floor(r.length / 2)]! }));
  for (const r of results) console.log(`${n.toLocaleString('en-US')} audit rows, ${r.name}: ${r.requestsPerSecond} req/s, p99 ${r.p99} ms, ${r.errors} errors or non-2xx`);
  measured.push({ rows: n, groupWeek: week, results });
  await app.close();
  await stop();
}

const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
const fmt = (n: number) => n.toLocaleString('en-US');
if (measured.length >= 2) {
  const pairs = bothOrders && measured.length === 4 ? [[measured[0]!, measured[1]!], [measured[3]!, measured[2]!]] : [[measured[0]!, measured.at(-1)!]];
  const [small, large] = pairs[0]!;
  console.log(`\n| call | p99 at ${fmt(small!.rows)} audit rows | p99 at ${fmt(large!.rows)} | ratio${pairs.length > 1 ? ' (small first, large first; geometric mean)' : ''} | goal | |`);
  console.log('|---|---|---|---|---|---|');
  for (const [i, r] of small!.results.entries()) {
    if (r.name.startsWith('Bill Search')) continue;
    const ratios = pairs.map(([s, l]) => l!.results[i]!.p99 / s!.results[i]!.p99);
    const ratio = Math.sqrt(ratios.reduce((a, b) => a * b, 1) ** (2 / ratios.length));
    const p99s = (which: 0 | 1) => pairs.map((p) => p[which]!.results[i]!.p99).join(', ');
    console.log(`| ${r.name} | ${p99s(0)} ms | ${p99s(1)} ms | ${ratios.map((x) => x.toFixed(2)).join(', ')}${pairs.length > 1 ? `; ${ratio.toFixed(2)}` : ''} | ≤ ${activityScaleGoal} | ${mark(ratio <= activityScaleGoal)} |`);
  }
}
console.log(`\n| run | Activity default p99 ÷ Bill Search p99 | Activity by claim p99 ÷ Bill Search p99 | goal | |`);
console.log('|---|---|---|---|---|');
for (const m of measured) {
  const [view, claim, bills] = m.results as [LoadResult, LoadResult, LoadResult];
  const [a, b] = [view.p99 / bills.p99, claim.p99 / bills.p99];
  console.log(`| ${fmt(m.rows)} audit rows | ${a.toFixed(2)} (${view.p99} ÷ ${bills.p99} ms) | ${b.toFixed(2)} (${claim.p99} ÷ ${bills.p99} ms) | ≤ ${activityWithinBillSearch} | ${mark(a <= activityWithinBillSearch && b <= activityWithinBillSearch)} |`);
}
