// Prints the gzipped JavaScript each route of the web app loads: the entry chunk and its static
// imports, plus the route's lazy chunk and its static imports (from Vite's build manifest).
// Budget: the sign-in page at most 180 KB. Usage: node bench/size.mjs (after npm run build).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build manifest: run npm run build first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = new Map();
const size = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const jsOf = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const entryBytes = jsOf(entry).reduce((s, f) => s + size(f), 0);
console.log(`entry (${entryKey}): ${kb(entryBytes)} gzipped JS`);
console.log('| route chunk | gzipped JS loaded |\n|---|---|');
const rows = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry)
  .map((k) => {
    const all = closure(k, new Set(entry));
    return [k, jsOf(all).reduce((s, f) => s + size(f), 0)];
  })
  .sort((a, b) => a[0].localeCompare(b[0]));
for (const [k, bytes] of rows) console.log(`| ${k} | ${kb(bytes)} |`);
const login = rows.find(([k]) => /login/i.test(k));
const budget = 180 * 1024;
if (login) {
  const ok = login[1] <= budget;
  console.log(`\nsign-in page: ${kb(login[1])} of the ${kb(budget)} budget — ${ok ? 'within budget' : 'OVER BUDGET'}`);
  if (!ok) process.exitCode = 1;
}
