import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, servePortal, signedInTab } from './browser';

/**
 * What a screen's long tasks are made of: signs in as provuser1, loads the screen in Debian's
 * Chromium with a Chrome trace (JavaScript sampled), and prints each main-thread task longer than
 * BENCH_TRACE_MIN_MS (default 12: Lighthouse's mobile preset multiplies an unthrottled task by 4, so a
 * task over 12.5 ms counts in its total blocking time), with what it ran (trace events) and the
 * functions its samples landed in. BENCH_TRACE_CPU=4 slows the CPU as the preset assumes (default 1).
 * Build without minifying to read the names: `npx vite build --minify false` in apps/web.
 * BENCH_TRACE_COMPONENTS=1 adds the components each long task's samples ran under.
 *   npx tsx bench/trace.ts [/wcpp/billSearch] [trace.json]
 */
const target = process.argv[2] ?? '/wcpp/billSearch';
const tracePath = process.argv[3] ?? path.join(mkdtempSync(path.join(os.tmpdir(), 'wcpp-trace-')), 'trace.json');
const minMs = Number(process.env.BENCH_TRACE_MIN_MS ?? 12);
const cpuRate = Number(process.env.BENCH_TRACE_CPU ?? 1);

const { base } = await servePortal();
const browser = await launchChromium();
const page = await signedInTab(browser, base);
await new Promise((r) => setTimeout(r, 1500));
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
await page.tracing.start({
  path: tracePath,
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'],
});
await page.goto(`${base}${target}`);
await new Promise((r) => setTimeout(r, 6000));
await page.tracing.stop();
await browser.close();

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args: { name?: string; data?: { functionName?: string; url?: string; startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

const events = (JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
// The page's main thread: the renderer main thread that ran the most tasks.
const mains = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const taskCount = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask').length;
const main = mains.reduce((a, b) => (taskCount(b) > taskCount(a) ? b : a));
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
const start = Math.min(...onMain.filter((e) => e.ts > 0).map((e) => e.ts));

// The sampled JavaScript: node table and (time, node) samples from the profile chunks.
const nodes = new Map<number, ProfileNode>();
const samples: [number, number][] = [];
let clock = 0;
for (const e of events.filter((x) => x.pid === main.pid && (x.name === 'Profile' || x.name === 'ProfileChunk'))) {
  if (e.name === 'Profile') {
    clock = e.args.data?.startTime ?? clock;
    continue;
  }
  for (const n of e.args.data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  const ids = e.args.data?.cpuProfile?.samples ?? [];
  const deltas = e.args.data?.timeDeltas ?? [];
  ids.forEach((id, i) => {
    clock += deltas[i] ?? 0;
    samples.push([clock, id]);
  });
}
const frame = (n: ProfileNode) => {
  const f = n.callFrame;
  return f.url ? `${f.functionName || '(anonymous)'} ${f.url.replace(/.*\//, '')}:${(f.lineNumber ?? 0) + 1}` : f.functionName;
};

const ms = (us: number) => Math.round(us / 1000);

// BENCH_TRACE_COMPONENTS=1: for each long task, the React components (capitalised functions) its
// samples ran under, inclusive, so a render or commit can be told apart by what it drew.
const components = process.env.BENCH_TRACE_COMPONENTS === '1';
function componentsOf(from: number, to: number): string {
  const under = new Map<string, number>();
  for (const [ts, id] of samples) {
    if (ts < from || ts > to) continue;
    const seen = new Set<string>();
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      const name = node.callFrame.functionName;
      if (/^[A-Z][A-Za-z0-9]+$/.test(name) && !seen.has(name)) seen.add(name);
    }
    for (const name of seen) under.set(name, (under.get(name) ?? 0) + 1);
  }
  return [...under].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([name, n]) => `${name} ${n}`).join('; ');
}
const long = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > minMs * 1000).sort((a, b) => a.ts - b.ts);
console.log(`${target}: ${long.length} main-thread tasks over ${minMs} ms (CPU slowed ${cpuRate}×); trace in ${tracePath}`);
for (const task of long) {
  const end = task.ts + task.dur!;
  const inside = onMain
    .filter((e) => e.ts >= task.ts && e.ts < end && e.name !== 'RunTask' && (e.dur ?? 0) > 2000)
    .slice(0, 6)
    .map((e) => `${e.name}${e.args.data?.functionName ? `(${e.args.data.functionName})` : ''} ${ms(e.dur!)}`);
  const self = new Map<string, number>();
  let count = 0;
  for (const [ts, id] of samples) {
    if (ts < task.ts || ts > end) continue;
    const node = nodes.get(id);
    if (!node) continue;
    count++;
    self.set(frame(node), (self.get(frame(node)) ?? 0) + 1);
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([name, n]) => `${name} ${Math.round((100 * n) / count)}%`);
  console.log(`\n${ms(task.ts - start)} ms: a task of ${ms(task.dur!)} ms — ${inside.join(' | ')}`);
  console.log(`  samples (${count}): ${top.join('; ')}`);
  if (components) console.log(`  components (samples under each): ${componentsOf(task.ts, end)}`);
}
process.exit(0);
