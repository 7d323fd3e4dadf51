import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, billSearchCalls, billSearchMessages } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';

/** Bill Search's kept TIN selection, per person (issue 27 §2). */
let t: TestApp;
let provuser: string;
let provadmin: string;
let sysadmin: string;
beforeAll(async () => {
  t = await createTestApp();
  [provuser, provadmin, sysadmin] = await Promise.all([t.signIn('provuser1'), t.signIn('provadmin1'), t.signIn('sysadmin1')]);
});
afterAll(() => t.close());

describe('GET and PUT /billSearch/tinSelection (issue 27 §2)', () => {
  const put = (token: string, tins: unknown) => api(t.app).call(billSearchCalls.saveTinSelection, { token, body: { tins } });
  const kept = async (token: string) => ((await api(t.app).call(billSearchCalls.tinSelection, { token })).json() as { tins: string[] }).tins;
  const lastAudit = async (action: string) =>
    (await t.rows<{ actor_user_nm: string; detail: unknown }>(`SELECT actor_user_nm, detail FROM audit_log WHERE action = $1 ORDER BY audit_id DESC LIMIT 1`, [action]))[0]!;

  it('keeps the last selection per user and answers it to that user alone', async () => {
    expect(await kept(provadmin)).toEqual([]);
    expect((await put(provadmin, ['751234503', '751234501', '751234503'])).statusCode).toBe(204);
    expect(await kept(provadmin)).toEqual(['751234503', '751234501']);
    expect((await put(provadmin, ['751234502'])).statusCode).toBe(204);
    expect(await kept(provadmin)).toEqual(['751234502']);
    // Another person's selection is theirs: provuser1 has kept none.
    expect(await kept(provuser)).toEqual([]);
    const rows = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM bill_search_tins b JOIN user_info u USING (user_info_id) WHERE u.user_nm = 'provadmin1'`);
    expect(rows[0]!.n).toBe(1);
  });

  it("refuses a TIN outside the caller's scope, more than five TINs or a malformed one, and keeps what it had", async () => {
    await put(provuser, ['751234501']);
    const outside = await put(provuser, ['751234501', '751234503']);
    expect(outside.statusCode).toBe(403);
    expect(await lastAudit('SCOPE_REFUSED')).toMatchObject({ actor_user_nm: 'provuser1', detail: { action: 'TIN_SELECTION' } });
    const six = await put(provadmin, ['751234501', '751234502', '751234503', '751234504', '751234505', '751234506']);
    expect(six.statusCode).toBe(400);
    expect(six.body).toContain(billSearchMessages.selectTins);
    expect((await put(provuser, ['75123450X'])).statusCode).toBe(400);
    expect((await put(provuser, 'not a list')).statusCode).toBe(400);
    expect(await kept(provuser)).toEqual(['751234501']);
  });

  it('answers only the kept TINs still in scope', async () => {
    await put(provuser, ['751234501', '751234502']);
    await t.rows(`UPDATE user_ftin SET active_flag = false WHERE ftin = '751234502' AND user_info_id = (SELECT user_info_id FROM user_info WHERE user_nm = 'provuser1')`);
    try {
      expect(await kept(await t.signIn('provuser1'))).toEqual(['751234501']);
    } finally {
      await t.rows(`UPDATE user_ftin SET active_flag = true WHERE ftin = '751234502' AND user_info_id = (SELECT user_info_id FROM user_info WHERE user_nm = 'provuser1')`);
    }
  });

  it('parallel selections leave one row per person, the last written (PostgreSQL runs them at once)', async () => {
    const choices = [['751234501'], ['751234502'], ['751234503'], ['751234501', '751234502'], ['751234504'], ['751234505']];
    const answers = await Promise.all(choices.map((tins) => put(provadmin, tins)));
    expect(answers.map((r) => r.statusCode)).toEqual(choices.map(() => 204));
    const rows = await t.rows<{ ftins: string[] }>(`SELECT ftins FROM bill_search_tins WHERE user_info_id = (SELECT user_info_id FROM user_info WHERE user_nm = 'provadmin1')`);
    expect(rows).toHaveLength(1);
    expect(choices).toContainEqual(rows[0]!.ftins);
  });

  it('is read while mirroring (the mirrored user’s) and never written then', async () => {
    await put(provuser, ['751234502']);
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: sysadmin, body: { userNm: 'provuser1' } })).json().token as string;
    expect(await kept(mirror)).toEqual(['751234502']);
    expect((await put(mirror, ['751234501'])).statusCode).toBe(403);
    expect(await kept(provuser)).toEqual(['751234502']);
  });
});
