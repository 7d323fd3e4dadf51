import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DEMO_PASSWORD } from '../seed/accounts';
import { serializeError } from '../lib/log-errors';
import { bearer, createTestApp, type TestApp } from './app';

/**
 * Finding 7: no PHI in logs. A failing query must be logged with its request id and SQLSTATE, never
 * with its parameters (claimant names, birth dates, TINs) nor the driver's detail.
 */
let t: TestApp;
let logged: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const config = loadConfig({ NODE_ENV: 'test' }, { NODE_ENV: 'test', LOG_LEVEL: 'info', PUBLIC_MIN_RESPONSE_MS: 0 });
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  logged = await buildApp({ config, database: t.database, logger: true, logStream });
  await logged.ready();
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

describe('the access log', () => {
  it("writes the claim page's route, not the claim number it was asked for (decision 059)", async () => {
    const signIn = await logged.inject({ method: 'POST', url: '/api/authenticate', payload: { username: 'provuser1', password: DEMO_PASSWORD } });
    const res = await logged.inject({ url: '/api/claims/wc10099001-4', headers: bearer(signIn.json().token as string) });
    expect(res.statusCode).toBe(200);
    const access = lines.map((l) => JSON.parse(l) as { msg?: string; url?: string; statusCode?: number }).filter((l) => l.msg === 'request');
    expect(access.at(-1)).toMatchObject({ url: '/api/claims/:claimNumber', statusCode: 200 });
    expect(lines.join('\n').toLowerCase()).not.toContain('wc10099001');
  });
});

describe('the log of a failed query', () => {
  it('has the request id and the SQLSTATE, not the name, birth date or TIN searched for', async () => {
    const [c] = await t.rows<{ first: string; last: string; dob: string; doi: string }>(
      `SELECT c.claimant_first_name AS first, c.claimant_last_name AS last, to_char(c.claimant_dob, 'YYYY-MM-DD') AS dob,
              to_char(c.claimant_doi, 'YYYY-MM-DD') AS doi
         FROM claim c WHERE EXISTS (SELECT 1 FROM bill b WHERE b.claim_id = c.claim_id AND b.ftin = '751234501') ORDER BY c.claim_id LIMIT 1`,
    );
    const signIn = await logged.inject({ method: 'POST', url: '/api/authenticate', payload: { username: 'provuser1', password: DEMO_PASSWORD } });
    const token = signIn.json().token as string;
    // Claim Search reads this table: without it the query fails in the database, for real.
    await t.rows('ALTER TABLE claim RENAME TO claim_away');
    try {
      const res = await logged.inject({
        method: 'POST',
        url: '/api/globalclaim/searchByClaimant',
        headers: bearer(token),
        payload: { claimantFirstName: c!.first, claimantLastName: c!.last, claimantDOB: c!.dob, doi: c!.doi, wildCardFstName: 'N' },
      });
      expect(res.statusCode).toBe(500);
      const requestId = res.json().requestId as string;

      // The query lowercases the names: compare without case.
      const log = lines.join('\n').toLowerCase();
      for (const secret of [c!.first, c!.last, c!.dob, c!.doi, '751234501', '751234502', 'params:']) expect(log).not.toContain(secret.toLowerCase());
      const failed = lines.map((l) => JSON.parse(l) as { msg?: string; reqId?: string; err?: unknown }).find((l) => l.msg === 'request failed' && l.reqId === requestId);
      expect(failed).toBeDefined();
      expect(failed!.err).toMatchObject({ type: 'DrizzleQueryError', message: 'Failed query', cause: { code: '42P01', message: 'relation "claim" does not exist' } });
    } finally {
      await t.rows('ALTER TABLE claim_away RENAME TO claim');
    }
  });
});

describe('serializeError', () => {
  it("keeps a unique violation's constraint and code, never its detail's values", async () => {
    await t.rows(`CREATE TABLE log_probe (email text UNIQUE)`);
    await t.rows(`INSERT INTO log_probe VALUES ($1)`, ['pat.doe@clinic.example']);
    const err = await t.rows(`INSERT INTO log_probe VALUES ($1)`, ['pat.doe@clinic.example']).catch((e: unknown) => e);
    const out = serializeError(err);
    expect(out).toMatchObject({ code: '23505', constraint: 'log_probe_email_key', table: 'log_probe' });
    expect(JSON.stringify(out)).not.toContain('pat.doe');
  });

  it('withholds a data-exception message, which quotes the value refused', async () => {
    const err = await t.rows(`SELECT $1::date`, ['1961-13-45']).catch((e: unknown) => e);
    const out = serializeError(err);
    expect(out.code).toMatch(/^22/);
    expect(JSON.stringify(out)).not.toContain('1961-13-45');
  });

  it('serializes values that are not errors without their PHI-bearing lines', () => {
    expect(serializeError('Failed query: select 1\nparams: Pat,1961-02-03')).toMatchObject({ type: 'string', message: 'Failed query' });
  });
});

