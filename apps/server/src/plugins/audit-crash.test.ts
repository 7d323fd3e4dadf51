import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { seedDemo } from '../seed';
import { DEMO_PASSWORD } from '../seed/accounts';
import { ownPostgres, postgresInstalled } from '../test/own-postgres';

/**
 * What the audit trail keeps when the server or the database crashes (decision 034): request.audit()
 * resolves only once its row is committed, so every answer that disclosed bills has its row, whether
 * the portal's process is killed under load or the database crashes. Rows of searches not yet
 * answered may be missing: they disclosed nothing. Runs on a PostgreSQL server of its own.
 */
const postgres = ownPostgres();
const secret = randomBytes(32).toString('hex');
let url: string;
let database: Database;
let bills: { ftin: string; bcn: string }[];

async function startPortal(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../test/serve-child.ts')], {
    env: { ...process.env, DATABASE_URL: url, JWT_SECRET: secret },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [port] = await new Promise<string[]>((resolve) => createInterface({ input: child.stdout! }).once('line', (line) => resolve([line])));
  return { child, base: `http://127.0.0.1:${port}` };
}

/** Searches by bill id in 16 parallel loops until stopped; counts the answers that listed a bill. */
function searchLoad(base: string, token: string) {
  let running = true;
  let answered = 0;
  const loops = Array.from({ length: 16 }, async (_, i) => {
    for (let n = i; running; n += 16) {
      const bill = bills[n % bills.length]!;
      try {
        const res = await fetch(`${base}/api/billSearch/searchByAssorted`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ billControlNumber: bill.bcn, ftin: bill.ftin }),
        });
        if (res.status === 200 && ((await res.json()) as unknown[]).length > 0) answered++;
      } catch {
        return; // the server is gone
      }
    }
  });
  return { answered: () => answered, stop: async () => ((running = false), await Promise.all(loops)) };
}

const auditedSearches = async () => {
  const check = await openPostgres(url, 1);
  const { rows } = await check.pool!.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'BILL_SEARCH'`);
  await check.close();
  return rows[0]!.n;
};

describe.skipIf(!postgresInstalled)('the audit trail when something crashes', () => {
  beforeAll(async () => {
    url = postgres.start();
    database = await openPostgres(url, 4);
    await database.migrate();
    await seedDemo(database, { providers: 10, clients: 5, claims: 50, bills: 200 });
    const { rows } = await database.pool!.query<{ ftin: string; bcn: string }>(
      `SELECT ftin, bill_control_number AS bcn FROM bill WHERE ftin LIKE '7512345%' AND NOT mitch_bill ORDER BY bill_id LIMIT 50`,
    );
    bills = rows;
    await database.close();
  });
  afterAll(() => postgres.remove());

  async function signIn(base: string) {
    const res = await fetch(`${base}/api/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'provadmin1', password: DEMO_PASSWORD }) });
    return ((await res.json()) as { token: string }).token;
  }

  it('keeps the row of every answered search when the portal process is killed under load', async () => {
    const before = await auditedSearches();
    const { child, base } = await startPortal();
    const load = searchLoad(base, await signIn(base));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    child.kill('SIGKILL');
    await load.stop();
    const kept = (await auditedSearches()) - before;
    expect(load.answered()).toBeGreaterThan(20);
    expect(kept).toBeGreaterThanOrEqual(load.answered());
    // At most the searches under way when it died (16 loops) were recorded without an answer.
    expect(kept - load.answered()).toBeLessThanOrEqual(16);
  });

  it('keeps the row of every answered search when the database crashes under load', async () => {
    const before = await auditedSearches();
    const { child, base } = await startPortal();
    const load = searchLoad(base, await signIn(base));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    postgres.crash();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answered = load.answered();
    child.kill('SIGKILL');
    await load.stop();
    url = postgres.start(); // recovery replays the log
    expect(answered).toBeGreaterThan(20);
    expect((await auditedSearches()) - before).toBeGreaterThanOrEqual(answered);
  });
});
