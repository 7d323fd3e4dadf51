/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callsAsData, ENDPOINTS_MODULE } from './calls-as-data';
import { allEndpoints } from './endpoints';

const src = new URL('.', import.meta.url).pathname;
const areaModules = readdirSync(src, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => `${src}${d.name}/endpoints.ts`)
  .filter((file) => ENDPOINTS_MODULE.test(file) && readdirSync(file.replace(/endpoints\.ts$/, '')).includes('endpoints.ts'));

describe("the web build's form of the call descriptions", () => {
  it('keeps the method, path and guard of every described call, and nothing else', async () => {
    const asData = await Promise.all(
      areaModules.map(async (file) => {
        const code = callsAsData(readFileSync(file, 'utf8'), file);
        return Object.values(await import(`data:text/javascript,${encodeURIComponent(code)}`)) as object[];
      }),
    );
    const expected = allEndpoints.map(({ method, path, guard }) => ({ method, path, guard }));
    expect(asData.flat()).toEqual(expect.arrayContaining(expected));
    expect(asData.flat()).toHaveLength(expected.length);
  });

  it('refuses a module that exports anything but descriptions', () => {
    expect(() => callsAsData("export const limit = 5;\n", 'x/endpoints.ts')).toThrow('exports call descriptions only');
    expect(() => callsAsData("export const a = defineEndpoint({ method: 'GET', path: p, guard: 'signedIn' });\n", 'x/endpoints.ts')).toThrow('a.path must be a string literal');
  });
});
