import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// One real server for the run, on a free-ish port with its own fresh PGlite data folder. The port is
// kept in the environment so the workers, which load this file again, agree with the main process.
const port = Number((process.env.E2E_PORT ||= String(40000 + Math.floor(Math.random() * 20000))));
const dataDir = (process.env.E2E_DATA_DIR ||= path.join(os.tmpdir(), `wcpp-e2e-${port}`));
const baseURL = `http://localhost:${port}`;

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
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      SIGN_IN_RATE_LIMIT: '1000',
      PUBLIC_RATE_LIMIT: '1000',
      ACCOUNT_RATE_LIMIT: '50',
      // The bell asks every 2 s, so a delivery shows within a test's wait (docs/decisions/043).
      NOTIFICATIONS_POLL_SECONDS: '2',
    },
  },
});
