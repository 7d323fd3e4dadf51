import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Tests call the API through the calls' descriptions (packages/contract/src/testing.ts: `api(app).call`
 * on the server, `on`/`callOf` in the web tests, `answerTo`/`callApi`/`apiPath` in the browser tests),
 * so a path is written once, in its description, and a renamed path fails type checking. Only the
 * tests of paths themselves write a URL under /api by hand.
 */
const root = path.resolve(import.meta.dirname, '../../..');

/** Files that test paths themselves (encoded paths, unknown routes, the docs, raw URLs as data): they keep their strings. */
const PATH_TESTS = [
  'apps/server/src/endpoints.test.ts',
  'apps/server/src/lib/answer-serializer.test.ts',
  'apps/server/src/lib/log-lines.test.ts',
  'apps/server/src/test/encoded-paths.test.ts',
  'apps/server/src/test/logs.test.ts',
  'apps/server/src/test/platform.test.ts',
  'apps/web/src/lib/http.test.ts',
  'apps/web/src/lib/return-path.test.ts',
  'apps/web/src/lib/sign-out.test.ts',
];

/**
 * A URL under /api written in a test: a quoted `/api/…`, `/api${…}` joined by hand, or a pattern's
 * escaped `\/api` (`/^\/api\/users\//`).
 */
const HAND_WRITTEN = /['"`]\/api\/|\/api\$\{|\\\/api\b/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : testFiles(full);
    return /\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('tests call through the descriptions', () => {
  it('no test file writes a URL under /api by hand, but those that test paths', () => {
    const found = ['apps', 'packages', 'e2e']
      .flatMap((dir) => testFiles(path.join(root, dir)))
      .filter((file) => file !== import.meta.filename && HAND_WRITTEN.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file).split(path.sep).join('/'))
      .sort();
    expect(found).toEqual([...PATH_TESTS].sort());
  });
});
