// The load generator of the bench, in its own process so that its work does not share the server's
// thread: node bench/load.mjs SPEC.json, where SPEC holds { url, method, headers, body?, requests?,
// connections, duration }; `requests` is bench/lib.ts prebuiltRequests' list, which each connection
// sends in turn. Prints autocannon's result as JSON.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const result = await autocannon({
  url: spec.url,
  method: spec.method ?? 'GET',
  headers: { 'content-type': 'application/json', ...spec.headers },
  body: spec.body,
  connections: spec.connections ?? 32,
  duration: spec.duration ?? 10,
  ...(spec.requests ? { requests: spec.requests } : {}),
});
process.stdout.write(JSON.stringify({
  average: result.requests.average,
  total: result.requests.total,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
}));
