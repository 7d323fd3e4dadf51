import { benchDatabase, kindsOf, query, scaleSeed } from './lib';

/**
 * Seeds the scale database of the search benches and nothing else, timing it: BENCH_BILLS bills
 * (default 1,000,000) on PostgreSQL (kept per size in the temp folder, as bench/search.ts and
 * bench/floors.ts find it) or PGlite (BENCH_PGLITE_DIR). Usage: tsx bench/seed.ts [postgres|pglite]
 * The 10 M seed is a bench, never a test: BENCH_BILLS=10000000 npx tsx bench/seed.ts postgres
 */
const kinds = kindsOf(process.argv.slice(2).length ? process.argv.slice(2) : ['postgres']);
const bills = Number(process.env.BENCH_BILLS ?? 1_000_000);
for (const kind of kinds) {
  const started = Date.now();
  const { database, stop } = await benchDatabase(kind, scaleSeed(bills));
  const seconds = (Date.now() - started) / 1000;
  const [{ n }] = await query<{ n: number }>(database, 'SELECT count(*)::int AS n FROM bill');
  console.log(`${kind}: ${n.toLocaleString('en-US')} bills ready in ${Math.round(seconds)} s (${Math.round(seconds / (n / 1e6))} s per million bills, including any earlier seed found)`);
  await stop();
}
