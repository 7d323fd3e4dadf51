import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderGraph, loops, sourceFiles } from '../../../scripts/folder-loops';

/**
 * The server's folders import one another in one direction only (ARCHITECTURE "Layout and module
 * shape"; docs/decisions/047): no two folders import each other, directly or round a loop. A folder
 * is a top-level folder of src (db, lib, identity, plugins, seed, sso, content), one module
 * (modules/<name>), or a top-level file (app.ts, main.ts, config.ts …). Type-only imports count:
 * a loop of types is a loop of ideas.
 */
const src = import.meta.dirname;

/** The folder a file belongs to, for this rule. */
export function folderOf(file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  if (parts.length === 1) return parts[0]!;
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  return parts[0]!;
}

describe('the server folders', () => {
  it('import one another in one direction only: no folder loops', () => {
    expect(loops(folderGraph(src, sourceFiles(src, ['migrations', 'test']), folderOf))).toEqual([]);
  });

  it('the check finds a loop when there is one', () => {
    const graph = new Map([
      ['modules/a', new Set(['modules/b'])],
      ['modules/b', new Set(['lib', 'modules/c'])],
      ['modules/c', new Set(['modules/a'])],
      ['lib', new Set<string>()],
    ]);
    expect(loops(graph)).toEqual([['modules/a', 'modules/b', 'modules/c']]);
  });

  it('the accounts rules live in one module', () => {
    const modules = new Set(sourceFiles(src, ['migrations', 'test']).map(folderOf).filter((f) => f.startsWith('modules/')));
    for (const gone of ['users', 'user-admin', 'tins', 'registration', 'password']) expect(modules.has(`modules/${gone}`)).toBe(false);
    expect(modules.has('modules/accounts')).toBe(true);
  });
});
