import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, type GroupFtin, tinCalls, tinNicknameMessages, type UserFtin } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, signedInOnce, type TestApp } from '../../test/app';

let t: TestApp;
const tokenOf = signedInOnce(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const name = async (user: string, group: number, ftin: string, nickname: unknown) =>
  api(t.app).call(tinCalls.saveTinNickname, { params: { groupId: group, ftin }, token: await tokenOf(user), body: { nickname } });
const stored = async (ftin: string) => (await t.rows<{ nickname: string | null }>(`SELECT nickname FROM grp_ftin WHERE grp_info_id = 1001 AND ftin = $1`, [ftin]))[0]!.nickname;
const ownTins = async (user: string) =>
  (await api(t.app).call(tinCalls.userFtins, { params: { userName: user }, query: { activeFlag: true }, token: await tokenOf(user) })).json() as UserFtin[];

describe('PATCH /ftin/groupFtins/{groupId}/{ftin}: TIN nicknames (issue 27 §2)', () => {
  it("names a TIN of the group; Manage TINs lists it, and every user's own TINs carry it", async () => {
    const res = await name('provadmin1', 1001, '751234501', '  Main Street Clinic ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ftin: '751234501', nickname: 'Main Street Clinic', lastUpdatedUserName: 'provadmin1' });
    expect(await stored('751234501')).toBe('Main Street Clinic');
    const groupTins = await api(t.app).call(tinCalls.groupFtins, { params: { groupId: 1001 }, query: { activeFlag: true }, token: await tokenOf('provadmin1') });
    const group = groupTins.json() as GroupFtin[];
    expect(group.find((g) => g.ftin === '751234501')!.nickname).toBe('Main Street Clinic');
    expect(group.find((g) => g.ftin === '751234503')!.nickname).toBeNull();
    // provuser1's own TINs come with the session: the next request reads the new name.
    const mine = await ownTins('provuser1');
    expect(mine.find((g) => g.ftin === '751234501')).toMatchObject({ nickname: 'Main Street Clinic', activeFlag: true });
    expect(mine.find((g) => g.ftin === '751234502')!.nickname).toBeNull();
    const [audit] = await t.rows<{ actor_user_nm: string; target: string; detail: { ftin: string; nickname: string } }>(
      `SELECT actor_user_nm, target, detail FROM audit_log WHERE action = 'GROUP_TIN_NICKNAME' ORDER BY audit_id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ actor_user_nm: 'provadmin1', target: '1001', detail: { ftin: '751234501', nickname: 'Main Street Clinic' } });
  });

  it('an empty nickname removes it', async () => {
    await name('provadmin1', 1001, '751234502', 'Eastside Therapy');
    const res = await name('provadmin1', 1001, '751234502', '   ');
    expect(res.statusCode).toBe(200);
    expect(res.json().nickname).toBeNull();
    expect(await stored('751234502')).toBeNull();
  });

  it('refuses a nickname too long or with control characters, with a message and a 400, changing nothing', async () => {
    await name('provadmin1', 1001, '751234503', 'Northside');
    for (const [nickname, message] of [
      ['x'.repeat(61), tinNicknameMessages.tooLong],
      ['North\nside', tinNicknameMessages.invalid],
      ['North\u0007side', tinNicknameMessages.invalid],
    ] as const) {
      const res = await name('provadmin1', 1001, '751234503', nickname);
      expect(res.statusCode, JSON.stringify(nickname)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await name('provadmin1', 1001, '751234503', 42)).statusCode).toBe(400);
    expect(await stored('751234503')).toBe('Northside');
    // Sixty characters are enough.
    expect((await name('provadmin1', 1001, '751234503', 'y'.repeat(60))).statusCode).toBe(200);
  });

  it("only the group's managers name its TINs; never while mirroring; a TIN the group has not is not found", async () => {
    expect((await name('provuser1', 1001, '751234501', 'Mine')).statusCode).toBe(403);
    expect((await name('billing01', 1001, '751234501', 'Theirs')).statusCode).toBe(403);
    expect((await name('provadmin1', 1001, '862001101', 'Not ours')).statusCode).toBe(404);
    expect((await name('provadmin1', 1001, '862001101', 'Not ours')).json().message).toBe(tinNicknameMessages.notGroupTin);
    const admin = await t.signIn('sysadmin1');
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: admin, body: { userNm: 'provadmin1' } })).json().token as string;
    const mirrored = await api(t.app).call(tinCalls.saveTinNickname, { params: { groupId: 1001, ftin: '751234501' }, token: mirror, body: { nickname: 'Mirror' } });
    expect(mirrored.statusCode).toBe(403);
    expect(await stored('751234501')).not.toBe('Mirror');
    // A system administrator manages every group.
    expect((await name('sysadmin1', 1001, '751234501', 'Main Street Clinic')).statusCode).toBe(200);
  });

  it('two names sent at once: one wins, both answer 200, nothing else changes', async () => {
    const [a, b] = await Promise.all([name('provadmin1', 1001, '751234504', 'Alpha'), name('sysadmin1', 1001, '751234504', 'Beta')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(['Alpha', 'Beta']).toContain(await stored('751234504'));
  });
});
