import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, RECENT_SEARCHES_KEPT, SAVED_SEARCHES_MAX, savedSearchCalls, savedSearchMessages, type SavedSearchList } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, signedInOnce, type TestApp } from '../../test/app';

let t: TestApp;
const tokenOf = signedInOnce(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const claim = (first: string) => ({ claimantFirstName: first, claimantLastName: 'Anderson', claimantDOB: '08/25/1965', doi: '09/11/2025', wildCardFstName: false });
const bill = (claimNumber: string) => ({
  mode: 'claimNumber',
  params: { claimNumber, beginServiceDate: '2026-10-25', endServiceDate: '2026-11-08' },
  values: { tins: ['751234501'], claimNumber, serviceDate: '11/01/2026', firstName: '', lastName: '', dateOfBirth: '', billControlNumber: '', documentId: '' },
});
const keep = async (user: string, payload: object, token?: string) =>
  api(t.app).call(savedSearchCalls.saveSearch, { token: token ?? (await tokenOf(user)), body: payload });
const list = async (user: string, kind: string, token?: string) =>
  (await api(t.app).call(savedSearchCalls.listSearches, { query: { kind }, token: token ?? (await tokenOf(user)) })).json() as SavedSearchList;
const rowsOf = async (user: string) =>
  Number((await t.rows<{ n: string }>(`SELECT count(*) AS n FROM saved_search s JOIN user_info u USING (user_info_id) WHERE u.user_nm = $1`, [user]))[0]!.n);

describe('saved and recent searches (issue 27 §5)', () => {
  it('saves a Claim Search under a name and lists it; the same name replaces it; criteria only', async () => {
    const res = await keep('provuser1', { kind: 'claim', name: '  Mary Anderson ', criteria: claim('Mary') });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'claim', name: 'Mary Anderson', criteria: claim('Mary') });
    await keep('provuser1', { kind: 'claim', name: 'Mary Anderson', criteria: claim('Ma') });
    const mine = await list('provuser1', 'claim');
    expect(mine.saved).toHaveLength(1);
    expect(mine.saved[0]!.criteria).toEqual(claim('Ma'));
    expect((await list('provuser1', 'bill')).saved).toEqual([]);
    // Nothing but the criteria is stored: no result, no claim number found.
    const [stored] = await t.rows<{ criteria: object }>(`SELECT criteria FROM saved_search WHERE name = 'Mary Anderson'`);
    expect(Object.keys(stored!.criteria).sort()).toEqual(Object.keys(claim('Ma')).sort());
  });

  it('keeps the last ten recent searches, newest first; the same search again moves to the top', async () => {
    for (let i = 0; i < RECENT_SEARCHES_KEPT + 3; i++) expect((await keep('provadmin1', { kind: 'bill', criteria: bill(`WC1000${i}`) })).statusCode).toBe(201);
    await keep('provadmin1', { kind: 'bill', criteria: bill('WC10005') });
    const { recent } = await list('provadmin1', 'bill');
    expect(recent).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(recent.map((r) => (r.criteria as ReturnType<typeof bill>).values.claimNumber)).toEqual([
      'WC10005', 'WC100012', 'WC100011', 'WC100010', 'WC10009', 'WC10008', 'WC10007', 'WC10006', 'WC10004', 'WC10003',
    ]);
    expect(recent.every((r) => r.name === null)).toBe(true);
  });

  it("is the person's own: another user sees none of them and cannot delete them; a mirror sees its own and keeps nothing", async () => {
    const [mine] = (await list('provuser1', 'claim')).saved;
    expect((await list('provadmin1', 'claim')).saved).toEqual([]);
    const other = await api(t.app).call(savedSearchCalls.deleteSearch, { params: { id: mine!.id }, token: await tokenOf('provadmin1') });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(savedSearchMessages.notFound);
    const admin = await t.signIn('sysadmin1');
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: admin, body: { userNm: 'provuser1' } })).ok().token;
    expect((await list('', 'claim', mirror)).saved).toEqual([]);
    const before = await rowsOf('provuser1');
    expect((await keep('', { kind: 'claim', criteria: claim('Ann') }, mirror)).statusCode).toBe(403);
    expect(await rowsOf('provuser1')).toBe(before);
    expect(await rowsOf('sysadmin1')).toBe(0);
    const own = await api(t.app).call(savedSearchCalls.deleteSearch, { params: { id: mine!.id }, token: await tokenOf('provuser1') });
    expect(own.statusCode).toBe(204);
    expect((await list('provuser1', 'claim')).saved).toEqual([]);
  });

  it('refuses bad names, criteria and kinds with a message and a 400, storing nothing', async () => {
    const before = await rowsOf('provuser1');
    const cases: [object, string | null][] = [
      [{ kind: 'claim', name: '   ', criteria: claim('Mary') }, savedSearchMessages.nameRequired],
      [{ kind: 'claim', name: 'x'.repeat(61), criteria: claim('Mary') }, savedSearchMessages.nameTooLong],
      [{ kind: 'claim', name: 'two\nlines', criteria: claim('Mary') }, savedSearchMessages.nameInvalid],
      [{ kind: 'claim', criteria: { ...claim('M'), claimantFirstName: 'x'.repeat(41) } }, null],
      [{ kind: 'bill', criteria: { ...bill('WC1'), values: { ...bill('WC1').values, tins: ['1', '2'] } } }, null],
      [{ kind: 'bill', criteria: { ...bill('WC1'), values: { ...bill('WC1').values, tins: Array(6).fill('751234501') } } }, null],
      [{ kind: 'payments', criteria: {} }, null],
    ];
    for (const [payload, message] of cases) {
      const res = await keep('provuser1', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      if (message) expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await rowsOf('provuser1')).toBe(before);
    // Keys the criteria do not have are dropped, not stored: what is kept stays small.
    const padded = await keep('provuser1', { kind: 'claim', criteria: { ...claim('Pad'), extra: 'x'.repeat(100_000) } });
    expect(padded.statusCode).toBe(201);
    const [stored] = await t.rows<{ size: number }>(`SELECT octet_length(criteria::text) AS size FROM saved_search WHERE saved_search_id = $1`, [padded.json().id]);
    expect(stored!.size).toBeLessThan(500);
    expect((await api(t.app).call(savedSearchCalls.listSearches, { query: { kind: 'other' }, token: await tokenOf('provuser1') })).statusCode).toBe(400);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} saved searches, even when they are sent at once`, async () => {
    const token = await tokenOf('billing01');
    const saves = Array.from({ length: SAVED_SEARCHES_MAX + 5 }, (_, i) => keep('billing01', { kind: 'claim', name: `Search ${i}`, criteria: claim(`N${i}`) }, token));
    const statuses = (await Promise.all(saves)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SAVED_SEARCHES_MAX);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const kept = (await list('billing01', 'claim')).saved;
    expect(kept).toHaveLength(SAVED_SEARCHES_MAX);
    const full = await keep('billing01', { kind: 'claim', name: 'One more', criteria: claim('One') }, token);
    expect(full.json().message).toBe(savedSearchMessages.tooMany);
    // Replacing one by its name is still allowed (one that was kept: which five lost the race is the database's choice).
    expect((await keep('billing01', { kind: 'claim', name: kept[0]!.name, criteria: claim('Zero') }, token)).statusCode).toBe(201);
  });
});
