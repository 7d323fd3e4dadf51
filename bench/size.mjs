// Prints the gzipped JavaScript each route of the web app loads, from Vite's build manifest, and
// fails (exit 1) when a route goes over a budget (issue 45 §6; docs/decisions/033-web-weight.md):
//   at once  the entry chunk, the route's lazy chunk and their static imports;
//   in all   that plus every part the route or the shell may load on first use (dynamic imports
//            reached from the route's chunks, the shell's lazy parts: Contact Us, and once signed in
//            the menu, user actions and session services);
//   own      the portal's own code in all (src/ of the web app and packages/contract, not node_modules):
//            each chunk's gzipped size shared out by the length of its modules, each minified alone
//            (esbuild), so code written by us and libraries shipped minified compare alike.
// Budgets: the sign-in page ≤ 112 KB in all; every other screen ≤ 200 KB in all; own code ≤ 67 KB on
// any screen (100 and 60 before sign-in security, docs/decisions/087; 105 and 65 before passkeys, 089). Every page but sign-in and sign-out loads TanStack Query's area (src/app/query/QueryArea,
// decision 058).
// Usage: node bench/size.mjs            builds the web app (Vite, with the plugin below) and measures it;
//        node bench/size.mjs DIST       measures a build already made by this script.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';

const KB = 1024;
// The second step of a sign-in (about 4 KB) and the step-up dialog every signed-in screen may open (about
// 4 KB) came with sign-in security: docs/decisions/087; the passkey ceremony, loaded on use, with 089.
const SIGN_IN_BUDGET = 112 * KB;
const QUERY_AREA = 'src/app/query/QueryArea.tsx';
const SIGN_IN_AREA = /features\/auth\/(LoginPage|LogoutPage)/;
const ROUTE_BUDGET = 200 * KB;
const OWN_BUDGET = 67 * KB;
const SHARES = '.vite/module-shares.json';
/** Screens shown signed out: they load the public shell's first-use parts only. */
const PUBLIC_PAGES = /features\/(auth|registration)\/|features\/password\/(Reset|ConfirmPasswordReset|ForgotUsername)|features\/profile\/ConfirmEmailChange/;
/** The shell's lazy parts signed out (the header's Contact Us); signed in, every lazy part of src/app. */
const PUBLIC_SHELL = /src\/app\/shell\/ContactUsDialog/;

/**
 * Vite plugin: for each chunk, the minified length of its modules, in all and of the portal's own
 * (neither under node_modules nor virtual), written beside the manifest.
 */
const minifiedLength = (code) => {
  try {
    return transformSync(code, { minify: true, loader: 'js' }).code.length;
  } catch {
    return code.length;
  }
};
const moduleShares = () => ({
  name: 'wcpp-module-shares',
  apply: 'build',
  generateBundle(_options, bundle) {
    const shares = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      let own = 0;
      let total = 0;
      for (const [id, module] of Object.entries(chunk.modules)) {
        const length = module.code ? minifiedLength(module.code) : 0;
        total += length;
        if (!id.startsWith('\0') && !/[\\/]node_modules[\\/]/.test(id)) own += length;
      }
      shares[chunk.fileName] = { own, total };
    }
    this.emitFile({ type: 'asset', fileName: SHARES, source: JSON.stringify(shares) });
  },
});

const webDir = path.join(import.meta.dirname, '../apps/web');
if (!process.argv[2]) {
  const vite = await import(pathToFileURL(createRequire(path.join(webDir, 'package.json')).resolve('vite')).href);
  await vite.build({ configFile: path.join(webDir, 'vite.config.ts'), root: webDir, logLevel: 'warn', plugins: [moduleShares()] });
}
const dist = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath) || !existsSync(path.join(dist, SHARES))) {
  console.error(`No build manifest or ${SHARES} in ${dist}: run node bench/size.mjs without a folder to build and measure.`);
  process.exit(1);
}
const shares = JSON.parse(readFileSync(path.join(dist, SHARES), 'utf8'));
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = new Map();
const size = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
/** Chunk keys loaded with `keys`: their static imports, and with `lazy` their dynamic imports too. */
function closure(keys, { lazy = false } = {}, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) continue;
    seen.add(key);
    closure(chunk.imports ?? [], { lazy }, seen);
    if (lazy) closure(chunk.dynamicImports ?? [], { lazy }, seen);
  }
  return seen;
}
const bytes = (keys) =>
  [...keys]
    .map((k) => manifest[k].file)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + size(f), 0);
