import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// One real server for the run, on a free-ish port with its own fresh PGlite data folder. The port is
// kept in the environment so the workers, which load this file again, agree with the main process.
const port = Number((process.env.E2E_PORT ||= String(40000 + Math.floor(Math.random() * 20000))));
const dataDir = (process.env.E2E_DATA_DIR ||= path.join(os.tmpdir(), `wcpp-e2e-${port}`));
const baseURL = `http://localhost:${port}`;

// The portal's time zone for the run, the same for the server, the browser and the tests: one where
// it is about noon now, so that a notification scheduled for today is due (its 08:00 has passed) and
// the day does not change during the run (docs/decisions/043). Etc/GMT-N is N hours east of UTC.
function zoneAtNoon(now = new Date()) {
  const east = 12 - now.getUTCHours(); // -11 … +12
  return east === 0 ? 'Etc/GMT' : `Etc/GMT${east > 0 ? '-' : '+'}${Math.abs(east)}`;
}
const zone = (process.env.E2E_TZ ||= zoneAtNoon());
process.env.TZ = zone;

// The portal's database: a fresh database of the run's own on the PostgreSQL of E2E_DATABASE_URL when
// given (.ci/run gives the one it starts: PGlite's WASM would share the two cores with two Chromiums),
// otherwise the embedded PGlite in a fresh data folder, as `npm start` runs (docs/decisions/052).
const database = process.env.E2E_DATABASE_URL ? `DATABASE_URL=$(node scripts/e2e-database.mjs wcpp_e2e_${port}) && export DATABASE_URL &&` : '';

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // One retry: a test that passes on the second run is reported as flaky, not hidden.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }]],
  use: {
    baseURL,
    timezoneId: zone,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && ${database} node --import tsx apps/server/src/main.ts`,
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      // The server tests' PostgreSQL (DATABASE_URL) is not the portal's: an empty value is no value, and
      // E2E_DATABASE_URL (above) is the way to run the portal on a PostgreSQL.
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      TZ: zone,
      SIGN_IN_RATE_LIMIT: '1000',
      PUBLIC_RATE_LIMIT: '1000',
      ACCOUNT_RATE_LIMIT: '50',
      // The bell asks every 2 s, so a delivery shows within a test's wait (docs/decisions/043).
      NOTIFICATIONS_POLL_SECONDS: '2',
    },
  },
});
