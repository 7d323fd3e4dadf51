import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite, type Database } from './db/client';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'wcpp-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Provider Portal</title>');
  const js = 'console.log("portal");'.repeat(100);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), js);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(js));
  database = await openPglite(null);
  await database.migrate();
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, webDist: dist });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('web app hosting', () => {
  it('serves hashed files compressed and cached for a year', async () => {
    const res = await app.inject({ url: '/wcpp/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers every /wcpp route with index.html, never cached', async () => {
    for (const url of ['/wcpp/login', '/wcpp/billSearch', '/wcpp/Demographics/DemographicSearch', '/wcpp/no-such-page']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Provider Portal</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends / to the sign-in page', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/wcpp/login');
  });

  it('serves the notice pages notifications link to', async () => {
    const res = await app.inject({ url: '/content/notices/holiday-schedule' });
    expect(res.body).toContain('<h1>Holiday processing schedule</h1>');
    expect((await app.inject({ url: '/content/notices/nothing' })).statusCode).toBe(404);
  });

  it('serves the Terms of Use and Privacy Policy pages the footer links to', async () => {
    const terms = await app.inject({ url: '/content/terms-of-use' });
    expect(terms.statusCode).toBe(200);
    expect(terms.body).toContain('<h1>Terms of Use</h1>');
    const privacy = await app.inject({ url: '/content/privacy-policy' });
    expect(privacy.statusCode).toBe(200);
    expect(privacy.body).toContain('<h1>Privacy Policy</h1>');
  });

  it("serves the page for providers that Provider Resources links to (PROVIDER_WEBSITE_URL's default)", async () => {
    const page = await app.inject({ url: '/content/for-providers' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>For Providers</h1>');
    expect((await app.inject({ url: '/js/config.json' })).json().PROVIDER_WEBSITE_URL).toBe('/content/for-providers');
  });
});
