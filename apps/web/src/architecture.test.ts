import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderGraph, loops, sourceFiles } from '../../../scripts/folder-loops';

/**
 * The web's folders import one another in one direction only, as the server's do (apps/server/src/
 * architecture.test.ts; STYLE "Features stand alone": shared → features → app). A folder is one
 * feature (features/<name>), the app that composes them (app, with its parts), one part of the shared
 * components (components/<part>, or the files directly in components), lib, or a top-level file (main.tsx).
 * Type-only imports and lazy `import()` count: a loop of types or of lazy parts is still a loop of ideas.
 */
const src = import.meta.dirname;

/** The folder a file belongs to, for this rule. */
export function folderOf(file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  if (parts.length === 1) return parts[0]!;
  if (parts[0] === 'features' || parts[0] === 'components') {
    return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return parts[0]!;
}

describe('the web folders', () => {
  it('import one another in one direction only: no folder loops', () => {
    expect(loops(folderGraph(src, sourceFiles(src, ['test']), folderOf))).toEqual([]);
  });

  it('the check finds a loop when there is one, through lazy imports too', () => {
    const graph = new Map([
      ['app', new Set(['features/auth', 'lib'])],
      ['features/auth', new Set(['features/home', 'lib'])],
      ['features/home', new Set(['app'])],
      ['lib', new Set<string>()],
    ]);
    expect(loops(graph)).toEqual([['app', 'features/auth', 'features/home']]);
  });

  it('names the folders as the rule reads them', () => {
    expect(folderOf(path.join(src, 'features/auth/api.ts'))).toBe('features/auth');
    expect(folderOf(path.join(src, 'app/query/load.ts'))).toBe('app');
    expect(folderOf(path.join(src, 'app/router.tsx'))).toBe('app');
    expect(folderOf(path.join(src, 'components/ui/Button.tsx'))).toBe('components/ui');
    expect(folderOf(path.join(src, 'components/DataTable.tsx'))).toBe('components');
    expect(folderOf(path.join(src, 'lib/http.ts'))).toBe('lib');
    expect(folderOf(path.join(src, 'main.tsx'))).toBe('main.tsx');
  });
});
