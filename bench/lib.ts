import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { Secret } from 'otpauth';
import { addDays, signInSecurityCalls, type AppEnrolment, type SignInAnswer } from '@wcpp/contract';
import { buildApp } from '../apps/server/src/app';
import { loadConfig, parseFactorKeys, TEST_FACTOR_KEYS, type Env } from '../apps/server/src/config';
import { codeAt } from '../apps/server/src/modules/auth/totp';
import { demoSecretBytes } from '../apps/server/src/seed/second-factors';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client';
import { isSeeded, seedDemo, type SeedOptions } from '../apps/server/src/seed';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The run with the median req/s of a call's rounds. */
export function median(runs: LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const warmup = Number(process.env.BENCH_WARMUP ?? 2);

/**
 * Runs autocannon (where `loader` says) after BENCH_WARMUP seconds (default 2) of the same load,
 * unmeasured. Reports requests per second and latency percentiles (ms).
 */
export async function load(name: string, url: string, options: { headers?: Record<string, string>; method?: string; body?: string; connections?: number; duration?: number } = {}): Promise<LoadResult> {
  return measured(name, { url, method: options.method ?? 'GET', headers: options.headers, body: options.body, connections: options.connections, duration: options.duration });
}

/** Like load(), but POSTs the given JSON bodies in turn, so each request asks for something else. */
export async function loadMany(name: string, url: string, bodies: unknown[], options: { headers?: Record<string, string>; connections?: number; duration?: number } = {}): Promise<LoadResult> {
  return measured(name, { url, method: 'POST', headers: options.headers, bodies, connections: options.connections, duration: options.duration });
}

/** Like load(), but GETs the given paths (under the URL's origin) in turn, so each request asks for something else. */
export async function loadPaths(name: string, url: string, paths: string[], options: { headers?: Record<string, string>; connections?: number; duration?: number } = {}): Promise<LoadResult> {
  return measured(name, { url, method: 'GET', headers: options.headers, paths, connections: options.connections, duration: options.duration });
}

/** Like loadMany(), with the load generator where `where` says, whatever BENCH_LOADER is. */
export async function loadVia(where: 'inline' | 'process', name: string, url: string, bodies: unknown[], options: { headers?: Record<string, string>; duration?: number } = {}): Promise<LoadResult> {
  return measured(name, { url, method: 'POST', headers: options.headers, bodies, duration: options.duration }, where);
}

interface LoadSpec {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string;
  bodies?: unknown[];
  paths?: string[];
  connections?: number;
  duration?: number;
}

/**
 * Where autocannon runs: 'inline' (default) in the bench's own process, on the server's thread, as the
 * figures of issue 9's table ("today") were measured; or, with BENCH_LOADER=process, in a child
 * process (bench/load.mjs), so the server's thread serves requests only.
 */
export const loader = process.env.BENCH_LOADER === 'process' ? 'process' : 'inline';

async function measured(name: string, spec: LoadSpec, where: 'inline' | 'process' = loader): Promise<LoadResult> {
  const run = where === 'inline' ? runInline : runLoad;
  if (warmup > 0) await run({ ...spec, duration: warmup });
  const r = await run(spec);
  return { name, requestsPerSecond: Math.round(r.average), p50: r.p50, p99: r.p99, errors: r.errors + r.non2xx };
}

/**
 * The requests of a load that sends bodies or paths in turn, each built once before the run: each
 * connection sends them in order, from its prebuilt bytes. (With a `setupRequest` that picks the next
 * one, autocannon rebuilt every request's bytes, about 18 µs a request on the server's thread that a
 * GET floor did not pay: decision 070.) runLoad hands the same list to bench/load.mjs.
 */
export function prebuiltRequests(spec: { method: string; bodies?: unknown[]; paths?: string[] }): autocannon.Request[] | undefined {
  if (spec.bodies) return spec.bodies.map((b) => ({ method: spec.method as 'POST', body: JSON.stringify(b) }));
  if (spec.paths) return spec.paths.map((path) => ({ method: 'GET' as const, path }));
  return undefined;
}

async function runInline(spec: LoadSpec): Promise<{ average: number; p50: number; p99: number; errors: number; non2xx: number }> {
  const requests = prebuiltRequests(spec);
  const result = await autocannon({
    url: spec.url,
    method: spec.method as 'GET',
    headers: { 'content-type': 'application/json', ...spec.headers },
    body: spec.body,
    connections: spec.connections ?? 32,
    duration: spec.duration ?? 10,
    ...(requests ? { requests } : {}),
  });
  return { average: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

async function runLoad(spec: LoadSpec): Promise<{ average: number; p50: number; p99: number; errors: number; non2xx: number }> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'wcpp-load-')), 'spec.json');
  const { bodies: _bodies, paths: _paths, ...rest } = spec;
  writeFileSync(file, JSON.stringify({ connections: 32, duration: 10, ...rest, requests: prebuiltRequests(spec) }));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'load.mjs'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  rmSync(path.dirname(file), { recursive: true, force: true });
  if (code !== 0) throw new Error(`the load generator failed (exit ${code})`);
  return JSON.parse(out);
}

