import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client';
import { isSeeded, seedDemo, type SeedOptions } from '../apps/server/src/db/seed';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Runs autocannon against one URL and reports requests per second and latency percentiles (ms). */
export async function load(name: string, url: string, options: { headers?: Record<string, string>; method?: string; body?: string; connections?: number; duration?: number } = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: (options.method ?? 'GET') as 'GET',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body,
    connections: options.connections ?? 32,
    duration: options.duration ?? 10,
  });
  return summary(name, result);
}

/** Like load(), but POSTs the given JSON bodies in turn, so each request asks for something else. */
export async function loadMany(name: string, url: string, bodies: unknown[], options: { headers?: Record<string, string>; connections?: number; duration?: number } = {}): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    connections: options.connections ?? 32,
    duration: options.duration ?? 10,
    requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, body: JSON.stringify(bodies[next++ % bodies.length]) }) }],
  });
  return summary(name, result);
}

function summary(name: string, result: autocannon.Result): LoadResult {
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
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

/** A seeded database of the given kind: PGlite in a temp folder, or a throwaway local PostgreSQL. */
export async function benchDatabase(kind: 'pglite' | 'postgres', seed: SeedOptions = {}): Promise<{ database: Database; stop: () => Promise<void> }> {
  let database: Database;
  let stopServer = () => undefined as void;
  if (kind === 'postgres') {
    const url = process.env.DATABASE_URL ?? startPostgres();
    database = await openPostgres(url, 16);
    if (!process.env.DATABASE_URL) stopServer = () => stopPostgres();
  } else {
    database = await openPglite(process.env.BENCH_PGLITE_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'wcpp-bench-')));
  }
  await database.migrate();
  if (!(await isSeeded(database))) await seedDemo(database, { ...seed, onProgress: (m) => console.log(`  seeded ${m}`) });
  return {
    database,
    stop: async () => {
      await database.close();
      stopServer();
    },
  };
}

const pgDir = path.join(os.tmpdir(), 'wcpp-bench-pg');
function startPostgres(): string {
  execFileSync('scripts/postgres.sh', ['stop', pgDir], { stdio: 'ignore' });
  execFileSync('rm', ['-rf', pgDir]);
  return execFileSync('scripts/postgres.sh', ['start', pgDir], { encoding: 'utf8' }).trim();
}
function stopPostgres() {
  execFileSync('scripts/postgres.sh', ['stop', pgDir], { stdio: 'ignore' });
}

/** Our whole server on a random port. */
export async function startPortal(database: Database): Promise<{ app: FastifyInstance; url: string }> {
  const config = loadConfig({ NODE_ENV: 'test' }, { NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

export async function signIn(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Portal#2026' }),
  });
  return ((await res.json()) as { token: string }).token;
}
