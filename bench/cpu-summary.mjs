// Summarises a V8 .cpuprofile (node --cpu-prof): where the server's CPU time went.
//   node bench/cpu-summary.mjs FILE.cpuprofile [requests]
// Prints self time by area (a package, Node's internals, our code, GC, idle) and the inclusive time
// of the steps of a request (functions named below), in ms and, given the number of requests served,
// in µs per request.
import { readFileSync } from 'node:fs';

const [file, requestsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/cpu-summary.mjs FILE.cpuprofile [requests]');
const requests = Number(requestsArg ?? 0);
const profile = JSON.parse(readFileSync(file, 'utf8'));

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Self time of each node from the samples and their time deltas (µs).
const self = new Map();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

function areaOf(node) {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const own = /\/(apps|packages|bench)\/(.+)$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}

const areas = new Map();
for (const [id, us] of self) {
  const area = areaOf(byId.get(id));
  areas.set(area, (areas.get(area) ?? 0) + us);
}

const fmt = (us) => `${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %` + (requests ? ` ${(us / requests).toFixed(1).padStart(7)} µs/req` : '');
const busy = total - (areas.get('(idle)') ?? 0);
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy${requests ? `, ${requests} requests, ${(busy / requests).toFixed(0)} µs busy per request` : ''}`);
console.log('\nSelf time by area (top 25):');
for (const [area, us] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${fmt(us)}  ${area}`);

// Inclusive time of named steps: a sample counts once for a step when any ancestor frame matches.
const steps = [
  ['JWT verify (jose jwtVerify)', (f) => f.functionName === 'jwtVerify' && f.url.includes('jose')],
  ['session statement (loadSession)', (f) => f.functionName === 'loadSession'],
  ['resolveAuth (verify + session + checks)', (f) => f.functionName === 'resolveAuth'],
  ['TIN scope reads (tinScopeOf/ownTins)', (f) => /^(tinScopeOf|ownTins|tinScope)$/.test(f.functionName)],
  ['bill search query (searchBills)', (f) => f.functionName === 'searchBills'],
  ['claim search query (searchClaims)', (f) => f.functionName === 'searchClaims'],
  ['audit insert (request.audit)', (f) => f.functionName === 'audit' && f.url.includes('plugins/audit')],
  ['audit batch flush', (f) => f.functionName === 'flush' && f.url.includes('plugins/audit')],
  ['pg driver (pg, pg-protocol)', (f) => /node_modules\/pg(-protocol)?\//.test(f.url)],
  ['drizzle query building + mapping', (f) => f.url.includes('drizzle-orm')],
  ['response serialization (zod serializer)', (f) => f.url.includes('fastify-type-provider-zod') && /serializ/i.test(f.functionName)],
  ['request validation (zod validator)', (f) => f.url.includes('fastify-type-provider-zod') && /validat/i.test(f.functionName)],
  ['zod (all)', (f) => /node_modules\/zod\//.test(f.url)],
  ['compress (@fastify/compress)', (f) => f.url.includes('@fastify/compress')],
  ['helmet', (f) => f.url.includes('helmet')],
  ['pino (logging)', (f) => /node_modules\/pino/.test(f.url)],
  ['metrics', (f) => f.url.includes('plugins/metrics')],
  ['input guard (plugins/input-guard)', (f) => f.url.includes('plugins/input-guard')],
  ['no-store (plugins/api-no-store)', (f) => f.url.includes('plugins/api-no-store')],
  ['access log line (app.ts onResponse)', (f) => f.url.endsWith('src/app.ts') && f.functionName !== 'buildApp'],
  ['fastify-type-provider-zod (validate + serialize)', (f) => f.url.includes('fastify-type-provider-zod')],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
];
const stepTotals = new Map(steps.map(([name]) => [name, 0]));
const matchCache = new Map();
function matchesOf(id) {
  if (matchCache.has(id)) return matchCache.get(id);
  const node = byId.get(id);
  const up = parent.has(id) ? matchesOf(parent.get(id)) : new Set();
  const mine = new Set(up);
  for (const [name, test] of steps) if (test(node.callFrame)) mine.add(name);
  matchCache.set(id, mine);
  return mine;
}
for (const [id, us] of self) for (const name of matchesOf(id)) stepTotals.set(name, stepTotals.get(name) + us);
console.log('\nInclusive time of the steps (a step includes what it calls, async waits excluded):');
for (const [name, us] of stepTotals) if (us > 0) console.log(`${fmt(us)}  ${name}`);

// CPU_TOP=N: the N functions with the most self time, with their file and line.
const top = Number(process.env.CPU_TOP ?? 0);
if (top > 0) {
  const fns = new Map();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|packages|bench)\//, '$1/')}:${lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
  }
  console.log(`\nSelf time by function (top ${top}):`);
  for (const [key, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${fmt(us)}  ${key}`);
}
