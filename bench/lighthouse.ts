import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { defaultConfig, desktopConfig, startFlow } from 'lighthouse';
import { BASE, publicPaths, signedInRoutes, type GuardName } from '@wcpp/contract';
import { launchChromium, servePortal, signedInTab } from './browser';
import { signIn } from './lib';

/**
 * Lighthouse 12 with the **mobile** preset (Lighthouse's default: a mid-range phone, 4× CPU slowdown,
 * simulated slow 4G) on every screen that exists (issue 45 §6): each public path and each signed-in
 * route of packages/contract's routes (the sign-out route aside), plus the screens with a parameter (the
 * tour's claim page and a payment's page), each signed in as a demo user its guard admits, in Debian's
 * Chromium. Each page is measured BENCH_LH_RUNS times (default 3) and the median performance score is
 * kept: on a shared two-core machine single runs vary by several points. Targets: performance ≥ 98,
 * accessibility 100. BENCH_LH_ONLY=regex measures the pages whose path matches it (for example
 * 'billSearch|payments'). BENCH_LH_PRESET=desktop runs the foundation's desktop preset (decision 009).
 */
const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
const preset = process.env.BENCH_LH_PRESET === 'desktop' ? 'desktop' : 'mobile';
const config = preset === 'desktop' ? desktopConfig : defaultConfig;
const { base, stop: stopServer } = await servePortal();
const browser = await launchChromium();
const categories = ['performance', 'accessibility', 'best-practices'];
const flags = { onlyCategories: categories };
type Lhr = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
};
type Scores = Record<string, number>;
const scores = (lhr: Lhr): Scores => ({
  ...Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
  fcp: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
  lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
  tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
  // Lighthouse's measure of the host CPU: the mobile preset's 4× slowdown assumes a host above 1,000
  // (below it Lighthouse warns that the score is lowered); the scores of two days compare only beside it.
  benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
});

/** BENCH_LH_SAVE=folder keeps each run's full report (its long tasks, bootup time by script) as JSON. */
const saveDir = process.env.BENCH_LH_SAVE;
if (saveDir) mkdirSync(saveDir, { recursive: true });
let saved = 0;
function save(lhr: unknown, pagePath: string) {
  if (saveDir) writeFileSync(path.join(saveDir, `${String(++saved).padStart(2, '0')}${pagePath.replaceAll('/', '-')}.json`), JSON.stringify(lhr));
}

/** One Lighthouse navigation; signed in, it runs as a user flow in the signed-in tab (the token lives in its session storage). */
async function measure(pagePath: string, user: string | null): Promise<Scores> {
  if (!user) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const result = await lighthouse(`${base}${pagePath}`, { ...flags, output: 'json' }, config, page);
    await context.close();
    save(result!.lhr, pagePath);
    return scores(result!.lhr as never);
  }
  const page = await signedInTab(browser, base, user);
  // Client List asks for its agreement once: the measured visit is the one after.
  await page.evaluate(() => (document.cookie = 'Agreement-Accepted=true; Secure; SameSite=Strict; path=/'));
  const flow = await startFlow(page, { config, flags: { ...flags, disableStorageReset: true } });
  await flow.navigate(`${base}${pagePath}`);
  const result = await flow.createFlowResult();
  await page.browserContext().close();
  save(result.steps[0]!.lhr, pagePath);
  return scores(result.steps[0]!.lhr as never);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** A demo user each guard admits (seed/accounts.ts): office staff, a group's Provider Admin, the system administrator. */
const userOf: Record<GuardName, string> = {
  signedIn: 'provuser1',
  officeStaffOrAdmin: 'provuser1',
  groupManager: 'provadmin1',
  activityViewer: 'provadmin1',
  recordsSender: 'provuser1',
  admin: 'sysadmin1',
  systemAdmin: 'sysadmin1',
};
/** A payment provuser1 sees, for the payment's page. */
async function firstPayment(): Promise<number> {
  const token = await signIn(base, 'provuser1');
  const res = await fetch(`${base}/api/payments`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { payments?: { paymentId: number }[] };
  const id = body.payments?.[0]?.paymentId;
  if (!res.ok || id === undefined) throw new Error(`no payment for provuser1's payment page: ${res.status}`);
  return id;
}
const only = process.env.BENCH_LH_ONLY ? new RegExp(process.env.BENCH_LH_ONLY) : null;
type PageToMeasure = [name: string, pagePath: string, user: string | null];
const pages: PageToMeasure[] = (<PageToMeasure[]>[
  ...publicPaths.map((p): PageToMeasure => [`/${p}`, `${BASE}/${p}`, null]),
  ...signedInRoutes.filter((r) => r.path !== 'logout').map((r): PageToMeasure => [`${r.title} (${userOf[r.guard]})`, `${BASE}/${r.path}`, userOf[r.guard]]),
  ['Claim page (provuser1)', `${BASE}/claims/WC10077003-2`, 'provuser1'],
  ['Payment page (provuser1)', `${BASE}/payments/${await firstPayment()}`, 'provuser1'],
]).filter(([, pagePath]) => !only || only.test(pagePath));
const rows: [string, Scores[]][] = [];
for (const [name, pagePath, user] of pages) {
  const results: Scores[] = [];
  for (let i = 0; i < runs; i++) results.push(await measure(pagePath, user));
  rows.push([name, results]);
}
await browser.close();
stopServer();

console.log(`\nLighthouse 12, ${preset} preset, Debian Chromium, median of ${runs} run(s) (each run's performance in brackets)`);
console.log('| page | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | host benchmark index |\n|---|---|---|---|---|---|---|---|');
let ok = true;
for (const [name, results] of rows) {
  const m = (key: string) => median(results.map((r) => r[key]!));
  const performance = m('performance');
  const accessibility = m('accessibility');
  console.log(
    `| ${name} | ${performance} [${results.map((r) => r.performance).join(', ')}] | ${accessibility} | ${m('best-practices')} | ${m('fcp')} | ${m('lcp')} | ${m('tbt')} | ${m('benchmarkIndex')} |`,
  );
  if (performance < 98 || accessibility < 100) ok = false;
}
const slowHost = rows.flatMap(([, results]) => results).some((r) => r.benchmarkIndex > 0 && r.benchmarkIndex <= 1000);
if (slowHost) console.log('Lighthouse found this host slower than the mobile preset assumes (benchmark index ≤ 1,000): it warns that performance scores are then lowered.');
console.log(ok ? 'Within budget (performance ≥ 98, accessibility 100).' : 'OVER BUDGET: performance must be ≥ 98 and accessibility 100.');
process.exit(ok ? 0 : 1);
