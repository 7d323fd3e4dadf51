import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billSearchCalls, tinCalls } from '@wcpp/contract';
import { api } from '../test/api';
import { createTestApp, type TestApp } from '../test/app';

/** One rule of "my TINs" (docs/decisions/031): the Bill Search checkboxes list exactly what the server lets a user search. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tinsOf = async (token: string, name: string) =>
  ((await api(t.app).call(tinCalls.userFtins, { params: { userName: name }, query: { activeFlag: 'true' }, token })).json() as { ftin: string }[]).map((r) => r.ftin);
const search = (token: string, ftin: string) =>
  api(t.app).call(billSearchCalls.searchByAssorted, { token, body: { billControlNumber: '70000000001', ftin } });

describe('the TINs of a user', () => {
  it("lists a provider admin's group TINs even when not assigned to them, and lets them search exactly those", async () => {
    const [group] = await t.rows<{ grp_info_id: number }>(`select grp_info_id from user_info where user_nm = 'provadmin1'`);
    await t.rows(`insert into grp_ftin (grp_info_id, ftin, last_updated_user_nm) values ($1, '751234599', 'test')`, [group!.grp_info_id]);
    const admin = await t.signIn('provadmin1');
    const listed = await tinsOf(admin, 'provadmin1');
    expect(listed).toContain('751234599');
    expect(listed).toEqual([...listed].sort());
    for (const ftin of listed) expect((await search(admin, ftin)).statusCode).toBe(200);
    expect((await search(admin, '862001101')).statusCode).toBe(403);
  });

  it("lists a provider user's assigned TINs only, and the group's other TINs are refused", async () => {
    const user = await t.signIn('provuser1');
    const listed = await tinsOf(user, 'provuser1');
    expect(listed).not.toContain('751234599');
    for (const ftin of listed) expect((await search(user, ftin)).statusCode).toBe(200);
    expect((await search(user, '751234599')).statusCode).toBe(403);
  });

  it('gives the own list (read with the session) the same TINs and dates as an administrator reading it', async () => {
    const list = async (token: string) => (await api(t.app).call(tinCalls.userFtins, { params: { userName: 'provadmin1' }, query: { activeFlag: 'true' }, token })).json();
    const own = await list(await t.signIn('provadmin1'));
    const [assigned] = await t.rows<{ ftin: string; created: string }>(
      `select uf.ftin, to_char(uf.created_dt at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as created
         from user_ftin uf join user_info u using (user_info_id) where u.user_nm = 'provadmin1' and uf.active_flag order by uf.ftin limit 1`,
    );
    expect(own).toContainEqual({ ftin: assigned!.ftin, createdDate: `${assigned!.created}.000Z`, activeFlag: true, nickname: null });
    expect(own.find((r: { ftin: string }) => r.ftin === '751234599')?.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await list(await t.signIn('sysadmin1'))).toEqual(own);
  });

  it('drops an inactive group TIN from both the list and the scope', async () => {
    await t.rows(`update grp_ftin set inactive_dt = now() where ftin = '751234599'`);
    const admin = await t.signIn('provadmin1');
    expect(await tinsOf(admin, 'provadmin1')).not.toContain('751234599');
    expect((await search(admin, '751234599')).statusCode).toBe(403);
  });
});
