import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, userCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userReads = () =>
  t.rows<{ actor_user_nm: string; as_user_nm: string | null; target: string }>(
    `SELECT actor_user_nm, as_user_nm, target FROM audit_log WHERE action = 'USER_READ' ORDER BY audit_id`,
  );
const read = (name: string, token: string) => api(t.app).call(userCalls.userByName, { params: { name }, token });

describe('GET /users/userByName audits reads of other users (finding 15, decision 028)', () => {
  it("writes a USER_READ row naming the user when an administrator reads another user's details", async () => {
    const res = await read('provuser1', await t.signIn('provadmin1'));
    expect(res.statusCode).toBe(200);
    expect(await userReads()).toEqual([{ actor_user_nm: 'provadmin1', as_user_nm: null, target: res.json().userNm }]);
  });

  it('writes no row when users read their own details (every page load does), nor for a refused read', async () => {
    const before = (await userReads()).length;
    const sub = await t.signIn('provuser1');
    expect((await read('provuser1', sub)).statusCode).toBe(200);
    expect((await read('PROVUSER1', sub)).statusCode).toBe(200);
    expect((await read('provadmin1', sub)).statusCode).toBe(403);
    expect(await userReads()).toHaveLength(before);
  });

  it('writes no row for the mirrored user read while mirroring (the mirror start is audited)', async () => {
    const admin = await t.signIn('sysadmin1');
    const mirror = await api(t.app).call(authCalls.mirrorStart, { token: admin, body: { userNm: 'provuser1' } });
    expect(mirror.statusCode).toBe(200);
    const before = (await userReads()).length;
    expect((await read('provuser1', mirror.json().token)).statusCode).toBe(200);
    expect(await userReads()).toHaveLength(before);
  });
});
