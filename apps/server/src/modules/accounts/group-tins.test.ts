import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupTinCodeMessages, groupTinMessages, tinCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
// TINs that no group holds join at once; one another group holds waits for its approval (tin-ownership.test.ts).
/** A provider on file under TIN 862001101, which no test adds to group 1001. */
let other: { prv_id: number };
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000 });
  [other] = await t.rows<{ prv_id: number }>(`SELECT prv_id FROM provider WHERE prv_tax_id = '862001101' ORDER BY prv_id LIMIT 1`);
});
afterAll(() => t.close());

const list = async (token: string, group = 1001) => api(t.app).call(tinCalls.groupFtins, { params: { groupId: group }, query: { activeFlag: true }, token });
const add = async (token: string, ftin: string, body: object, group = 1001) =>
  api(t.app).call(tinCalls.addGroupFtin, { params: { groupId: group, ftin }, token, body: { grpId: group, ftin, ...body } });
const remove = async (token: string, ftin: string, group = 1001) =>
  api(t.app).call(tinCalls.removeGroupFtin, { params: { groupId: group, ftin }, token });
const tinsOf = async (group: number) =>
  (await t.rows<{ ftin: string }>(`SELECT ftin FROM grp_ftin WHERE grp_info_id = $1 AND inactive_dt IS NULL ORDER BY ftin`, [group])).map((r) => r.ftin);

describe('Manage TINs of the group', () => {
  it("lists the group's TINs newest first, with the date as the table shows it", async () => {
    const res = await list(await t.signIn('provadmin1'));
    const rows = res.json() as { ftin: string; displayDate: string }[];
    expect(rows.map((r) => r.ftin)).toEqual(['751234506', '751234505', '751234504', '751234503', '751234502', '751234501']);
    expect(rows.at(-1)!.displayDate).toBe('3/1/2021');
  });

  it('adds a TIN proven by a provider id on file, and the admin then searches it', async () => {
    const admin = await t.signIn('provadmin1');
    const res = await add(admin, '470011201', { cpdId: '900001', billCntrlNum: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'TIN 470011201 has been successfully added.' });
    expect(await tinsOf(1001)).toContain('470011201');
    const own = await api(t.app).call(tinCalls.userFtins, { params: { userName: 'provadmin1' }, query: { activeFlag: true }, token: await t.signIn('provadmin1') });
    expect((own.json() as { ftin: string }[]).map((r) => r.ftin)).toContain('470011201');
    const again = await add(admin, '470011201', { cpdId: '900001' });
    expect(again.json()).toMatchObject({ code: 'TIN_EXISTS_INTGRP', message: groupTinCodeMessages.TIN_EXISTS_INTGRP });
  });

  it('adds a TIN proven by a bill control number, and refuses wrong proofs and network-owned TINs with their messages', async () => {
    const admin = await t.signIn('provadmin1');
    expect((await add(admin, '470011202', { billCntrlNum: '82000000001' })).statusCode).toBe(200);
    expect(await tinsOf(1001)).toContain('470011202');
    const wrong = await add(admin, '862001104', { billCntrlNum: '1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALID_FTIN_INVALID_BCN', message: groupTinCodeMessages.VALID_FTIN_INVALID_BCN });
    const unknown = await add(admin, '123456789', { cpdId: '42' });
    expect(unknown.json()).toMatchObject({ code: 'INVALID_FTIN_CPDID' });
    const owned = await add(admin, '990000001', { cpdId: '42' });
    expect(owned.json()).toMatchObject({ code: 'FTIN_RESTRICTED_FOR_REGISTRATION', message: groupTinCodeMessages.FTIN_RESTRICTED_FOR_REGISTRATION });
    const both = await add(admin, '862001104', { cpdId: '42', billCntrlNum: '1' });
    expect(both.json().fields).toEqual({ cpdId: groupTinMessages.enterProof });
    expect(await tinsOf(1001)).not.toContain('862001104');
  });

  it('removes a TIN from the group and from its users, never the last one', async () => {
    const admin = await t.signIn('provadmin1');
    const res = await remove(admin, '751234502');
    expect(res.json()).toEqual({ message: groupTinMessages.removed });
    const users = await t.rows(`SELECT u.user_nm FROM user_ftin f JOIN user_info u USING (user_info_id) WHERE f.ftin = '751234502' AND f.active_flag AND u.grp_info_id = 1001`);
    expect(users).toEqual([]);
    const billing = await t.signIn('billing01');
    for (const ftin of ['862001101', '862001102', '862001103']) expect((await remove(billing, ftin, 1002)).statusCode).toBe(200);
    const last = await remove(billing, '862001104', 1002);
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe('You cannot remove all TINs.');
    expect(await tinsOf(1002)).toEqual(['862001104']);
  });

  it("refuses another group's TINs, and every change to the read-only administrator", async () => {
    const admin = await t.signIn('provadmin1');
    expect((await list(admin, 1003)).statusCode).toBe(403);
    expect((await remove(admin, '593310201', 1003)).statusCode).toBe(403);
    const readonly = await t.signIn('readonly1');
    expect((await list(readonly, 1003)).statusCode).toBe(200);
    expect((await remove(readonly, '593310201', 1003)).statusCode).toBe(403);
    expect(await tinsOf(1003)).toEqual(['593310201', '593310202', '593310203']);
  });

  it('proves a TIN without adding it (validateFtin), with the same refusals, counted and audited', async () => {
    const admin = await t.signIn('provadmin1');
    const validate = (query: { cpdId?: number | string; bcn?: string; groupId?: number }, token = admin, ftin = '862001101') =>
      api(t.app).call(tinCalls.validateFtin, { params: { ftin }, query, token });
    const before = await tinsOf(1001);
    const ok = await validate({ cpdId: other.prv_id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: groupTinMessages.proven('862001101') });
    expect(await tinsOf(1001)).toEqual(before);
    const wrong = await validate({ bcn: '1' }, admin, '862001104');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALID_FTIN_INVALID_BCN', message: groupTinCodeMessages.VALID_FTIN_INVALID_BCN });
    expect((await validate({ cpdId: '1' }, admin, '751234501')).json()).toMatchObject({ code: 'TIN_EXISTS_INTGRP' });
    expect((await validate({})).json().message).toBe(groupTinMessages.enterProof);
    const audit = await t.rows<{ action: string }>(`SELECT action FROM audit_log WHERE actor_user_nm = 'provadmin1' AND action LIKE 'GROUP_TIN_PRO%' ORDER BY audit_id`);
    expect(audit.map((r) => r.action)).toEqual(expect.arrayContaining(['GROUP_TIN_PROVEN', 'GROUP_TIN_PROOF_REFUSED']));
    // A system administrator names the group; without one there is nothing to prove against.
    const sysadmin = await t.signIn('sysadmin1');
    expect((await validate({ cpdId: other.prv_id, groupId: 1003 }, sysadmin)).statusCode).toBe(200);
    expect((await validate({ cpdId: other.prv_id }, sysadmin)).statusCode).toBe(400);
    expect((await validate({ cpdId: other.prv_id, groupId: 1003 })).statusCode).toBe(403);
  });
});