/** The portal's own part of the chunks' gzipped bytes: each chunk's share by the minified length of its own modules. */
const ownBytes = (keys) =>
  [...keys]
    .map((k) => manifest[k].file)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + (shares[f]?.total ? (size(f) * shares[f].own) / shares[f].total : size(f)), 0);
const kb = (n) => `${(n / KB).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure([entryKey]);
const lazyKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);
const shellParts = lazyKeys.filter((k) => k.startsWith('src/app/'));
// The screens: the router's lazy parts (src/features/…/…Page.tsx), wherever the bundler put the router.
// A screen another screen also imports statically (User Search reads Manage Users' columns) is a shared
// chunk the router imports lazily: the manifest names it by its chunk name only (_ManageUsersPage-….js).
const routerSource = readFileSync(path.join(import.meta.dirname, '../apps/web/src/app/router.tsx'), 'utf8');
const routedPages = [...routerSource.matchAll(/import\('\.\.\/(features\/[^']+Page)'\)/g)].map((m) => `src/${m[1]}.tsx`);
const lazilyImported = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
const keyOfPage = (page) =>
  manifest[page] ? page : [...lazilyImported].find((k) => k.startsWith('_') && manifest[k].name === path.basename(page, '.tsx'));
const pageKeys = new Map(routedPages.map((page) => [keyOfPage(page), page]));
const unmeasured = routedPages.filter((page) => !keyOfPage(page));
const pages = [...pageKeys].filter(([key]) => key);

const rows = pages
  .map(([key, page]) => {
    const isPublic = PUBLIC_PAGES.test(page);
    const signIn = /features\/auth\/LoginPage/.test(page);
    const shell = shellParts.filter((k) => !isPublic || PUBLIC_SHELL.test(k));
    const area = SIGN_IN_AREA.test(page) ? [] : [QUERY_AREA];
    const atOnce = bytes(closure([key, ...area], {}, new Set(entry)));
    const all = closure([key, ...area, ...shell], { lazy: true }, new Set(entry));
    const inAll = bytes(all);
    const own = ownBytes(all);
    const budget = signIn ? SIGN_IN_BUDGET : ROUTE_BUDGET;
    return { key, name: page.replace(/^src\/features\//, '').replace(/\.tsx?$/, ''), isPublic, signIn, atOnce, inAll, own, budget };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

console.log(`entry (${entryKey}): ${kb(bytes(entry))} gzipped JS`);
console.log(`\n| route | shown | at once | in all | budget (in all) | own code (budget ${kb(OWN_BUDGET)}) |\n|---|---|---|---|---|---|`);
for (const r of rows) {
  const over = r.inAll > r.budget ? ' **OVER**' : '';
  const ownOver = r.own > OWN_BUDGET ? ' **OVER**' : '';
  console.log(`| ${r.name} | ${r.isPublic ? 'signed out' : 'signed in'} | ${kb(r.atOnce)} | ${kb(r.inAll)} | ${kb(r.budget)}${over} | ${kb(r.own)}${ownOver} |`);
}

const signIn = rows.find((r) => r.signIn);
const heaviest = rows.filter((r) => !r.isPublic).sort((a, b) => b.inAll - a.inAll)[0];
const mostOwn = [...rows].sort((a, b) => b.own - a.own)[0];
if (signIn) console.log(`\nsign-in page: ${kb(signIn.atOnce)} at once, ${kb(signIn.inAll)} in all (budget ${kb(signIn.budget)})`);
if (heaviest) console.log(`heaviest signed-in screen: ${heaviest.name}, ${kb(heaviest.atOnce)} at once, ${kb(heaviest.inAll)} in all (budget ${kb(heaviest.budget)})`);
if (mostOwn) console.log(`most of the portal's own code: ${mostOwn.name}, ${kb(mostOwn.own)} (budget ${kb(OWN_BUDGET)})`);
const over = rows.filter((r) => r.inAll > r.budget || r.own > OWN_BUDGET);
if (!signIn) console.log('No sign-in page chunk found (features/auth/LoginPage).');
for (const page of unmeasured) console.log(`NOT MEASURED: the router's ${page} has no chunk of its own or by its name in the build manifest.`);
if (!manifest[QUERY_AREA]) console.log(`No chunk of ${QUERY_AREA}: the figures of signed-in pages leave TanStack Query out.`);
if (over.length > 0 || !signIn || unmeasured.length > 0) {
  for (const r of over) console.log(`OVER BUDGET: ${r.name} loads ${kb(r.inAll)} in all (budget ${kb(r.budget)}), ${kb(r.own)} of its own code (budget ${kb(OWN_BUDGET)})`);
  process.exitCode = 1;
} else {
  console.log('Every route within its budgets.');
}
