import http from 'node:http';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { recordHelmet, securityHeadersPlugin } from './security-headers';

const options: HelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'self'"], upgradeInsecureRequests: null } },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet itself sets on a real Node response, without the ones Node adds. */
async function helmetHeaders(opts: HelmetOptions): Promise<Record<string, unknown>> {
  const apply = helmet(opts);
  const server = http.createServer((req, res) => apply(req, res, () => res.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
  server.close();
  return Object.fromEntries([...res.headers].filter(([k]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)));
}

describe('security headers recorded once', () => {
  it('gives every answer exactly the headers helmet sets, hijacked answers included', async () => {
    const expected = await helmetHeaders(options);
    expect(expected['content-security-policy']).toContain("frame-ancestors 'self'");
    const app = Fastify();
    await app.register(securityHeadersPlugin, options);
    app.get('/plain', async () => 'ok');
    app.get('/hijacked', (_request, reply) => {
      reply.hijack();
      reply.raw.end('ok');
    });
    for (const url of ['/plain', '/hijacked']) {
      const res = await app.inject({ url });
      for (const [name, value] of Object.entries(expected)) expect([url, name, res.headers[name]]).toEqual([url, name, value]);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    await app.close();
  });

  it('refuses options whose headers depend on the request', () => {
    const perRequest: HelmetOptions = { contentSecurityPolicy: { directives: { scriptSrc: ["'self'", (req) => `'nonce-${String((req as { id?: string }).id)}'`] } } };
    expect(() => recordHelmet(perRequest)).toThrow(/per request/);
    expect(() => recordHelmet({ contentSecurityPolicy: { directives: { scriptSrc: [() => "'nonce-1'"] } } })).toThrow(/per request/);
  });
});
