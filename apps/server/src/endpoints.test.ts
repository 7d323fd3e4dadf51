import { readFileSync, writeFileSync } from 'node:fs';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, defineEndpoint } from '@wcpp/contract';
import { endpointsPlugin, registerEndpoints } from './lib/endpoints';
import { guardPlugin } from './plugins/guard';
import { createTestApp, type TestApp } from './test/app';

/** Decision 051: every call is described once in packages/contract, and the server registers its routes from those descriptions. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the call descriptions', () => {
  it('the described calls are the registered routes', () => {
    const registered = t.app.apiRoutes.map((r) => r.call);
    const described = allEndpoints.map((e) => `${e.method} ${e.path}`).sort();
    expect(described.length).toBeGreaterThan(70);
    expect(new Set(described).size).toBe(described.length);
    expect([...registered].sort()).toEqual(described);
    expect(t.app.apiRoutes.filter((r) => !r.described)).toEqual([]);
  });

  const probe = defineEndpoint({ method: 'GET', path: '/probe/:id', params: z.object({ id: z.string() }), responses: { 200: z.string() }, guard: 'signedIn', summary: 'probe', tags: [] });
  async function portal(register: (api: ReturnType<typeof Fastify>) => void) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(guardPlugin);
    await app.register(endpointsPlugin, { all: [probe] });
    await app.register(async (api) => register(api), { prefix: '/api' });
    return app;
  }

  it('a route under /api that no description names stops the start', async () => {
    const start = portal((api) => {
      registerEndpoints(api, { probe }, { probe: async (request) => request.params.id });
      api.get('/hand-written', async () => 'x');
    });
    await expect(start).rejects.toThrow('Route GET /api/hand-written has no description');
  });

  it('a description without its route stops the start', async () => {
    const app = await portal(() => undefined);
    await expect(app.ready()).rejects.toThrow('Described calls without a route: GET /probe/:id');
  });

  it('sends a string answer as JSON, and builds the route from the description', async () => {
    const app = await portal((api) => registerEndpoints(api, { probe }, { probe: async (request) => `seen ${request.params.id}` }));
    app.addHook('onRequest', async (request) => {
      request.auth = { effective: { typeCd: 'PRUS' } } as never;
    });
    const res = await app.inject({ url: '/api/probe/a%2Fb' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toBe('seen a/b');
    await app.close();
  });

  it("leave /api/docs as it was: each path's methods, parameters, body and answers", async () => {
    const res = await t.app.inject({ url: '/api/docs/openapi.json' });
    const document = res.json() as { paths: Record<string, unknown> };
    const fixture = new URL('./test/fixtures/openapi-paths.json', import.meta.url);
    if (process.env.WRITE_OPENAPI_FIXTURE === '1') writeFileSync(fixture, `${JSON.stringify(document.paths, null, 2)}\n`);
    expect(document.paths).toEqual(JSON.parse(readFileSync(fixture, 'utf8')));
  });
});
