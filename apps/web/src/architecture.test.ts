import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web's folders import one another in one direction only, as the server's do (apps/server/src/
 * architecture.test.ts; STYLE "Features stand alone": shared → features → app). A folder is one
 * feature (features/<name>), the app that composes them (app, with its parts), one part of the shared
 * components (components/<part>, or the files directly in components), lib, or a top-level file (main.tsx).
 * Type-only imports and lazy `import()` count: a loop of types or of lazy parts is still a loop of ideas.
 */
const src = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The folder a file belongs to, for this rule. */
export function folderOf(file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  if (parts.length === 1) return parts[0]!;
  if (parts[0] === 'features' || parts[0] === 'components') {
    return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return parts[0]!;
}

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Folder → the folders it imports (relative imports of the web's own files only). */
export function folderGraph(files: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = path.resolve(path.dirname(file), match[1] ?? match[2]!);
      if (!target.startsWith(src + path.sep)) continue;
      const to = folderOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every loop of the graph, as its folders (Tarjan's strongly connected components of two or more). */
export function loops(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the web folders', () => {
  it('import one another in one direction only: no folder loops', () => {
    expect(loops(folderGraph(sourceFiles(src)))).toEqual([]);
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
