import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/**
 * The browser benches' common ground (bench/lighthouse.ts, bench/trace.ts): the portal started as
 * `npm start` starts it (apps/server/src/main.ts on the embedded defaults, serving the built web app)
 * on a random port with a data folder of its own, Debian's Chromium, and a tab signed in as a clinic user.
 */
export async function servePortal(): Promise<{ base: string; stop: () => void }> {
  const port = 40000 + Math.floor(Math.random() * 20000);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wcpp-browser-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  for (let i = 0; i < 120; i++) {
    if (await fetch(`${base}/readyz`).then((r) => r.ok).catch(() => false)) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { base, stop };
}

export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A new tab signed in through the login form as provuser1, on /wcpp/home. */
/**
 * A tab signed in through the login form, in a browser context of its own: the portal's tabs share
 * the browser's session (decision 054), so a tab of a context signed in before would skip the form.
 * Closing the page's context (page.browserContext().close()) ends it.
 */
export async function signedInTab(browser: Browser, base: string, user = 'provuser1'): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.goto(`${base}/wcpp/login`);
  await page.waitForSelector('input[name="username"], #username');
  await page.type('input[name="username"], #username', user);
  await page.type('input[type="password"]', 'Portal#2026');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname === '/wcpp/home', { timeout: 30_000 });
  return page;
}
