import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billSearchCalls } from '@wcpp/contract';
import { api } from '../test/api';
import { createTestApp, type TestApp } from '../test/app';
import { AuditWriter } from './audit';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('provadmin1');
});
afterAll(() => t.close());

describe('the audit writer (decision 034)', () => {
  it('writes the row of every search answered in parallel, each naming its own bill', async () => {
    const bills = await t.rows<{ ftin: string; bcn: string }>(
      `SELECT ftin, bill_control_number AS bcn FROM bill WHERE ftin LIKE '7512345%' AND NOT mitch_bill ORDER BY bill_id LIMIT 40`,
    );
    const [{ last }] = await t.rows<{ last: number }>('SELECT coalesce(max(audit_id), 0)::int AS last FROM audit_log');
    const answers = await Promise.all(
      bills.map((b) =>
        api(t.app).call(billSearchCalls.searchByAssorted, { token, body: { billControlNumber: b.bcn, ftin: b.ftin } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(bills.map(() => 200));
    const rows = await t.rows<{ detail: { billControlNumbers: string[] } }>(
      `SELECT detail FROM audit_log WHERE audit_id > $1 AND action = 'BILL_SEARCH' ORDER BY audit_id`,
      [last],
    );
    expect(rows.map((r) => r.detail.billControlNumbers[0]).sort()).toEqual(bills.map((b) => b.bcn).sort());
  });

  const row = (target: string) => ({ actorUserNm: 'audit-test', asUserNm: null, action: 'AUDIT_TEST', target, detail: { n: 1 }, ip: '127.0.0.1' });

  it('commits rows that arrive while a write is under way together, in order, and resolves each once it is committed', async () => {
    const writer = new AuditWriter(t.app.db);
    const targets = Array.from({ length: 40 }, (_, i) => `group-${i}`);
    await Promise.all(targets.map((target) => writer.write(row(target))));
    const kept = await t.rows<{ target: string; at: string }>(`SELECT target, at::text AS at FROM audit_log WHERE target LIKE 'group-%' ORDER BY audit_id`);
    expect(kept.map((r) => r.target)).toEqual(targets);
    // The first row alone (nothing was under way), the rest queued behind it and committed together:
    // normally in one commit; a loaded machine may split the queue once more, never row by row.
    expect(new Set(kept.map((r) => r.at)).size).toBeLessThanOrEqual(3);
  });

  it('refuses only the row the database refuses when rows are written together', async () => {
    const writer = new AuditWriter(t.app.db);
    const results = await Promise.allSettled([writer.write(row('first')), writer.write(row('x'.repeat(300))), writer.write(row('third')), writer.write(row('fourth'))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const kept = await t.rows<{ target: string }>(`SELECT target FROM audit_log WHERE action = 'AUDIT_TEST' AND target NOT LIKE 'group-%' ORDER BY audit_id`);
    expect(kept.map((r) => r.target)).toEqual(['first', 'third', 'fourth']);
  });
});
