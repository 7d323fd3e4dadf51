import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';

/**
 * Foundation budget: Lighthouse 12 (performance, accessibility, best practices) on /wcpp/login and,
 * signed in, /wcpp/home, in Debian's Chromium with the desktop preset (office staff on desktops,
 * docs/decisions/009-budgets.md). Targets: performance ≥ 95, accessibility 100.
 */
const port = 40000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wcpp-lh-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);

for (let i = 0; i < 120; i++) {
  const ok = await fetch(`${base}/readyz`).then((r) => r.ok).catch(() => false);
  if (ok) break;
  await new Promise((r) => setTimeout(r, 1000));
}

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const categories = ['performance', 'accessibility', 'best-practices'];
const flags = { onlyCategories: categories };
const scores = (lhr: { categories: Record<string, { score: number | null }> }) =>
  Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));

const rows: [string, Record<string, number>][] = [];
{
  const page = await browser.newPage();
  const result = await lighthouse(`${base}/wcpp/login`, { ...flags, output: 'json' }, desktopConfig, page);
  rows.push(['/wcpp/login', scores(result!.lhr as never)]);
  await page.close();
}
{
  const page = await browser.newPage();
  await page.goto(`${base}/wcpp/login`);
  await page.waitForSelector('input[name="username"], #username');
  await page.type('input[name="username"], #username', 'provuser1');
  await page.type('input[type="password"]', 'Portal#2026');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname === '/wcpp/home', { timeout: 30_000 });
  const flow = await startFlow(page, { config: desktopConfig, flags: { ...flags, disableStorageReset: true } });
  await flow.navigate(`${base}/wcpp/home`);
  const result = await flow.createFlowResult();
  rows.push(['/wcpp/home (signed in)', scores(result.steps[0].lhr as never)]);
  await page.close();
}
await browser.close();
stopServer();

console.log('\nLighthouse 12, desktop preset, Debian Chromium');
console.log('| page | performance | accessibility | best practices |\n|---|---|---|---|');
let ok = true;
for (const [pagePath, s] of rows) {
  console.log(`| ${pagePath} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} |`);
  if (s.performance < 95 || s.accessibility < 100) ok = false;
}
console.log(ok ? 'Within budget (performance ≥ 95, accessibility 100).' : 'OVER BUDGET: performance must be ≥ 95 and accessibility 100.');
process.exit(ok ? 0 : 1);
