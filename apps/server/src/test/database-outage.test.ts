import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { authCalls, userCalls } from '@wcpp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres, type Database } from '../db/client';
import { seedDemo } from '../seed';
import { DEMO_PASSWORD } from '../seed/accounts';
import { api } from './api';
import { ownPostgres, postgresInstalled } from './own-postgres';

/**
 * Decision 034: PostgreSQL stopped for 6 s under load. The server keeps going by itself; meanwhile calls
 * answer 503 with Retry-After (not 500), /readyz says 503, and the log holds one warning for the
 * outage and one line when the database is back, not an error per request (decision 034). Runs on a
 * PostgreSQL server of its own (scripts/postgres.sh), which it stops and starts; skipped where
 * PostgreSQL is not installed.
 */
const postgres = ownPostgres();

let database: Database;
let app: FastifyInstance;
const lines: { level: number; msg: string }[] = [];

describe.skipIf(!postgresInstalled)('the database stopped for 6 s under load', () => {
  beforeAll(async () => {
    database = await openPostgres(postgres.start(), 8);
    await database.migrate();
    await seedDemo(database, { providers: 10, clients: 5, claims: 50, bills: 100 });
    const config = loadConfig({ NODE_ENV: 'test' }, { NODE_ENV: 'test', LOG_LEVEL: 'info', PUBLIC_MIN_RESPONSE_MS: 0 });
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    app = await buildApp({ config, database, logger: true, logStream });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    postgres.remove();
  });

  it('answers 503 with Retry-After meanwhile, logs one warning, and serves again once it is back', async () => {
    const signIn = await api(app).call(authCalls.authenticate, { body: { username: 'provadmin1', password: DEMO_PASSWORD } });
    const token = signIn.json().token as string;
    const answers: { phase: string; status: number; retryAfter?: string; code?: string }[] = [];
    const readyz: number[] = [];
    let phase: 'before' | 'stopping' | 'down' | 'after' = 'before';
    let running = true;
    // Eight callers in a loop, as a busy portal would have.
    const callers = Array.from({ length: 8 }, async () => {
      while (running) {
        const at = phase;
        const res = await api(app).call(userCalls.userByName, { params: { name: 'provadmin1' }, token });
        // A call under way while the phase changed belongs to neither phase.
        answers.push({ phase: at === phase ? at : 'between', status: res.statusCode, retryAfter: res.headers['retry-after'] as string | undefined, code: res.statusCode === 503 ? res.json().code : undefined });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    await wait(1000);
    postgres.stop();
    // Until the instance hears its listening connection end, a call may still be answered by the
    // session check of a moment before (decision 057); from then on every call reads the database.
    phase = 'stopping';
    await expect.poll(() => app.sessionCache.listening).toBe(false);
    phase = 'down';
    await wait(3000);
    readyz.push((await app.inject({ method: 'GET', url: '/readyz' })).statusCode);
    await wait(3000);
    postgres.start();
    phase = 'after';
    await wait(4000);
    running = false;
    await Promise.all(callers);
    readyz.push((await app.inject({ method: 'GET', url: '/readyz' })).statusCode);

    const statuses = (p: string) => answers.filter((a) => a.phase === p).map((a) => a.status);
    expect(statuses('before').every((s) => s === 200)).toBe(true);
    expect(answers.filter((a) => a.status === 500).length).toBe(0);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(10);
    expect(refused.every((a) => a.retryAfter === '5' && a.code === 'UNAVAILABLE')).toBe(true);
    expect(statuses('down').every((s) => s === 503)).toBe(true);
    // Back by itself: the last calls succeed again.
    expect(statuses('after').slice(-20).every((s) => s === 200)).toBe(true);
    expect(readyz).toEqual([503, 200]);

    // One warning for the outage and one line when it ended; no error per request.
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.filter((l) => l.msg.startsWith('database unreachable')).length).toBe(1);
    const back = lines.filter((l) => l.msg === 'database reachable again') as unknown as { refusedCalls: number; seconds: number }[];
    expect(back.length).toBe(1);
    expect(back[0]!.refusedCalls).toBe(refused.length);
    // The instance said once that it stopped reusing session checks, and once that it reuses them again (decision 057).
    expect(lines.filter((l) => l.msg.startsWith('session checks not reused')).length).toBe(1);
    await expect.poll(() => app.sessionCache.listening).toBe(true);
    expect(lines.filter((l) => l.msg.startsWith('session checks reused again')).length).toBe(1);
  });
});
