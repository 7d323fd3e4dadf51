// What the security headers cost Node alone, without a server or a load: the answer's headers built with
// and without the portal's recorded helmet headers (plugins/security-headers.ts recordHelmet), each time
// on a fresh ServerResponse, as every request does. writeHead builds the header block without a socket.
//   npx tsx bench/headers-cost.ts
import http from 'node:http';
import { recordHelmet } from '../apps/server/src/plugins/security-headers';

const steps = recordHelmet({ crossOriginEmbedderPolicy: false });
const request = new http.IncomingMessage(null as never);
const N = 200_000;

function answer(withSecurityHeaders: boolean): number {
  const res = new http.ServerResponse(request);
  if (withSecurityHeaders) for (const step of steps) if ('set' in step) res.setHeader(step.set, step.value);
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', 1234);
  res.writeHead(200);
  return res.getHeaderNames().length;
}

function timed(withSecurityHeaders: boolean): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < N; i++) answer(withSecurityHeaders);
  return Number(process.hrtime.bigint() - start) / N / 1000;
}

for (let i = 0; i < 3; i++) {
  timed(true);
  timed(false);
}
const runs = Array.from({ length: 5 }, () => [timed(true), timed(false)]);
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const withHeaders = median(runs.map(([w]) => w));
const without = median(runs.map(([, wo]) => wo));
console.log(`${steps.length} recorded header steps; an answer's headers: ${withHeaders.toFixed(2)} µs with them, ${without.toFixed(2)} µs without (median of 5 × ${N.toLocaleString('en-US')})`);
console.log(`the security headers' own cost: ${(withHeaders - without).toFixed(2)} µs an answer`);
