import Fastify from 'fastify';
import { printApiGoals } from './goals';
import { benchDatabase, kindsOf, load, loader, median, printTable, signIn, startPortal, type LoadResult } from './lib';

/**
 * Foundation budget: GET /users/userByName/{name} and GET /ftin/userFtins/{name}, authenticated,
 * under autocannon (32 connections, 10 s), beside a bare Fastify route measured in the same run,
 * on PGlite and on PostgreSQL with fsync on and off. Usage: tsx bench/api.ts [pglite|postgres|postgres-nofsync]...
 * BENCH_LOADER=process runs autocannon in a child process (default: on the server thread, as the issue measured).
 * The three calls are measured in turn BENCH_ROUNDS times (default 3) and each figure is the median
 * of its rounds: on this two-core virtual machine one 10-second run moves by ±20% from the next.
 */
const kinds = kindsOf(process.argv.slice(2));
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

for (const kind of kinds) {
  const { database, stop } = await benchDatabase(kind);
  const { app, url } = await startPortal(database);
  const token = await signIn(url, 'provadmin1');
  const headers = { authorization: `Bearer ${token}` };
  const calls: [string, string, Record<string, string>?][] = [
    ['bare Fastify route', bareUrl],
    ['GET /users/userByName/provadmin1', `${url}/api/users/userByName/provadmin1`, headers],
    ['GET /ftin/userFtins/provadmin1', `${url}/api/ftin/userFtins/provadmin1?activeFlag=true`, headers],
  ];
  const runs: LoadResult[][] = calls.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, [name, target, callHeaders]] of calls.entries()) runs[i]!.push(await load(name, target, { headers: callHeaders, duration }));
  }
  const rows = runs.map(median);
  const baseline = rows[0]!;
  if (rounds > 1) for (const [i, [name]] of calls.entries()) console.log(`${kind}, ${name}: ${runs[i]!.map((r) => r.requestsPerSecond).join(', ')} req/s`);
  printTable(`API on ${kind} (32 connections, ${duration} s each, median of ${rounds} rounds, load generator ${loader === 'inline' ? 'on the server thread' : 'in its own process'})`, rows, baseline);
  printApiGoals(kind, loader, rows, baseline);
  await app.close();
  await stop();
}
await bare.close();
