import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, claimSearchCalls, claimSearchMessages, type ClaimSearchResponse, claimSearchResultMessages, todayIso } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface ClaimRow {
  claim_id: number;
  claim_number: string;
  first: string;
  last: string;
  dob: string;
  doi: string;
}
const claimColumns = `c.claim_id, c.claim_number, c.claimant_first_name AS first, c.claimant_last_name AS last,
  to_char(c.claimant_dob, 'YYYY-MM-DD') AS dob, to_char(c.claimant_doi, 'YYYY-MM-DD') AS doi`;

/** A claim with a bill under one of provuser1's TINs (visible to them), or with none (not visible). */
async function claim(visibleToProvuser: boolean): Promise<ClaimRow> {
  const exists = `EXISTS (SELECT 1 FROM bill b WHERE b.claim_id = c.claim_id AND b.ftin IN ('751234501','751234502'))`;
  const [row] = await t.rows<ClaimRow>(`SELECT ${claimColumns} FROM claim c WHERE ${visibleToProvuser ? '' : 'NOT'} ${exists} ORDER BY c.claim_id LIMIT 1`);
  return row!;
}

const search = async (user: string, body: Record<string, unknown>) =>
  api(t.app).call(claimSearchCalls.searchByClaimant, { token: await t.signIn(user), body });
const bodyOf = (c: ClaimRow, wildCardFstName = 'N', first = c.first) => ({
  claimantFirstName: first,
  claimantLastName: c.last.toUpperCase(),
  claimantDOB: c.dob,
  doi: c.doi,
  wildCardFstName,
});

describe('POST /globalclaim/searchByClaimant', () => {
  it("finds a claimant's claim by exact names (any case), date of birth and date of injury", async () => {
    const c = await claim(true);
    const res = await search('provuser1', bodyOf(c, 'N', `  ${c.first.toLowerCase()}  `));
    expect(res.statusCode).toBe(200);
    const body = res.json() as ClaimSearchResponse;
    expect(body.resultMessage).toBeNull();
    expect(body.claims).toContainEqual(expect.objectContaining({ claimNumber: c.claim_number, claimantDOB: c.dob, claimantDOI: c.doi }));
    const [audit] = await t.rows<{ actor_user_nm: string }>(`SELECT actor_user_nm FROM audit_log WHERE action = 'CLAIM_SEARCH' ORDER BY audit_id DESC LIMIT 1`);
    expect(audit!.actor_user_nm).toBe('provuser1');
  });

  it('matches the first name as a prefix only with the wildcard Y', async () => {
    const c = await claim(true);
    const prefix = c.first.slice(0, 2);
    expect(((await search('provuser1', bodyOf(c, 'N', prefix))).json() as ClaimSearchResponse).claims).toEqual([]);
    const wild = (await search('provuser1', bodyOf(c, 'Y', prefix))).json() as ClaimSearchResponse;
    expect(wild.claims.map((x) => x.claimNumber)).toContain(c.claim_number);
  });

  it('answers a resultMessage when nothing is found', async () => {
    const c = await claim(true);
    const res = await search('provuser1', { ...bodyOf(c), doi: addDays(c.doi, -1) });
    expect(res.json()).toEqual({ resultMessage: claimSearchResultMessages.none, claims: [] });
  });

  it("does not show a provider a claim without a bill under their TINs; an administrator sees it", async () => {
    const c = await claim(false);
    expect(((await search('provuser1', bodyOf(c))).json() as ClaimSearchResponse).claims).toEqual([]);
    expect(((await search('sysadmin1', bodyOf(c))).json() as ClaimSearchResponse).claims.map((x) => x.claimNumber)).toContain(c.claim_number);
  });

  it('refuses a billing company (not office staff) with 403', async () => {
    const c = await claim(true);
    expect((await search('billing01', bodyOf(c))).statusCode).toBe(403);
  });

  it('refuses a future date of birth or injury with its message, and a missing name', async () => {
    const c = await claim(true);
    const dob = await search('provuser1', { ...bodyOf(c), claimantDOB: addDays(todayIso(), 1) });
    expect(dob.statusCode).toBe(400);
    expect(dob.json().message).toBe(claimSearchMessages.dobFuture);
    const doi = await search('provuser1', { ...bodyOf(c), doi: addDays(todayIso(), 1) });
    expect(doi.json().message).toBe(claimSearchMessages.doiFuture);
    expect((await search('provuser1', { ...bodyOf(c), claimantLastName: ' ' })).statusCode).toBe(400);
    expect((await search('provuser1', { ...bodyOf(c), wildCardFstName: 'maybe' })).statusCode).toBe(400);
  });
});

describe('the audit row of a claim search (finding 15)', () => {
  const lastAudit = async () =>
    (
      await t.rows<{ actor_user_nm: string; detail: Record<string, unknown> }>(
        `SELECT actor_user_nm, detail FROM audit_log WHERE action = 'CLAIM_SEARCH' ORDER BY audit_id DESC LIMIT 1`,
      )
    )[0]!;

  it('names every claim number returned and the fields used, never the names or dates', async () => {
    const c = await claim(true);
    const res = await search('provuser1', bodyOf(c, 'Y', c.first.slice(0, 1)));
    const shown = (res.json() as ClaimSearchResponse).claims.map((x) => x.claimNumber);
    expect(shown).toContain(c.claim_number);
    const audit = await lastAudit();
    expect(audit).toEqual({
      actor_user_nm: 'provuser1',
      detail: { fields: ['claimantFirstName', 'claimantLastName', 'claimantDOB', 'doi'], wildcard: 'Y', results: shown.length, claimNumbers: shown },
    });
    const stored = JSON.stringify({ ...audit.detail, fields: null }).toLowerCase();
    for (const phi of [c.first, c.last, c.dob, c.doi]) expect(stored).not.toContain(phi.toLowerCase());
  });

  it('writes an empty list when nothing is found', async () => {
    const c = await claim(false);
    expect(((await search('provuser1', bodyOf(c))).json() as ClaimSearchResponse).claims).toEqual([]);
    expect((await lastAudit()).detail).toMatchObject({ results: 0, claimNumbers: [] });
  });
});
