import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import Fastify from 'fastify';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { isSeeded, seedDemo } from '../apps/server/src/seed';
import { signIn, startPortal } from './lib';

/**
 * The portal alone on a random port, for profiling: tsx bench/serve.ts OUT.json against DATABASE_URL
 * (a PostgreSQL). Writes { url, token } to OUT.json and serves; SIGUSR2 starts the CPU profiler
 * (after a warm-up), SIGINT stops it, writes OUT.cpuprofile and exits. Load comes from another process
 * (bench/profile.mjs), so the profile holds the server's work under load only. With BENCH_PGLITE_DIR
 * instead, a PGlite database in that folder. Either database is migrated, and seeded with the demo data
 * when empty.
 */
const out = process.argv[2] ?? '/tmp/wcpp-serve.json';
const url = process.env.DATABASE_URL;
const pgliteDir = process.env.BENCH_PGLITE_DIR;
if (!url && !pgliteDir) throw new Error('DATABASE_URL or BENCH_PGLITE_DIR is required');
const database = pgliteDir ? await openPglite(pgliteDir) : await openPostgres(url!, Number(process.env.BENCH_POOL ?? 16));
await database.migrate();
if (!(await isSeeded(database))) await seedDemo(database);
// The access log on, as in production (BENCH_PORTAL_LOG=0: off), as bench/floors.ts measures it.
const { app, url: base } = await startPortal(database, { log: process.env.BENCH_PORTAL_LOG !== '0' });
const token = await signIn(base, process.env.BENCH_USER ?? 'provadmin1');
// The floors of bench/floors.ts on the same pool (PostgreSQL only): profile.mjs bare|floor1|floor2.
const floor = Fastify();
const roundTrip = () => database.pool!.query({ name: 'floor_round_trip', text: 'SELECT 1 AS one' });
floor.get('/bare', async () => ({ ok: true }));
floor.get('/one', async () => (await roundTrip(), { ok: true }));
floor.get('/two', async () => (await roundTrip(), await roundTrip(), { ok: true }));
await floor.listen({ port: 0, host: '127.0.0.1' });
const floorUrl = `http://127.0.0.1:${(floor.server.address() as { port: number }).port}`;
writeFileSync(out, JSON.stringify({ url: base, token, floorUrl }));
console.log(`serving ${base}`);
const session = new Session();
session.connect();
process.on('SIGUSR2', () => {
  void (async () => {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  })();
});
const stop = async () => {
  const { profile } = await session.post('Profiler.stop').catch(() => ({ profile: null }));
  if (profile) writeFileSync(out.replace(/\.json$/, '') + '.cpuprofile', JSON.stringify(profile));
  await floor.close();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
