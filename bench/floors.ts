import Fastify from 'fastify';
import { printFloorGoals, sameRequestFloor } from './goals';
import { benchDatabase, billSamples, claimNumberBodies, kindsOf, load, loader, loadMany, median, loadVia, printTable, query, scaleSeed, serverProcess, signIn, startPortal, type LoadResult } from './lib';

/**
 * Issue 25 §2: the request path against its floor, in one run. The floors are routes of this bench,
 * on a bare Fastify (no plugin, no hook) in this process, using the portal's own pg pool (same
 * PostgreSQL, same pool size): a bare route, the bare route + one round trip, + two round trips (one
 * after the other, as a request's statements go), and the last sent the search's own request (a POST
 * of the same bodies and headers, decision 070). Beside them, on the portal (access log on, as in
 * production: one JSON line per request, to the null device), GET /users/userByName/provadmin1 (one
 * round trip) and Bill Search's first source by claim number (POST /billSearch/searchByAssorted,
 * each request one of 200 real bills). 32 connections, BENCH_SECONDS each (default 10), the six
 * measured in turn BENCH_ROUNDS times (default 3), each figure the median of its rounds.
 * Usage: tsx bench/floors.ts [postgres|postgres-nofsync] (default postgres: fsync on, as production).
 * BENCH_BILLS (default 1,000,000) chooses the seed; BENCH_PORTAL_LOG=0 turns the access log off.
 * Then, as a client would measure it (decision 070, amended; the figure that is judged): the portal
 * (bench/serve.ts) and the floor (bench/floor-server.ts) each in a process of its own, the load
 * generator in a third (bench/load.mjs, whatever BENCH_LOADER says), the search against the
 * same-request floor, in turn, BENCH_ROUNDS rounds.
 */
const kinds = kindsOf(process.argv.slice(2).length ? process.argv.slice(2) : ['postgres']);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const bills = Number(process.env.BENCH_BILLS ?? 1_000_000);
const log = process.env.BENCH_PORTAL_LOG !== '0';

for (const kind of kinds) {
  if (kind === 'pglite') throw new Error('the floors are round trips to a PostgreSQL server: use postgres or postgres-nofsync');
  const { database, url: databaseUrl, stop } = await benchDatabase(kind, scaleSeed(bills));
  const pool = database.pool!;
  const [{ n }] = await query<{ n: number }>(database, 'SELECT count(*)::int AS n FROM bill');
  const { app, url } = await startPortal(database, { log });
  const token = await signIn(url, 'provadmin1');
  const headers = { authorization: `Bearer ${token}` };
  const bodies = claimNumberBodies(await billSamples(database));

  // The floors: the same pool the portal's requests take their connections from; a named statement, as ours are.
  const roundTrip = () => pool.query({ name: 'floor_round_trip', text: 'SELECT 1 AS one' });
  const floor = Fastify();
  floor.get('/bare', async () => ({ ok: true }));
  floor.get('/one', async () => {
    await roundTrip();
    return { ok: true };
  });
  const twoRoundTrips = async () => {
    await roundTrip();
    await roundTrip();
    return { ok: true };
  };
  floor.get('/two', twoRoundTrips);
  // The same floor sent the search's own request (decision 070): a POST of the same JSON bodies with the
  // same headers, which the bare route reads and parses as Fastify does for any JSON body.
  floor.post('/two', twoRoundTrips);
  await floor.listen({ port: 0, host: '127.0.0.1' });
  const floorUrl = `http://127.0.0.1:${(floor.server.address() as { port: number }).port}`;

  const calls: [string, () => Promise<LoadResult>][] = [
    ['bare route', () => load('bare route', `${floorUrl}/bare`, { duration })],
    ['bare route + one round trip', () => load('bare route + one round trip', `${floorUrl}/one`, { duration })],
    ['bare route + two round trips', () => load('bare route + two round trips', `${floorUrl}/two`, { duration })],
    [sameRequestFloor, () => loadMany(sameRequestFloor, `${floorUrl}/two`, bodies, { headers, duration })],
    ['GET /users/userByName/provadmin1', () => load('GET /users/userByName/provadmin1', `${url}/api/users/userByName/provadmin1`, { headers, duration })],
    ['Bill Search by claim number', () => loadMany('Bill Search by claim number', `${url}/api/billSearch/searchByAssorted`, bodies, { headers, duration })],
  ];
  const runs: LoadResult[][] = calls.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, [, measure]] of calls.entries()) runs[i]!.push(await measure());
  }
  for (const [i, [name]] of calls.entries()) console.log(`${kind}, ${name}: ${runs[i]!.map((r) => r.requestsPerSecond).join(', ')} req/s`);
  const rows = runs.map(median);
  printTable(
    `Floors on ${kind}, ${n.toLocaleString('en-US')} bills (32 connections, pool of ${pool.options.max}, ${duration} s each, median of ${rounds} rounds, load generator ${loader === 'inline' ? 'on the server thread' : 'in its own process'}, access log ${log ? 'on' : 'off'})`,
    rows,
    rows[0],
  );
  printFloorGoals(kind, rows, runs);
  await floor.close();
  await app.close();
  await clientsWay(kind, databaseUrl!, bodies, n);
  await stop();
}

/** The search ÷ the same-request floor, each server in its own process and the load generator in another. */
async function clientsWay(kind: string, databaseUrl: string, bodies: unknown[], n: number) {
  const portal = await serverProcess<{ url: string; token: string }>('serve.ts', databaseUrl);
  const floorServer = await serverProcess<{ url: string }>('floor-server.ts', databaseUrl);
  const headers = { authorization: `Bearer ${portal.info.token}` };
  const floorRuns: LoadResult[] = [];
  const searchRuns: LoadResult[] = [];
  for (let round = 0; round < rounds; round++) {
    floorRuns.push(await loadVia('process', sameRequestFloor, `${floorServer.info.url}/two`, bodies, { headers, duration }));
    searchRuns.push(await loadVia('process', 'Bill Search by claim number', `${portal.info.url}/api/billSearch/searchByAssorted`, bodies, { headers, duration }));
  }
  await portal.stop();
  await floorServer.stop();
  const [f, s] = [median(floorRuns), median(searchRuns)];
  printTable(`The client's way on ${kind}, ${n.toLocaleString('en-US')} bills: the load generator, the floor and the portal each in its own process (median of ${rounds} rounds)`, [f, s], f);
  const ratio = s.requestsPerSecond / f.requestsPerSecond;
  const perRound = searchRuns.map((r, i) => (r.requestsPerSecond / floorRuns[i]!.requestsPerSecond).toFixed(2)).join(', ');
  console.log(`\nBill Search by claim number ÷ ${sameRequestFloor}, the client's way: ${ratio.toFixed(2)} (rounds ${perRound}); goal ≥ 0.50: ${ratio >= 0.5 ? 'met' : 'NOT met'}`);
}
