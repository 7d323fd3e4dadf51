import { writeFileSync } from 'node:fs';
import Fastify from 'fastify';
import { openPostgres } from '../apps/server/src/db/client';

/**
 * The floors of bench/floors.ts in a process of their own (decision 070, amended): tsx bench/floor-server.ts
 * OUT.json against DATABASE_URL, with a pool of BENCH_POOL (default 16), as the portal's. A bare route, + one
 * round trip, + two round trips (GET, and POST for the search's own request). Writes { url } to OUT.json
 * once listening; SIGTERM or SIGINT stops it.
 */
const out = process.argv[2] ?? '/tmp/wcpp-floor.json';
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = await openPostgres(url, Number(process.env.BENCH_POOL ?? 16));
const roundTrip = () => database.pool!.query({ name: 'floor_round_trip', text: 'SELECT 1 AS one' });
const twoRoundTrips = async () => (await roundTrip(), await roundTrip(), { ok: true });
const floor = Fastify();
floor.get('/bare', async () => ({ ok: true }));
floor.get('/one', async () => (await roundTrip(), { ok: true }));
floor.get('/two', twoRoundTrips);
floor.post('/two', twoRoundTrips);
await floor.listen({ port: 0, host: '127.0.0.1' });
writeFileSync(out, JSON.stringify({ url: `http://127.0.0.1:${(floor.server.address() as { port: number }).port}` }));
const stop = async () => {
  await floor.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