/** Rows of a plain SQL query on either kind of database. */
export async function query<T>(database: Database, text: string): Promise<T[]> {
  const result = database.client ? await database.client.query(text) : await database.pool!.query(text);
  return result.rows as T[];
}

export function printTable(title: string, rows: LoadResult[], baseline?: LoadResult) {
  console.log(`\n${title}`);
  console.log('| call | req/s | p50 ms | p99 ms | errors |' + (baseline ? ' req/s vs bare |' : ''));
  console.log('|---|---|---|---|---|' + (baseline ? '---|' : ''));
  for (const r of rows) {
    const ratio = baseline ? ` ${(r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} |` : '';
    console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} |${ratio}`);
  }
}

/** One of provadmin1's first-source bills, as the search benches ask for it. */
export interface BillSample {
  ftin: string;
  bill_control_number: string;
  claim_number: string;
  first: string;
  last: string;
  dob: string;
  doi: string;
  begin: string;
}

/** 200 real bills of provadmin1's TINs (first source), so each request asks for another one. */
export async function billSamples(database: Database): Promise<BillSample[]> {
  const samples = await query<BillSample>(
    database,
    `SELECT b.ftin, b.bill_control_number, b.claim_number, b.patient_first_name AS first, b.patient_last_name AS last,
         to_char(b.patient_dob, 'YYYY-MM-DD') AS dob, to_char(c.claimant_doi, 'YYYY-MM-DD') AS doi, to_char(b.begin_service_date, 'YYYY-MM-DD') AS begin
       FROM bill b JOIN claim c ON c.claim_id = b.claim_id
       WHERE b.ftin IN ('751234501','751234502','751234503','751234504','751234505','751234506') AND NOT b.mitch_bill
       ORDER BY b.bill_id LIMIT 200`,
  );
  if (!samples.length) throw new Error('the seed gave provadmin1 no bills');
  return samples;
}

/** A week either side of a bill's first day of service. */
export const serviceWindow = (s: BillSample) => ({ beginServiceDate: addDays(s.begin, -7), endServiceDate: addDays(s.begin, 7) });

/** Bill Search's first source by claim number (POST /billSearch/searchByAssorted), one body per sample. */
export const claimNumberBodies = (samples: BillSample[]) => samples.map((s) => ({ claimNumber: s.claim_number, ...serviceWindow(s), ftin: s.ftin }));

/** The scale seed of the search benches: `bills` bills, a claim per four bills, 2,000 providers, 50 clients. */
export function scaleSeed(bills: number): SeedOptions {
  return { bills, claims: Math.max(5000, Math.round(bills / 4)), providers: 2000, clients: 50 };
}

/**
 * Which databases a bench runs on: PGlite; PostgreSQL at its default durability (fsync on, as in
 * production); and the same server with fsync=off (how scripts/postgres.sh runs it for the tests).
 */
export type BenchKind = 'pglite' | 'postgres' | 'postgres-nofsync';
export const benchKinds: BenchKind[] = ['pglite', 'postgres', 'postgres-nofsync'];

/** The kinds named on the command line, or all of them. */
export function kindsOf(args: string[]): BenchKind[] {
  const kinds = args.length ? args : benchKinds;
  for (const k of kinds) if (!benchKinds.includes(k as BenchKind)) throw new Error(`unknown database kind ${k}: use ${benchKinds.join(', ')}`);
  return kinds as BenchKind[];
}

/**
 * A seeded database of the given kind: PGlite in a temp folder (BENCH_PGLITE_DIR keeps one), the
 * PostgreSQL of DATABASE_URL as it is configured, or a throwaway local PostgreSQL on BENCH_PGPORT
 * (default 55499) whose folder is kept per seed size between runs (seeding a million bills takes
 * minutes), restarted with fsync on or off as the kind says.
 */
export async function benchDatabase(
  kind: BenchKind,
  seed: SeedOptions = {},
  { variant }: { variant?: string } = {},
): Promise<{ database: Database; url?: string; stop: () => Promise<void> }> {
  let database: Database;
  let url: string | undefined;
  let stopServer = () => undefined as void;
  if (kind !== 'pglite') {
    const base = path.join(os.tmpdir(), `wcpp-bench-pg-${seed.bills ?? 'demo'}`);
    // A variant (more data of another kind on the same seed) starts as a copy of the seed's folder, if one is kept.
    const dir = variant ? `${base}-${variant}` : base;
    if (variant && !existsSync(path.join(dir, 'data', 'PG_VERSION')) && existsSync(path.join(base, 'data', 'PG_VERSION')) && !process.env.DATABASE_URL) {
      stopPostgres(base);
      execFileSync('cp', ['-a', base, dir]);
      rmSync(path.join(dir, 'data', 'postmaster.pid'), { force: true });
    }
    url = process.env.DATABASE_URL ?? startPostgres(dir, kind === 'postgres');
    database = await openPostgres(url, 16);
    if (!process.env.DATABASE_URL) stopServer = () => stopPostgres(dir);
  } else {
    const dir = process.env.BENCH_PGLITE_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'wcpp-bench-'));
    database = await openPglite(dir);
    if (!process.env.BENCH_PGLITE_DIR) stopServer = () => rmSync(dir, { recursive: true, force: true });
  }
  await database.migrate();
  if (!(await isSeeded(database))) {
    await seedDemo(database, { factorKeys: parseFactorKeys(TEST_FACTOR_KEYS)!, ...seed, onProgress: (m) => console.log(`  seeded ${m}`) });
    // Measure a settled database, not autovacuum's and the checkpointer's work on a fresh seed.
    await database.exec('VACUUM ANALYZE');
  }
  if (kind !== 'pglite') await database.exec('CHECKPOINT');
  return {
    database,
    url,
    stop: async () => {
      await database.close();
      stopServer();
    },
  };
}

const pgPort = process.env.BENCH_PGPORT ?? '55499';
const pgBin = () => execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'], { encoding: 'utf8' }).trim();
const asPostgres = (command: string[]) => (process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...command] : command);
function pgCtl(dir: string, args: string[], options = {}) {
  const [file, ...rest] = asPostgres([path.join(pgBin(), 'pg_ctl'), '-D', path.join(dir, 'data'), ...args]);
  execFileSync(file!, rest, { stdio: 'ignore', ...options });
}

/** Like scripts/postgres.sh start, with fsync as asked and the data kept; returns the URL. */
function startPostgres(dir: string, fsync: boolean): string {
  stopPostgres(dir);
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  if (!existsSync(path.join(dir, 'data', 'PG_VERSION'))) {
    const [file, ...rest] = asPostgres([path.join(pgBin(), 'initdb'), '-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres']);
    execFileSync(file!, rest, { stdio: 'ignore' });
  }
  const options = `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${fsync ? 'on' : 'off'} -c max_connections=200`;
  pgCtl(dir, ['-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  return `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
}

