import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's folders import one another in one direction only (ARCHITECTURE "Layout and module
 * shape"; docs/decisions/047): no two folders import each other, directly or round a loop. A folder
 * is a top-level folder of src (db, lib, identity, plugins, seed, sso, content), one module
 * (modules/<name>), or a top-level file (app.ts, main.ts, config.ts …). Type-only imports count:
 * a loop of types is a loop of ideas.
 */
const src = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' || entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The folder a file belongs to, for this rule. */
export function folderOf(file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  if (parts.length === 1) return parts[0]!;
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  return parts[0]!;
}

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Folder → the folders it imports (relative imports of the server's own files only). */
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

describe('the server folders', () => {
  it('import one another in one direction only: no folder loops', () => {
    expect(loops(folderGraph(sourceFiles(src)))).toEqual([]);
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
    const modules = new Set(sourceFiles(src).map(folderOf).filter((f) => f.startsWith('modules/')));
    for (const gone of ['users', 'user-admin', 'tins', 'registration', 'password']) expect(modules.has(`modules/${gone}`)).toBe(false);
    expect(modules.has('modules/accounts')).toBe(true);
  });
});
