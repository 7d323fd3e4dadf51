import type { BenchKind, LoadResult } from './lib';

/**
 * Issue 9, "3. Speed": each figure's goal and the figure it had when the issue was written ("today").
 * The PGlite goal of userFtins is not stated; the PostgreSQL one is shown for both.
 */
export const apiGoals: Record<string, { today: Record<'pglite' | 'postgres', number>; goal: Record<'pglite' | 'postgres', number> }> = {
  'GET /users/userByName/provadmin1': { today: { pglite: 0.04, postgres: 0.14 }, goal: { pglite: 0.1, postgres: 0.25 } },
  'GET /ftin/userFtins/provadmin1': { today: { pglite: 0.03, postgres: 0.1 }, goal: { pglite: 0.2, postgres: 0.2 } },
};
export const searchGoal = { p99: 20, requestsPerSecond: 3000, today: 'p99 32–72 ms, 1,100–1,500 req/s' };

const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
const family = (kind: BenchKind) => (kind === 'pglite' ? 'pglite' : 'postgres');

/** The API table with each call's ratio to the bare route, its goal and its figure when the issue was written. */
export function printApiGoals(kind: BenchKind, rows: LoadResult[], baseline: LoadResult) {
  console.log('\n| call | ratio to bare | goal | today (issue 9) | |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) {
    const g = apiGoals[r.name];
    if (!g) continue;
    const ratio = r.requestsPerSecond / baseline.requestsPerSecond;
    console.log(`| ${r.name} | ${ratio.toFixed(2)} | ≥ ${g.goal[family(kind)].toFixed(2)} | ${g.today[family(kind)].toFixed(2)} | ${mark(ratio >= g.goal[family(kind)])} |`);
  }
}

/** The searches with their goals (PostgreSQL; PGlite runs one query at a time and has no goal here). */
export function printSearchGoals(kind: BenchKind, rows: LoadResult[]) {
  if (kind === 'pglite') return;
  console.log(`\n| search | p99 ms (goal ≤ ${searchGoal.p99}) | req/s (goal ≥ ${searchGoal.requestsPerSecond}) | today (issue 9): ${searchGoal.today} |`);
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${r.p99} | ${r.requestsPerSecond} | p99 ${mark(r.p99 <= searchGoal.p99)}, req/s ${mark(r.requestsPerSecond >= searchGoal.requestsPerSecond)} |`);
}