function stopPostgres(dir: string) {
  if (existsSync(path.join(dir, 'data', 'postmaster.pid'))) pgCtl(dir, ['-m', 'fast', '-w', 'stop']);
}

/**
 * Our whole server on a random port. With `log`, as production runs it: the access log on (one JSON
 * line per request, level info) written synchronously to the null device, so its cost is measured.
 */
export async function startPortal(database: Database, { log = false, env = {} }: { log?: boolean; env?: Partial<Env> } = {}): Promise<{ app: FastifyInstance; url: string }> {
  const config = loadConfig({ NODE_ENV: 'test' }, { NODE_ENV: 'test', LOG_LEVEL: log ? 'info' : 'silent', ...env });
  // Answers written as production writes them: not checked against their schema a second time.
  const app = await buildApp({ config, database, checkAnswers: false, ...(log ? { logger: true, logStream: pino.destination({ dest: os.devNull, sync: true }) as unknown as NodeJS.WritableStream } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

export async function signIn(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Portal#2026' }),
  });
  const body = (await res.json()) as SignInAnswer & { message?: string };
  if (res.ok && body.secondStep) return secondStep(url, username, body.secondStep);
  if (!res.ok || !body.token) throw new Error(`sign-in as ${username} failed: ${res.status} ${body.message ?? ''}`);
  return body.token;
}

/**
 * The second step of a bench's sign-in (issue 46): the demo app's code of now, or of the next step when
 * this one was used; an account that must set an app up and has none (a seed older than the demo apps)
 * sets one up, as the sign-in page would.
 */
async function secondStep(url: string, username: string, step: NonNullable<SignInAnswer['secondStep']>): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { ok: res.ok, body: (await res.json()) as SignInAnswer & AppEnrolment & { message?: string } };
  };
  let secret = demoSecretBytes(username);
  if (step.enrol) {
    const enrolled = await post(signInSecurityCalls.secondStepEnrol.path, { ticket: step.ticket });
    secret = new Uint8Array(Secret.fromBase32(enrolled.body.secret.replace(/\s/g, '')).bytes);
  }
  if (!secret) throw new Error(`sign-in as ${username} asks a second factor the bench cannot give`);
  for (const offset of [0, 30_000]) {
    const done = await post(signInSecurityCalls.secondStep.path, { ticket: step.ticket, method: 'totp', code: codeAt(secret, Date.now() + offset) });
    if (done.ok && done.body.token) return done.body.token;
  }
  throw new Error(`the second step of ${username} failed`);
}

/**
 * A bench server in a process of its own (bench/serve.ts: the portal; bench/floor-server.ts: the floors)
 * against the PostgreSQL at `url`; resolves with what it wrote to its file once listening.
 */
export async function serverProcess<T>(script: string, url: string): Promise<{ info: T; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wcpp-server-'));
  const out = path.join(dir, 'server.json');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script), out], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  for (let i = 0; !existsSync(out); i++) {
    if (child.exitCode !== null || i > 600) throw new Error(`${script} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 100));
  const info = JSON.parse(readFileSync(out, 'utf8')) as T;
  return {
    info,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
