import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@wcpp/contract';
import { createTestApp, type TestApp } from './test/app';

/**
 * Decision 051: every call is described once in packages/contract and the server registers its routes
 * from those descriptions. `notYetDescribed` lists the API routes the migration has not reached; the
 * equality below is exact, so the list can only shrink (a new undescribed route fails, and so does a
 * described route left in the list).
 */
const notYetDescribed = new Set<string>([
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the call descriptions', () => {
  it('the described calls are the registered routes', () => {
    const registered = t.app.apiRoutes.map((r) => r.call);
    const described = allEndpoints.map((e) => `${e.method} ${e.path}`).sort();
    expect(new Set(described).size).toBe(described.length);
    expect(described).toEqual(registered.filter((r) => !notYetDescribed.has(r)).sort());
    expect([...notYetDescribed].filter((r) => !registered.includes(r))).toEqual([]);
    // Registered from a description exactly when described.
    expect(t.app.apiRoutes.filter((r) => r.described).map((r) => r.call).sort()).toEqual(described);
  });

  it("leave /api/docs as it was: each path's methods, parameters, body and answers", async () => {
    const res = await t.app.inject({ url: '/api/docs/openapi.json' });
    const document = res.json() as { paths: Record<string, unknown> };
    const fixture = new URL('./test/fixtures/openapi-paths.json', import.meta.url);
    if (process.env.WRITE_OPENAPI_FIXTURE === '1') writeFileSync(fixture, `${JSON.stringify(document.paths, null, 2)}\n`);
    expect(document.paths).toEqual(JSON.parse(readFileSync(fixture, 'utf8')));
  });
});
