// npm run bench: the budgets of the foundation issue (not part of npm test).
//   node bench/run.mjs            all: bundle size, Lighthouse, API load on PGlite and PostgreSQL
//   node bench/run.mjs size|lighthouse|api|floors|search|claims|payments|bundle|sign-in
//   node bench/run.mjs scale      (not in all: the 10 M seed takes long; bench/README.md)
//   node bench/run.mjs activity-scale   (not in all: 10 M audit rows beside the 1 M bills; bench/README.md)
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const which = process.argv[2] ?? 'all';
const run = (args) => spawnSync(args[0], args.slice(1), { cwd: root, stdio: 'inherit' }).status === 0;
let ok = true;
// size.mjs builds the web app itself (with a plugin that records each chunk's own code); Lighthouse alone builds it here.
if (which === 'all' || which === 'size') ok = run(['node', 'bench/size.mjs']) && ok;
if (which === 'lighthouse') ok = run(['npm', 'run', 'build', '--silent']) && ok;
if (which === 'all' || which === 'lighthouse') ok = run(['npx', 'tsx', 'bench/lighthouse.ts']) && ok;
if (which === 'all' || which === 'api') ok = run(['npx', 'tsx', 'bench/api.ts']) && ok;
if (which === 'all' || which === 'floors') ok = run(['npx', 'tsx', 'bench/floors.ts']) && ok;
if (which === 'all' || which === 'claims') ok = run(['npx', 'tsx', 'bench/claims.ts']) && ok;
if (which === 'all' || which === 'payments') ok = run(['npx', 'tsx', 'bench/payments.ts']) && ok;
if (which === 'all' || which === 'bundle') ok = run(['node', '--expose-gc', '--import', 'tsx', 'bench/bundle.ts']) && ok;
if (which === 'scale') ok = run(['npx', 'tsx', 'bench/scale.ts']) && ok;
if (which === 'activity-scale') ok = run(['npx', 'tsx', 'bench/activity-scale.ts']) && ok;
if (which === 'all' || which === 'search') ok = run(['npx', 'tsx', 'bench/search.ts']) && ok;
if (which === 'all' || which === 'sign-in') ok = run(['npx', 'tsx', 'bench/sign-in.ts']) && ok;
process.exit(ok ? 0 : 1);
