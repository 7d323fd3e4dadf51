import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { therapyCourse } from '../../seed/therapy-course';
import { ensureMonths, firstKeptMonth, MONTHS_AHEAD, partitionMonths, retireMonths } from './retention';
import { sealBehind, verifyChain } from './seal';

// The activity record by month (issue 47 §3, decision 093): partitions for the months ahead, months
// past the retention retired whole once sealed and recorded, and a month dropped any other way found
// by the verifier as deleted rows. Runs on PGlite and on PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SIX_YEARS = 72;
/** The day this file's retirements run: December 2026, so that the first month kept is December 2020. */
const NOW = new Date('2026-12-01T00:00:00Z');

const exists = async (table: string) => (await t.rows<{ r: string | null }>(`SELECT to_regclass($1)::text AS r`, [table]))[0]!.r !== null;

/** Rows of an old month, as they were written then: `transactions` transactions of `rows` rows, each naming a claim. */
async function oldRows(month: string, transactions: number, rows: number) {
  await t.rows(`SELECT wcpp_audit_month($1::date)`, [`${month}-01`]);
  for (let i = 0; i < transactions; i++) {
    await t.rows(
      `WITH a AS (INSERT INTO audit_log (at, actor_user_nm, action, target)
         SELECT $1::timestamptz + n * interval '1 second', 'provuser1', 'CLAIM_VIEW', 'OLD-' || n FROM generate_series(1, $2::int) n RETURNING audit_id, at, target)
       INSERT INTO audit_record (audit_id, at, kind, ref) SELECT audit_id, at, 'claim', target FROM a`,
      [`${month}-10T12:00:00Z`, rows],
    );
  }
}

/** Today's rows, as the portal writes them. */
async function someActivity() {
  const token = await t.signIn('provuser1');
  await api(t.app).call(claimCalls.claimByNumber, { params: { claimNumber: therapyCourse.claimNumber }, token }).then((r) => r.ok());
}

/** Seals until every row written so far is sealed (the horizon can lag a moment on a shared PostgreSQL). */
async function sealAll() {
  for (let tries = 0; tries < 200; tries++) {
    await sealBehind(t.app.db);
    const [{ n }] = await t.rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE xact_id >= coalesce((SELECT xact_to FROM audit_seal ORDER BY block_no DESC LIMIT 1), '0'::xid8)`,
    );
    if (n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the record was not sealed');
}

describe('the first month kept', () => {
  it('is the retention counted back from the current month, whatever day of it', () => {
    expect(firstKeptMonth(new Date('2026-12-01T00:00:00Z'), SIX_YEARS)).toBe('2020-12');
    expect(firstKeptMonth(new Date('2026-12-31T23:59:59Z'), SIX_YEARS)).toBe('2020-12');
    // The last moment of November still keeps November 2020.
    expect(firstKeptMonth(new Date('2026-11-30T23:59:59Z'), SIX_YEARS)).toBe('2020-11');
    expect(firstKeptMonth(new Date('2026-03-15T00:00:00Z'), 3)).toBe('2025-12');
  });
});

describe('the months ahead', () => {
  it('this month and the twelve after it have partitions; a second sweep creates none', async () => {
    const now = new Date();
    await ensureMonths(t.app.db, now);
    expect(await ensureMonths(t.app.db, now)).toBe(0);
    const months = await partitionMonths(t.app.db);
    const thisMonth = now.toISOString().slice(0, 7);
    const ahead = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + MONTHS_AHEAD, 1)).toISOString().slice(0, 7);
    expect(months).toContain(thisMonth);
    expect(months).toContain(ahead);
    expect(await exists(`audit_record_p${ahead.replace('-', '_')}`)).toBe(true);
  });

  it("a month's partitions are append-only like the record: TRUNCATE, UPDATE and DELETE refused even on the partition itself", async () => {
    await someActivity();
    const month = new Date().toISOString().slice(0, 7).replace('-', '_');
    for (const table of [`audit_log_p${month}`, `audit_record_p${month}`, 'audit_log_pdefault']) {
      const parent = table.startsWith('audit_log') ? 'audit_log' : 'audit_record';
      await expect(t.rows(`TRUNCATE ${table}`)).rejects.toThrow(`the activity record is append-only: TRUNCATE on ${parent} is refused`);
    }
    await expect(t.rows(`DELETE FROM audit_log_p${month}`)).rejects.toThrow('the activity record is append-only: DELETE on audit_log is refused');
    await expect(t.rows(`UPDATE audit_record_p${month} SET ref = ref`)).rejects.toThrow('the activity record is append-only: UPDATE on audit_record is refused');
    expect((await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log_p${month}`))[0]!.n).toBeGreaterThan(0);
  });
  it("the owner's own privileges on the record, its months and the retention record leave out UPDATE, DELETE and TRUNCATE", async () => {
    const month = new Date().toISOString().slice(0, 7).replace('-', '_');
    const tables = ['audit_log', 'audit_record', 'audit_seal', 'audit_retention', `audit_log_p${month}`, `audit_record_p${month}`, 'audit_log_pdefault'];
    const rows = await t.rows<{ table: string; privileges: string[] }>(
      `SELECT c.relname AS table, array_agg(a.privilege_type ORDER BY a.privilege_type) AS privileges
       FROM pg_class c, aclexplode(c.relacl) a
       WHERE c.relname = ANY($1::text[]) AND a.grantee = c.relowner GROUP BY c.relname ORDER BY c.relname`,
      [tables],
    );
    expect(rows.map((r) => r.table)).toEqual([...tables].sort());
    for (const row of rows) {
      expect(row.privileges).toContain('INSERT');
      expect(row.privileges).toContain('SELECT');
      expect(row.privileges.filter((p) => ['UPDATE', 'DELETE', 'TRUNCATE'].includes(p))).toEqual([]);
    }
  });
});

