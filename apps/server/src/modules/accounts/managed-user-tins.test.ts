import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinCalls, userTinsMessages } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000 });
});
afterAll(() => t.close());

const get = async (token: string, user: string) => api(t.app).call(tinCalls.managedUserFtins, { params: { userName: user }, token });
const save = async (token: string, user: string, body: object, actor = 'provadmin1') =>
  api(t.app).call(tinCalls.saveManagedUserFtins, { params: { userName: user }, query: { lastUpdatedUserName: actor }, token, body });
const assigned = async (user: string) =>
  (
    await t.rows<{ ftin: string }>(
      `SELECT f.ftin FROM user_ftin f JOIN user_info u ON u.user_info_id = f.user_info_id WHERE u.user_nm = $1 AND f.active_flag ORDER BY f.ftin`,
      [user],
    )
  ).map((r) => r.ftin);

describe('Manage TINs for a user', () => {
  it("lists the group's TINs with the ones the user has", async () => {
    const res = await get(await t.signIn('provadmin1'), 'provuser1');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { ftin: string; hasIt: boolean }[];
    expect(list.map((r) => r.ftin)).toEqual(['751234501', '751234502', '751234503', '751234504', '751234505', '751234506']);
    expect(list.filter((r) => r.hasIt).map((r) => r.ftin)).toEqual(['751234501', '751234502']);
  });

  it('saves the chosen TINs: the user then searches exactly those', async () => {
    const admin = await t.signIn('provadmin1');
    const res = await save(admin, 'provuser1', [
      { ftin: '751234502', hasIt: false },
      { ftin: '751234503', hasIt: true },
      { ftin: '751234501', hasIt: true },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await assigned('provuser1')).toEqual(['751234501', '751234503']);
    const own = await api(t.app).call(tinCalls.userFtins, { params: { userName: 'provuser1' }, query: { activeFlag: true }, token: await t.signIn('provuser1') });
    expect((own.json() as { ftin: string }[]).map((r) => r.ftin)).toEqual(['751234501', '751234503']);
    const audit = await t.rows<{ actor_user_nm: string; detail: unknown }>(`SELECT actor_user_nm, detail FROM audit_log WHERE action = 'USER_TINS_UPDATE'`);
    expect(audit).toEqual([{ actor_user_nm: 'provadmin1', detail: { added: ['751234503'], removed: ['751234502'] } }]);
  });

  it('refuses removing every TIN, a TIN of another group, and changing a Provider Admin', async () => {
    const admin = await t.signIn('provadmin1');
    const none = await save(admin, 'jwalker01', [{ ftin: '751234504', hasIt: false }, { ftin: '751234505', hasIt: false }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(userTinsMessages.removeAll);
    const foreign = await save(admin, 'jwalker01', [{ ftin: '862001101', hasIt: true }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(userTinsMessages.notGroupTin('862001101'));
    const prad = await save(admin, 'kpatel01', [{ ftin: '751234501', hasIt: true }]);
    expect(prad.statusCode).toBe(409);
    // A TIN named twice (the screen never does) is refused with a message, not a 500.
    for (const twice of [[{ ftin: '751234503', hasIt: true }, { ftin: '751234503', hasIt: true }], [{ ftin: '751234503', hasIt: true }, { ftin: '751234503', hasIt: false }]]) {
      const res = await save(admin, 'jwalker01', twice);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(userTinsMessages.listedTwice);
    }
    expect(await assigned('jwalker01')).toEqual(['751234504', '751234505']);
  });

  it('refuses another group, the read-only administrator and a name that is not the caller', async () => {
    expect((await get(await t.signIn('billing01'), 'provuser1')).statusCode).toBe(403);
    const readonly = await t.signIn('readonly1');
    expect((await get(readonly, 'provuser1')).statusCode).toBe(200);
    expect((await save(readonly, 'provuser1', [{ ftin: '751234501', hasIt: true }], 'readonly1')).statusCode).toBe(403);
    expect((await save(await t.signIn('provadmin1'), 'provuser1', [{ ftin: '751234501', hasIt: true }], 'kpatel01')).statusCode).toBe(403);
  });
});
