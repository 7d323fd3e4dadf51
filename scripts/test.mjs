// npm test: lint, type check, unit/component/server tests (Vitest), build, browser tests (Playwright).
// Ends with one line 'test: N passed, N failed' summing every runner. The server tests run on PGlite, or
// on the PostgreSQL of DATABASE_URL when given (then a few files again on PGlite, see embeddedFiles);
// the browser tests run the portal on PGlite, or on a database of their own on that PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from './find-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const only = process.argv[2]; // optional: unit | e2e | server (the server suite alone, e.g. on DATABASE_URL)

// The server files that cover the embedded PGlite, `npm start`'s database, beyond the portal the browser
// tests run on it: the request path's prepared statements, which PGlite runs as EXECUTE with quoted
// values (db/prepared.ts: the session, TIN scope, audit and bill search statements), its readiness
// check, and the job runner on one embedded connection. On DATABASE_URL the whole suite runs on that
// PostgreSQL and these run again on PGlite (docs/decisions/052-server-suite-once-on-postgresql.md).
const embeddedFiles = [
  'src/db/prepared.test.ts',
  'src/identity/',
  'src/plugins/audit.test.ts',
  'src/modules/bill-search/bill-search.test.ts',
  'src/modules/bill-search/tin-selection.test.ts',
  'src/modules/health/',
  'src/modules/auth/second-step.test.ts',
  'src/modules/auth/passkeys.test.ts',
  'src/modules/activity/',
  'src/modules/attachments/',
  'src/modules/fee-schedule/fee-schedule.test.ts',
  'src/modules/notifications/notifications.test.ts',
];

/** Runs a command; `env` values of null remove the variable. */
function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const merged = { ...process.env, ...env };
  for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: merged });
  return result.status === 0;
}

/**
 * Runs single-threaded commands side by side (the CI machine has two cores), each one's output kept and
 * printed whole when it ends; resolves to one pass/fail per command, in order.
 */
async function runTogether(jobs) {
  return Promise.all(
    jobs.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            console.log(`\n▶ ${title}`);
            process.stdout.write(Buffer.concat(output));
            resolve(code === 0);
          });
        }),
    ),
  );
}

let passed = 0;
let failed = 0;
let flaky = 0;
const steps = [];

/** Adds a Vitest JSON report's counts to the summary. */
function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}

if (!only || only === 'unit') {
  // The lint and the type check of each project (the typecheck script's four tsc runs), side by side.
  const checks = await runTogether([
    ['lint (ESLint)', 'npx', ['eslint', '.', '--max-warnings=0']],
    ...['packages/contract', 'apps/server', 'apps/web', '.'].map((project) => [`type check of ${project}`, 'npx', ['tsc', '-p', project]]),
  ]);
  steps.push(['lint', checks[0]], ['typecheck', checks.slice(1).every(Boolean)]);
  const vitestJson = path.join(out, 'vitest.json');
  const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  steps.push(['vitest', run(`unit, component and server tests (Vitest; the server on ${where})`, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`])]);
  countVitest(vitestJson);
  if (process.env.DATABASE_URL) {
    const embeddedJson = path.join(out, 'vitest-pglite.json');
    steps.push([
      'server-pglite',
      run('server tests of the embedded database, on PGlite', 'npx', ['vitest', 'run', '--project', 'server', ...embeddedFiles, '--reporter=default', '--reporter=json', `--outputFile.json=${embeddedJson}`], { DATABASE_URL: null }),
    ]);
    countVitest(embeddedJson);
  }
}

if (only === 'server') {
  const vitestJson = path.join(out, 'vitest-server.json');
  const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  // On DATABASE_URL, the files that never use it are left out: they start the portal on PGlite, their own
  // PostgreSQL or a PGlite of their own, exactly as in the run of `npm test` before (about 170 s of the
  // suite's time on the two-core CI machine).
  const ownDatabase = ['src/main.test.ts', 'src/web.test.ts', 'src/db/migrations.test.ts', 'src/plugins/audit-crash.test.ts', 'src/test/database-outage.test.ts'];
  const exclude = process.env.DATABASE_URL ? ownDatabase.flatMap((file) => ['--exclude', file]) : [];
  steps.push(['server', run(`server tests on ${where}`, 'npx', ['vitest', 'run', '--project', 'server', ...exclude, '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`])]);
  countVitest(vitestJson);
}

if (!only || only === 'e2e') {
  const chromium = findChromium();
  if (!chromium) {
    console.error('No Chromium found: install Debian\'s chromium (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.');
    process.exit(1);
  }
  steps.push(['build', run('build the web app', 'npm', ['run', 'build', '--silent'])]);
  const pwJson = path.join(out, 'playwright.json');
  steps.push([
    'e2e',
    // On DATABASE_URL the portal runs on a fresh database of that server (playwright.config.ts): PGlite's
    // WASM would take a share of the two cores the two Chromiums need (docs/decisions/052).
    run(`browser tests (Playwright on Chromium; the portal on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, 'npx', ['playwright', 'test'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
      ...(process.env.DATABASE_URL ? { E2E_DATABASE_URL: process.env.DATABASE_URL } : {}),
    }),
  ]);
  if (existsSync(pwJson)) {
    const stats = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    flaky += stats.flaky;
  }
}

const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntest: ${passed} passed, ${failed} failed${flaky ? ` (${flaky} browser tests passed only on their retry: see the list above)` : ''}`);
process.exit(failedSteps.length || failed ? 1 : 0);