describe('retirement', () => {
  it('takes the months before the first kept one, whole, once sealed: recorded, published, and no finding for the verifier', async () => {
    // March 2019 holds a block of its own (a transaction larger than a block) and rows sharing blocks with today's.
    await sealAll();
    await oldRows('2019-03', 1, 2100);
    await oldRows('2019-03', 2, 3);
    await someActivity();
    // November 2020 is the last month past six years on 1 December 2026; December 2020 is kept.
    await oldRows('2020-11', 1, 2);
    await oldRows('2020-12', 1, 2);
    const published: string[] = [];
    const retired = await retireMonths(t.app.db, { keepMonths: SIX_YEARS, now: NOW, publish: (r) => published.push(r.month) });

    expect(retired.map((r) => [r.month, r.rows])).toEqual([
      ['2019-03', 2106],
      ['2020-11', 2],
    ]);
    expect(retired[0]!.wholeBlocks.length).toBeGreaterThan(0);
    expect(published).toEqual(['2019-03', '2020-11']);
    expect(await exists('audit_log_p2019_03')).toBe(false);
    expect(await exists('audit_record_p2019_03')).toBe(false);
    expect(await exists('audit_log_p2020_11')).toBe(false);
    expect(await exists('audit_log_p2020_12')).toBe(true);
    expect((await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE target LIKE 'OLD-%'`))[0]!.n).toBe(2);
    const recorded = await t.rows<{ month: string; row_count: string; keep_months: number }>(`SELECT month, row_count::text, keep_months FROM audit_retention ORDER BY month`);
    expect(recorded).toEqual([
      { month: '2019-03', row_count: '2106', keep_months: 72 },
      { month: '2020-11', row_count: '2', keep_months: 72 },
    ]);
    const rows = await t.rows<{ target: string; detail: { rows: number; keepMonths: number } }>(`SELECT target, detail FROM audit_log WHERE action = 'ACTIVITY_RETIRED' ORDER BY audit_id`);
    expect(rows.map((r) => [r.target, r.detail.rows, r.detail.keepMonths])).toEqual([
      ['2019-03', 2106, 72],
      ['2020-11', 2, 72],
    ]);

    await sealAll();
    const report = await verifyChain(t.app.db);
    expect(report.findings).toEqual([]);
    expect(report.retiredRows).toBe(2108);
    expect(report.retiredMonths).toEqual(['2019-03', '2020-11']);
    // A second sweep finds nothing more to retire.
    expect(await retireMonths(t.app.db, { keepMonths: SIX_YEARS, now: NOW })).toEqual([]);
  });

  it('two instances sweeping at once retire a month once', async () => {
    // A month the portals' own sweeps (today, six years) keep, and a sweep dated 2030 retires.
    const later = new Date('2030-01-15T00:00:00Z');
    await oldRows('2023-05', 1, 5);
    await sealAll();
    const other = await t.secondInstance();
    try {
      const [a, b] = await Promise.all([
        retireMonths(t.app.db, { keepMonths: SIX_YEARS, now: later }),
        retireMonths(other.app.db, { keepMonths: SIX_YEARS, now: later }),
      ]);
      // December 2020 too: kept by today's sweep, past six years in 2030.
      expect([...a, ...b].map((r) => r.month).sort()).toEqual(['2020-12', '2023-05']);
    } finally {
      await other.close();
    }
    expect((await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM audit_retention WHERE month = '2023-05'`))[0]!.n).toBe(1);
    expect((await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'ACTIVITY_RETIRED' AND target = '2023-05'`))[0]!.n).toBe(1);
    await sealAll();
    expect((await verifyChain(t.app.db)).findings).toEqual([]);
  });

  it('the retention record is append-only', async () => {
    await expect(t.rows(`DELETE FROM audit_retention`)).rejects.toThrow('the activity record is append-only: DELETE on audit_retention is refused');
    await expect(t.rows(`TRUNCATE audit_retention`)).rejects.toThrow('the activity record is append-only: TRUNCATE on audit_retention is refused');
  });
});

// Last: these leave the record tampered with.
describe('a month gone any other way', () => {
  it('a forged retention record of a month still kept is named', async () => {
    await t.rows(`INSERT INTO audit_retention (month, retired_at, row_count, whole_blocks, partial_blocks, keep_months) VALUES ('2026-10', '2026-11-05', 0, '[]', '{}', 72)`);
    const report = await verifyChain(t.app.db);
    expect(report.findings.map((f) => [f.kind, f.message])).toEqual([['chain', 'Month 2026-10 was retired in 2026-11, before its 72 months were up.']]);
  });

  it('a month dropped without its record is found as deleted rows, from its first', async () => {
    await oldRows('2019-07', 1, 3);
    await sealAll();
    const [first] = await t.rows<{ id: string }>(`SELECT min(audit_id)::text AS id FROM audit_log_p2019_07`);
    await t.rows(`DROP TABLE audit_record_p2019_07`);
    await t.rows(`DROP TABLE audit_log_p2019_07`);
    const report = await verifyChain(t.app.db);
    const deleted = report.findings.filter((f) => f.kind === 'deleted');
    expect(deleted).toHaveLength(3);
    expect(report.first.deleted?.auditId).toBe(Number(first!.id));
    expect(report.first.deleted?.message).toMatch(new RegExp(`^Row ${first!.id} of block \\d+ was deleted\\.$`));
  });
});
