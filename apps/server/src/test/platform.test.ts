import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, userCalls } from '@wcpp/contract';
import { DEMO_PASSWORD } from '../seed/accounts';
import { api } from './api';
import { bearer, createTestApp, type TestApp } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform endpoints', () => {
  it('serves /js/config.json with the browser settings', async () => {
    const res = await t.app.inject({ url: '/js/config.json' });
    expect(res.json()).toEqual({
      API_URL: '/api', RESOURCE_URL: '/resources', AEM_HOMEPAGE: '/content/home', AEM_LOGINPAGE: '/content/login', EAS_URL: '/api/auth/sso', PROVIDER_WEBSITE_URL: '/content/for-providers',
      NOTIFICATIONS_POLL_SECONDS: 30,
    });
  });

  it('reports health, readiness and metrics', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ready' });
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.body).toContain('http_requests_total');
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(res.json().servers).toEqual([{ url: '/api' }]);
    expect(paths).toEqual(expect.arrayContaining(['/authenticate', '/users/userByName/{name}', '/admin/mirror']));
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it("allows the API reference page's own inline script by hash, and nothing more anywhere else", async () => {
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(String(docs.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    const other = await t.app.inject({ url: '/content/home' });
    expect(String(other.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('content and secure resources', () => {
  it('serves the home content page with secure links and the frame script', async () => {
    const res = await t.app.inject({ url: '/content/home' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/resources/docs/provider-manual-2026.pdf');
    expect(res.body).toContain('/resources/videos/portal-training-bill-search.mp4');
    const script = await t.app.inject({ url: '/content/frame.js' });
    expect(script.body).toContain('REQUEST_SECURE_RESOURCE');
    expect((await t.app.inject({ url: '/content/login' })).statusCode).toBe(200);
  });

  it('refuses secure files without a valid token', async () => {
    expect((await t.app.inject({ url: '/resources/docs/provider-manual-2026.pdf' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/resources/docs/provider-manual-2026.pdf', headers: bearer('not-a-token') })).statusCode).toBe(401);
  });

  it('serves the PDF, the video and the listing with a bearer token or the authorization cookie', async () => {
    const token = await t.signIn('provuser1');
    const pdf = await t.app.inject({ url: '/resources/docs/provider-manual-2026.pdf', headers: bearer(token) });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const video = await t.app.inject({ url: '/resources/videos/portal-training-bill-search.mp4', cookies: { authorization: token } });
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    const listing = await t.app.inject({ url: '/resources/api/assets/wcpp/provider-resources/provider-resources.json', headers: bearer(token) });
    const names = listing.json().data.entities.map((e: { properties: { name: string } }) => e.properties.name);
    expect(names).toContain('Provider Manual 2026');
  });
});

describe('content notices (finding 12)', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('answers /content/notices/%s with 404, not 500', async (slug) => {
    const res = await t.app.inject({ url: `/content/notices/${slug}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Notice not found');
  });

  it('still serves a real notice', async () => {
    expect((await t.app.inject({ url: '/content/notices/maintenance' })).statusCode).toBe(200);
  });
});

describe('Cache-Control on /api answers (finding 16)', () => {
  it('says no-store on successes and errors of API routes', async () => {
    const signIn = await api(t.app).call(authCalls.authenticate, { body: { username: 'provuser1', password: DEMO_PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const token = signIn.json().token as string;
    const user = await api(t.app).call(userCalls.userByName, { params: { name: 'provuser1' }, token });
    expect(user.statusCode).toBe(200);
    expect(user.headers['cache-control']).toBe('no-store');

    const badBody = await api(t.app).call(authCalls.authenticate, { body: { username: '' } });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.headers['cache-control']).toBe('no-store');
    const noToken = await api(t.app).call(userCalls.userByName, { params: { name: 'provuser1' } });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.headers['cache-control']).toBe('no-store');
  });

  it('keeps the header a page outside /api chose', async () => {
    expect((await t.app.inject({ url: '/content/home' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/content/frame.js' })).headers['cache-control']).toBe('public, max-age=300');
  });
});