describe('the access log', () => {
  it('writes one line per request, with the route’s pattern: not the path, not the query string', async () => {
    const before = lines.length;
    const res = await logged.inject({ url: '/api/appProperties/property/FE_APP_TIMEOUT?name=Mary&dob=1965-08-25' });
    const mine = lines.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request', method: 'GET', url: '/api/appProperties/property/:name', statusCode: res.statusCode });
    expect(typeof mine[0]!.ms).toBe('number');
    expect(lines.slice(before).join('\n')).not.toMatch(/Mary|1965/);
    expect(lines.slice(before).some((l) => l.includes('incoming request') || l.includes('request completed'))).toBe(false);
  });
});

describe('what a request names stays out of every line (decision 072)', () => {
  const since = (before: number) => lines.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>);
  async function asProvider(url: string, method: 'GET' | 'PATCH' = 'GET', payload?: object) {
    const signIn = await logged.inject({ method: 'POST', url: '/api/authenticate', payload: { username: 'provadmin1', password: DEMO_PASSWORD } });
    const before = lines.length;
    const res = await logged.inject({ method, url, headers: bearer(signIn.json().token as string), ...(payload ? { payload } : {}) });
    // A streamed answer's last hooks run after inject resolves.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { res, logged: since(before) };
  }

  it('a file download writes its route’s line and nothing else: no second send, no path, no query', async () => {
    const [payment] = await t.rows<{ id: number; number: string }>(
      `SELECT p.payment_id AS id, p.payment_number AS number FROM payment p JOIN payment_tin pt ON pt.payment_id = p.payment_id WHERE pt.ftin = '751234501' ORDER BY p.payment_id LIMIT 1`,
    );
    const downloads = [
      ['/api/claims/WC10099001-4/export?format=csv', '/api/claims/:claimNumber/export', 'WC10099001'],
      [`/api/payments/export?format=csv&ftin=751234501&checkNumber=${payment!.number}`, '/api/payments/export', payment!.number],
      [`/api/payments/${payment!.id}/835`, '/api/payments/:paymentId/835', `/payments/${payment!.id}`],
      [`/api/payments/${payment!.id}/remittance.pdf`, '/api/payments/:paymentId/remittance.pdf', `/payments/${payment!.id}`],
    ] as const;
    for (const [url, pattern, named] of downloads) {
      const { res, logged: mine } = await asProvider(url);
      expect(res.statusCode).toBe(200);
      expect(mine).toEqual([expect.objectContaining({ msg: 'request', url: pattern, statusCode: 200, level: 30 })]);
      expect(JSON.stringify(mine)).not.toContain(named);
      expect(JSON.stringify(mine)).not.toContain('751234501');
    }
  });

  it('a record in a matched path is written as its pattern; a path no route matches is written as unmatched', async () => {
    const nickname = await asProvider('/api/ftin/groupFtins/1001/751234501', 'PATCH', { nickname: 'Harbor' });
    expect(nickname.res.statusCode).toBe(200);
    expect(nickname.logged).toEqual([expect.objectContaining({ msg: 'request', url: '/api/ftin/groupFtins/:groupId/:ftin' })]);
    for (const spelling of ['/api/claims/WC10099001-4/', '/API/claims/WC10099001-4', '/api//claims/WC10099001-4']) {
      const { res, logged: mine } = await asProvider(spelling);
      expect(res.statusCode).toBe(404);
      expect(mine).toEqual([expect.objectContaining({ msg: 'request', url: 'unmatched', statusCode: 404 })]);
      expect(JSON.stringify(mine)).not.toContain('WC10099001');
    }
  });

  it('an error message that quotes a request’s path keeps the message, not the path', () => {
    const err = new Error('Reply was already sent, did you forget to "return reply" in "/api/claims/WC10099001-4/export?format=csv" (GET)?');
    expect(serializeError(err).message).toBe('Reply was already sent, did you forget to "return reply" in "(a path)" (GET)?');
    expect(serializeError(new Error('Route GET:/api/payments/export?ftin=751234501 not found')).message).toBe('Route GET:(a path) not found');
    // Paths of the server's own files (stack frames, modules) are not requests.
    expect(serializeError(new Error('Cannot find module /work/app/api/x.js')).message).toBe('Cannot find module /work/app/api/x.js');
  });
});
