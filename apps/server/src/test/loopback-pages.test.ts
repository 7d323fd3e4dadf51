import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Env } from '../config';
import { createTestApp, type TestApp } from './app';

/**
 * Finding 3 and 16: /mailbox (codes, links, temporary passwords) and /metrics answer callers on this
 * machine only, judged on the socket's peer; MAILBOX=on opens the mailbox (demos), MAILBOX=off closes
 * it; METRICS_TOKEN lets a scraper elsewhere read /metrics. Everyone else gets the ordinary 404.
 * docs/decisions/029-operations-hardening.md.
 */
const REMOTE = '203.0.113.9';
const METRICS_TOKEN = 'scrape-me-please-0123456789';

let t: TestApp;
const others: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN });
});
afterAll(async () => {
  await Promise.all(others.map((a) => a.close()));
  await t.close();
});

/** A second portal on the same seeded database, with other settings. */
async function portalWith(overrides: Partial<Env>): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test' }, { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
  const app = await buildApp({ config, database: t.database });
  others.push(app);
  return app;
}

describe('/mailbox', () => {
  it('answers a caller on this machine (IPv4 or IPv6 loopback)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ url: '/mailbox', remoteAddress });
      expect({ remoteAddress, status: res.statusCode }).toEqual({ remoteAddress, status: 200 });
      expect(res.body).toContain('<h1>Mailbox</h1>');
    }
  });

  it('gives a remote caller the ordinary 404, whatever forwarded header it sends', async () => {
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }, { 'x-real-ip': '127.0.0.1' }]) {
      const res = await t.app.inject({ url: '/mailbox?to=mreyes001@clinic.example', remoteAddress: REMOTE, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found.' });
    }
  });

  it('refuses a request a proxy on this machine forwarded', async () => {
    const res = await t.app.inject({ url: '/mailbox', headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(res.statusCode).toBe(404);
  });

  it('answers everyone with MAILBOX=on, and no one with MAILBOX=off', async () => {
    const open = await portalWith({ MAILBOX: 'on' });
    expect((await open.inject({ url: '/mailbox', remoteAddress: REMOTE })).statusCode).toBe(200);
    const closed = await portalWith({ MAILBOX: 'off' });
    expect((await closed.inject({ url: '/mailbox' })).statusCode).toBe(404);
  });

  it('does not exist in production, even with MAILBOX=on', async () => {
    const production = await portalWith({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), FACTOR_KEYS: `k1:${'A'.repeat(43)}`, MAILBOX: 'on' });
    expect((await production.inject({ url: '/mailbox' })).statusCode).toBe(404);
  });
});

describe('/metrics', () => {
  it('answers a caller on this machine without a token', async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_requests_total');
  });

  it('answers a remote caller with the bearer token, and 404 without it or with a wrong one', async () => {
    const withToken = await t.app.inject({ url: '/metrics', remoteAddress: REMOTE, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('http_requests_total');
    for (const authorization of [undefined, `Bearer ${METRICS_TOKEN}x`, `Bearer ${METRICS_TOKEN.slice(0, -1)}`, `Basic ${METRICS_TOKEN}`, 'Bearer ']) {
      const res = await t.app.inject({ url: '/metrics', remoteAddress: REMOTE, headers: authorization ? { authorization } : {} });
      expect({ authorization, status: res.statusCode }).toEqual({ authorization, status: 404 });
    }
  });

  it('answers no remote caller when METRICS_TOKEN is not set', async () => {
    const untokened = await portalWith({});
    expect((await untokened.inject({ url: '/metrics', remoteAddress: REMOTE, headers: { authorization: 'Bearer undefined' } })).statusCode).toBe(404);
    expect((await untokened.inject({ url: '/metrics' })).statusCode).toBe(200);
  });
});
