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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/main.ts`,
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      // The portal of the browser tests runs on the embedded PGlite, as `npm start` does, even when the
      // server tests are given a PostgreSQL (DATABASE_URL, as .ci/run does): an empty value is no value.
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
