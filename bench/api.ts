import Fastify from 'fastify';
import { printApiGoals } from './goals';
import { benchDatabase, kindsOf, load, loader, printTable, signIn, startPortal } from './lib';

/**
 * Foundation budget: GET /users/userByName/{name} and GET /ftin/userFtins/{name}, authenticated,
 * under autocannon (32 connections, 10 s), beside a bare Fastify route measured in the same run,
 * on PGlite and on PostgreSQL with fsync on and off. Usage: tsx bench/api.ts [pglite|postgres|postgres-nofsync]...
 * BENCH_LOADER=process runs autocannon in a child process (default: on the server thread, as the issue measured).
 */
const kinds = kindsOf(process.argv.slice(2));
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

for (const kind of kinds) {
  const { database, stop } = await benchDatabase(kind);
  const { app, url } = await startPortal(database);
  const token = await signIn(url, 'provadmin1');
  const headers = { authorization: `Bearer ${token}` };
  const baseline = await load('bare Fastify route', bareUrl, { duration });
  const rows = [
    baseline,
    await load('GET /users/userByName/provadmin1', `${url}/api/users/userByName/provadmin1`, { headers, duration }),
    await load('GET /ftin/userFtins/provadmin1', `${url}/api/ftin/userFtins/provadmin1?activeFlag=true`, { headers, duration }),
  ];
  printTable(`API on ${kind} (32 connections, ${duration} s each, load generator ${loader === 'inline' ? 'on the server thread' : 'in its own process'})`, rows, baseline);
  printApiGoals(kind, loader, rows, baseline);
  await app.close();
  await stop();
}
await bare.close();
