import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, billSearchCalls, claimCalls } from '@wcpp/contract';
import { api } from '../test/api';
import { createTestApp, type TestApp } from '../test/app';
import { AuditWriter } from './audit';
import { therapyCourse } from '../seed/therapy-course';

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

describe('what a row names (issue 47 §0)', () => {
  const newest = (action: string) =>
    t.rows<{ id: string; grp: number | null; ua: string | null; actor: string | null; as: string | null }>(
      `SELECT audit_id::text AS id, grp_info_id AS grp, user_agent AS ua, actor_user_nm AS actor, as_user_nm AS as FROM audit_log WHERE action = $1 ORDER BY audit_id DESC LIMIT 1`,
      [action],
    ).then((rows) => rows[0]!);
  const recordsOf = async (id: string) =>
    (await t.rows<{ kind: string; ref: string }>(`SELECT kind, ref FROM audit_record WHERE audit_id = $1 ORDER BY kind, ref`, [id])).map((r) => `${r.kind} ${r.ref}`);

  it("a claim page names its claim and TINs, the person's group and their browser", async () => {
    const provuser = await t.signIn('provuser1');
    const res = await api(t.app).call(claimCalls.claimByNumber, { params: { claimNumber: therapyCourse.claimNumber }, token: provuser, headers: { 'user-agent': 'Mozilla/5.0 (audit test)' } });
    const page = res.ok();
    const row = await newest('CLAIM_VIEW');
    const [group] = await t.rows<{ grp: number }>(`SELECT grp_info_id AS grp FROM user_info WHERE user_nm = 'provuser1'`);
    expect(row).toMatchObject({ actor: 'provuser1', as: null, grp: group!.grp, ua: 'Mozilla/5.0 (audit test)' });
    const tins = [...new Set(page.bills.map((b) => b.ftin))].sort().map((f) => `tin ${f}`);
    expect(await recordsOf(row.id)).toEqual([`claim ${page.claim.claimNumber}`, ...tins]);
  });

  it("a bill's image names the bill by its id, its claim and its TIN", async () => {
    const [bill] = await t.rows<{ id: string; bcn: string; ftin: string; claim: string }>(
      `SELECT bill_id::text AS id, bill_control_number AS bcn, ftin, claim_number AS claim FROM bill WHERE ftin LIKE '7512345%' AND has_image AND NOT mitch_bill ORDER BY bill_id LIMIT 1`,
    );
    const res = await api(t.app).call(billSearchCalls.billImage, { params: { id: `B${bill!.bcn}` }, token });
    expect(res.statusCode).toBe(200);
    const row = await newest('BILL_IMAGE_VIEW');
    expect(await recordsOf(row.id)).toEqual([`bill ${bill!.id}`, `claim ${bill!.claim}`, `tin ${bill!.ftin}`]);
    expect(row.ua).toBe('lightMyRequest');
  });

  it("while mirroring, the row is the mirrored user's group's, as the administrator", async () => {
    const admin = await t.signIn('sysadmin1');
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: admin, body: { userNm: 'provuser1' } })).ok().token;
    await api(t.app).call(claimCalls.claimByNumber, { params: { claimNumber: therapyCourse.claimNumber }, token: mirror }).then((r) => r.ok());
    const row = await newest('CLAIM_VIEW');
    const [group] = await t.rows<{ grp: number }>(`SELECT grp_info_id AS grp FROM user_info WHERE user_nm = 'provuser1'`);
    expect(row).toMatchObject({ actor: 'sysadmin1', as: 'provuser1', grp: group!.grp });
  });

  it('a failed sign-in by a known user name is that account’s group’s; an unknown name has none', async () => {
    await api(t.app).call(authCalls.authenticate, { body: { username: 'provuser1', password: 'wrong-Password#1' } });
    const known = await newest('SIGN_IN_FAILED');
    const [group] = await t.rows<{ grp: number }>(`SELECT grp_info_id AS grp FROM user_info WHERE user_nm = 'provuser1'`);
    expect(known).toMatchObject({ actor: 'provuser1', grp: group!.grp });
    await api(t.app).call(authCalls.authenticate, { body: { username: 'no-such-user-47', password: 'wrong-Password#1' } });
    expect(await newest('SIGN_IN_FAILED')).toMatchObject({ actor: null, grp: null });
  });
});
