import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityCalls, activityMessages, authCalls, billSearchCalls, claimCalls, type ActivityPage, type ActivityQuery } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { therapyCourse } from '../../seed/therapy-course';

// The Activity (issue 47 §1, §4): a Provider Admin sees what the group's users did, never another
// group's; internal administrators see every group's; a provider user sees none. Filters, keyset
// pages, the export, and the viewing itself recorded.
let t: TestApp;
let admin: string;
let provuser: string;
let group1001: number;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000 });
  admin = await t.signIn('provadmin1');
  provuser = await t.signIn('provuser1');
  await t.signIn('tmorgan01'); // a sign-in of another group (1004)
  group1001 = (await t.rows<{ g: number }>(`SELECT grp_info_id AS g FROM user_info WHERE user_nm = 'provadmin1'`))[0]!.g;
  await api(t.app).call(claimCalls.claimByNumber, { params: { claimNumber: therapyCourse.claimNumber }, token: provuser, headers: { 'user-agent': 'Mozilla/5.0 (Activity test)' } }).then((r) => r.ok());
});
afterAll(() => t.close());

const activity = async (token: string, query: ActivityQuery = {}) => api(t.app).call(activityCalls.activity, { query: query as never, token });
const rowsOf = async (token: string, query: ActivityQuery = {}) => ((await activity(token, query)).ok() as ActivityPage).rows;

describe('a Provider Admin', () => {
  it("sees the group's users' rows, newest first, in words, with the records and the browser; never another group's", async () => {
    const [groupOf] = await t.rows<{ provuser: number; tmorgan: number }>(
      `SELECT (SELECT grp_info_id FROM user_info WHERE user_nm = 'provuser1') AS provuser, (SELECT grp_info_id FROM user_info WHERE user_nm = 'tmorgan01') AS tmorgan`,
    );
    expect(groupOf!.provuser).toBe(group1001);
    expect(groupOf!.tmorgan).not.toBe(group1001);
    const page = (await activity(admin)).ok() as ActivityPage;
    expect(page.network).toBe(false);
    const view = page.rows.find((r) => r.action === 'CLAIM_VIEW' && r.person === 'provuser1');
    expect(view).toMatchObject({ words: 'Opened a claim', asAdmin: null, result: 'done', browser: 'Mozilla/5.0 (Activity test)', group: null });
    expect(view!.records).toContainEqual({ kind: 'claim', ref: therapyCourse.claimNumber, label: therapyCourse.claimNumber });
    expect(page.rows.map((r) => r.person)).not.toContain('tmorgan01');
    const times = page.rows.map((r) => r.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.recordsSince).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('filters by person, action kind, claim number, patient, TIN, bill and payment', async () => {
    const [bill] = await t.rows<{ bcn: string; id: string; claim: string; last: string; ftin: string }>(
      `SELECT b.bill_control_number AS bcn, b.bill_id::text AS id, b.claim_number AS claim, c.claimant_last_name AS last, b.ftin
       FROM bill b JOIN claim c ON c.claim_id = b.claim_id JOIN user_ftin ut ON ut.ftin = b.ftin AND ut.active_flag JOIN user_info u ON u.user_info_id = ut.user_info_id
       WHERE u.user_nm = 'provuser1' AND b.has_image AND NOT b.mitch_bill ORDER BY b.bill_id LIMIT 1`,
    );
    expect((await api(t.app).call(billSearchCalls.billImage, { params: { id: `B${bill!.bcn}` }, token: provuser })).statusCode).toBe(200);

    const byBill = await rowsOf(admin, { bill: bill!.bcn });
    expect(byBill.map((r) => r.action)).toEqual(['BILL_IMAGE_VIEW']);
    expect(byBill[0]!.records).toEqual([
      { kind: 'bill', ref: bill!.id, label: bill!.bcn },
      { kind: 'claim', ref: bill!.claim, label: bill!.claim },
      { kind: 'tin', ref: bill!.ftin, label: bill!.ftin },
    ]);
    expect((await rowsOf(admin, { claimNumber: bill!.claim.toLowerCase() })).map((r) => r.action)).toContain('BILL_IMAGE_VIEW');
    // As the claim page matches a number: without case, spaces or hyphens.
    const spaced = `${bill!.claim.slice(0, 3)} - ${bill!.claim.slice(3).toLowerCase()}`;
    expect((await rowsOf(admin, { claimNumber: spaced })).map((r) => r.action)).toContain('BILL_IMAGE_VIEW');
    expect(await rowsOf(admin, { claimNumber: `${bill!.claim}9` })).toEqual([]);
    expect((await rowsOf(admin, { patient: bill!.last.toUpperCase() })).map((r) => r.action)).toContain('BILL_IMAGE_VIEW');
    expect((await rowsOf(admin, { tin: bill!.ftin })).map((r) => r.action)).toContain('BILL_IMAGE_VIEW');
    // Every filter at once, then all but the last: two shapes of the search whose names would share
    // PostgreSQL's first 63 bytes; each is prepared apart and both answer (a few times: any pooled connection).
    const all = { person: 'provuser1', kind: 'document', tin: bill!.ftin, claimNumber: bill!.claim, bill: bill!.bcn } as const;
    for (let i = 0; i < 4; i++) {
      for (const filters of [{ ...all, patient: bill!.last }, all]) {
        expect((await rowsOf(admin, filters)).map((r) => r.action)).toEqual(['BILL_IMAGE_VIEW']);
      }
    }
    const documents = await rowsOf(admin, { kind: 'document' });
    expect(documents.length).toBeGreaterThan(0);
    expect(new Set(documents.map((r) => r.words))).toEqual(new Set(['Opened a bill image']));
    const signIns = await rowsOf(admin, { kind: 'signIn', person: 'PROVUSER1' });
    expect(signIns.length).toBeGreaterThan(0);
    expect(new Set(signIns.map((r) => `${r.person} ${r.action}`))).toEqual(new Set(['provuser1 SIGN_IN']));
    expect(await rowsOf(admin, { payment: '999999999' })).toEqual([]);
    expect(await rowsOf(admin, { bill: 'NO-SUCH-BILL' })).toEqual([]);
  });

  it('pages by keyset: SHOW MORE gives the next rows, none twice, none skipped', async () => {
    const token = await t.signIn('provuser1');
    await Promise.all(Array.from({ length: 60 }, () => api(t.app).call(claimCalls.claimByNumber, { params: { claimNumber: therapyCourse.claimNumber }, token }).then((r) => r.ok())));
    const first = (await activity(admin, { kind: 'view' })).ok() as ActivityPage;
    expect(first.rows).toHaveLength(50);
    expect(first.next).toMatch(/^\d+\.\d+$/);
    const seen = [...first.rows.map((r) => r.id)];
    let next = first.next;
    while (next) {
      const page = (await activity(admin, { kind: 'view', after: next })).ok() as ActivityPage;
      seen.push(...page.rows.map((r) => r.id));
      next = page.next;
    }
    const [{ n }] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE grp_info_id = $1 AND action IN ('CLAIM_VIEW','PAYMENT_VIEW','PAYMENT_DETAIL','PROVIDER_READ','USER_READ','USER_TINS_READ','GROUP_USERS_READ','CLIENT_LIST_READ','ACTIVITY_READ') AND at > now() - interval '8 days'`, [group1001]);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(61);
    expect(seen.length).toBeLessThanOrEqual(n);
  });

  it('its own viewing is recorded, with the filters it used and no row of what it saw', async () => {
    await activity(admin, { kind: 'document' });
    const [row] = await t.rows<{ actor: string; target: string; detail: { filters: string[]; rows: number } }>(
      `SELECT actor_user_nm AS actor, target, detail FROM audit_log WHERE action = 'ACTIVITY_READ' ORDER BY audit_id DESC LIMIT 1`,
    );
    expect(row).toMatchObject({ actor: 'provadmin1', target: String(group1001), detail: { filters: ['kind'] } });
    expect(JSON.stringify(row!.detail)).not.toContain('provuser1');
  });

  it("is refused the network's filters (group, address), with the message, rather than given them", async () => {
    for (const query of [{ group: '1004' }, { ip: '127.0.0.1' }]) {
      const res = await activity(admin, query);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: activityMessages.groupOnlyInternal });
    }
  });

  it('exports the rows as CSV, and the export is recorded', async () => {
    const res = await api(t.app).call(activityCalls.exportActivity, { query: { format: 'csv', kind: 'view' }, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Time,User,As,Action,Records,Result,Address,Browser,Group');
    expect(lines.some((l) => l.includes('Opened a claim') && l.includes('provuser1'))).toBe(true);
    expect(lines.some((l) => l.includes('tmorgan01'))).toBe(false);
    const [row] = await t.rows<{ detail: { format: string; found: boolean } }>(`SELECT detail FROM audit_log WHERE action = 'ACTIVITY_EXPORT' ORDER BY audit_id DESC LIMIT 1`);
    expect(row!.detail).toMatchObject({ format: 'csv', found: true });
  });
});

describe('the others', () => {
  it('a provider user is refused, and sees no row', async () => {
    const res = await activity(provuser);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('CLAIM_VIEW');
  });

  it("an internal administrator sees every group's rows with their group, and filters by group and address", async () => {
    const sysadmin = await t.signIn('sysadmin1');
    const page = (await activity(sysadmin, { kind: 'signIn' })).ok() as ActivityPage;
    expect(page.network).toBe(true);
    const people = new Set(page.rows.map((r) => r.person));
    expect(people).toContain('provuser1');
    expect(people).toContain('tmorgan01');
    expect(page.rows.find((r) => r.person === 'provuser1')!.group).toBe(group1001);
    const one = await rowsOf(sysadmin, { kind: 'signIn', group: String(group1001) });
    expect(one.length).toBeGreaterThan(0);
    expect(new Set(one.map((r) => r.group))).toEqual(new Set([group1001]));
    expect((await rowsOf(sysadmin, { kind: 'signIn', ip: '203.0.113.9' }))).toEqual([]);
  });

  it("mirroring a Provider Admin shows that admin's group, as the administrator; the viewing is recorded as the administrator", async () => {
    const readonly = await t.signIn('readonly1');
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: readonly, body: { userNm: 'provadmin1' } })).ok().token;
    const page = (await activity(mirror)).ok() as ActivityPage;
    expect(page.network).toBe(false);
    expect(page.rows.map((r) => r.person)).not.toContain('tmorgan01');
    const [row] = await t.rows<{ actor: string; as_user: string }>(`SELECT actor_user_nm AS actor, as_user_nm AS as_user FROM audit_log WHERE action = 'ACTIVITY_READ' ORDER BY audit_id DESC LIMIT 1`);
    expect(row).toEqual({ actor: 'readonly1', as_user: 'provadmin1' });
    // Its own row shows as provadmin1's, as readonly1.
    const again = await rowsOf(mirror, { kind: 'view', person: 'provadmin1' });
    expect(again.find((r) => r.action === 'ACTIVITY_READ' && r.asAdmin === 'readonly1')).toBeDefined();
  });

  it('refuses bad filters with their messages and a 400, never a 500', async () => {
    const cases: [ActivityQuery, string][] = [
      [{ kind: 'everything' as never }, activityMessages.invalidKind],
      [{ after: '12;DROP' }, activityMessages.invalidCursor],
      [{ from: '2026-01-10', to: '2026-01-01' }, activityMessages.toBeforeFrom],
      [{ from: '2024-01-01', to: '2026-01-01' }, activityMessages.rangeTooLong],
      [{ payment: '12a' }, activityMessages.invalidPayment],
      [{ patient: 'x' }, activityMessages.invalidPatient],
      [{ tin: '12345' }, 'TIN'],
    ];
    for (const [query, message] of cases) {
      const res = await activity(admin, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.body).toContain(message.slice(0, 20));
    }
  });
});

describe('a person’s own sign-ins (issue 47 §1)', () => {
  it('lists their sign-ins and refused attempts with the address and browser, not an administrator’s mirror of them', async () => {
    await api(t.app).call(authCalls.authenticate, { body: { username: 'provuser1', password: 'not-the-Password#1' }, headers: { 'user-agent': 'Mozilla/5.0 (someone else)' } });
    const token = await t.signIn('provuser1');
    const mine = (await api(t.app).call(activityCalls.ownSignIns, { token })).ok();
    expect(mine.days).toBe(30);
    expect(mine.signIns[0]).toMatchObject({ result: 'signedIn', words: 'Signed in' });
    const failed = mine.signIns.find((s) => s.result === 'failed');
    expect(failed).toMatchObject({ words: 'Failed to sign in', browser: 'Mozilla/5.0 (someone else)', ip: '127.0.0.1' });
    expect(mine.signIns.length).toBeLessThanOrEqual(20);
    const sysadmin = await t.signIn('sysadmin1');
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: sysadmin, body: { userNm: 'provuser1' } })).ok().token;
    const seen = (await api(t.app).call(activityCalls.ownSignIns, { token: mirror })).ok();
    expect(seen.signIns).toEqual((await api(t.app).call(activityCalls.ownSignIns, { token })).ok().signIns);
  });

  it('"This wasn\'t me" signs out every other session and forgets the remembered browsers; this session goes on', async () => {
    const other = await t.signIn('kpatel01');
    const mine = await t.signIn('kpatel01');
    const res = await api(t.app).call(activityCalls.notMe, { token: mine });
    expect(res.statusCode).toBe(200);
    expect(res.json().endedSessions).toBeGreaterThanOrEqual(1);
    expect((await api(t.app).call(activityCalls.ownSignIns, { token: other })).statusCode).toBe(401);
    expect((await api(t.app).call(activityCalls.ownSignIns, { token: mine })).statusCode).toBe(200);
    const [row] = await t.rows<{ actor: string; detail: { endedSessions: number } }>(`SELECT actor_user_nm AS actor, detail FROM audit_log WHERE action = 'SIGN_IN_DISOWNED' ORDER BY audit_id DESC LIMIT 1`);
    expect(row).toMatchObject({ actor: 'kpatel01', detail: { endedSessions: res.json().endedSessions } });
    const [{ n }] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM user_session s JOIN user_info u ON u.user_info_id = s.user_info_id WHERE u.user_nm = 'kpatel01' AND s.ended_at IS NULL`);
    expect(n).toBe(1);
  });

  it('is refused while mirroring, and changes nothing', async () => {
    const user = await t.signIn('provuser1');
    const sysadmin = await t.signIn('sysadmin1');
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: sysadmin, body: { userNm: 'provuser1' } })).ok().token;
    const res = await api(t.app).call(activityCalls.notMe, { token: mirror });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'MIRROR_READ_ONLY' });
    expect((await api(t.app).call(activityCalls.ownSignIns, { token: user })).statusCode).toBe(200);
  });
});

describe('who outside the group read its TINs (decision 091)', () => {
  it("counts another holder's reads by group and the network's administrators' as one, never by person; the group's own are not counted", async () => {
    const [{ ftin, other }] = await t.rows<{ ftin: string; other: number }>(
      `SELECT '751234501' AS ftin, (SELECT grp_info_id FROM user_info WHERE user_nm = 'tmorgan01') AS other`,
    );
    // Group 1004 holds the TIN too (an approved request), and tmorgan01 may see it.
    await t.rows(`INSERT INTO grp_ftin (grp_info_id, ftin) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [other, ftin]);
    await t.rows(`INSERT INTO user_ftin (user_info_id, ftin) SELECT user_info_id, $1 FROM user_info WHERE user_nm = 'tmorgan01' ON CONFLICT DO NOTHING`, [ftin]);
    const [bill] = await t.rows<{ bcn: string }>(`SELECT bill_control_number AS bcn FROM bill WHERE ftin = $1 AND has_image AND NOT mitch_bill ORDER BY bill_id LIMIT 1`, [ftin]);
    const before = (await api(t.app).call(activityCalls.tinReaders, { token: admin })).ok();
    const was = before.tins.find((x) => x.ftin === ftin)!;
    const reader = await t.signIn('tmorgan01');
    for (let i = 0; i < 2; i++) expect((await api(t.app).call(billSearchCalls.billImage, { params: { id: `B${bill!.bcn}` }, token: reader })).statusCode).toBe(200);
    const sysadmin = await t.signIn('sysadmin1');
    expect((await api(t.app).call(billSearchCalls.billImage, { params: { id: `B${bill!.bcn}` }, token: sysadmin })).statusCode).toBe(200);
    expect((await api(t.app).call(billSearchCalls.billImage, { params: { id: `B${bill!.bcn}` }, token: provuser })).statusCode).toBe(200);

    const res = await api(t.app).call(activityCalls.tinReaders, { token: admin });
    const now = res.ok().tins.find((x) => x.ftin === ftin)!;
    const readsOf = (g: { groups: { groupId: number; reads: number }[] }) => g.groups.find((x) => x.groupId === other)?.reads ?? 0;
    expect(readsOf(now) - readsOf(was)).toBe(2);
    expect(now.network - was.network).toBe(1);
    expect(now.groups.map((g) => g.groupId)).not.toContain(group1001);
    expect(res.body).not.toContain('tmorgan01');
    expect(res.body).not.toContain('sysadmin1');
    // Only the group's own TINs.
    const held = (await t.rows<{ ftin: string }>(`SELECT ftin FROM grp_ftin WHERE grp_info_id = $1 ORDER BY ftin`, [group1001])).map((r) => r.ftin);
    expect(res.ok().tins.map((x) => x.ftin)).toEqual(held);
  });

  it('is refused to anyone but a Provider Admin, with its message', async () => {
    for (const token of [provuser, await t.signIn('sysadmin1')]) {
      const res = await api(t.app).call(activityCalls.tinReaders, { token });
      expect(res.statusCode).toBe(403);
    }
    expect((await api(t.app).call(activityCalls.tinReaders, { token: await t.signIn('sysadmin1') })).json()).toMatchObject({ message: activityMessages.tinReadersGroupOnly });
  });
});

describe('the check of the record, for the network’s administrators (decision 090)', () => {
  it('seals, then says the chain is whole; a changed row is named; one check at a time; nobody else may run it', async () => {
    const sysadmin = await t.signIn('sysadmin1');
    const check = () => api(t.app).call(activityCalls.verifyRecord, { token: sysadmin });
    const whole = (await check()).ok();
    expect(whole).toMatchObject({ whole: true, findings: [], unsealedRows: expect.any(Number) });
    expect(whole.sealedRows).toBeGreaterThan(0);

    const [{ id }] = await t.rows<{ id: string }>(`SELECT max(audit_id)::text AS id FROM audit_log WHERE audit_id IN (SELECT unnest(row_ids) FROM audit_seal)`);
    await t.rows(`ALTER TABLE audit_log DISABLE TRIGGER USER`);
    await t.rows(`UPDATE audit_log SET ip = '198.51.100.1' WHERE audit_id = ${id}`);
    await t.rows(`ALTER TABLE audit_log ENABLE TRIGGER USER`);
    const broken = (await check()).ok();
    expect(broken.whole).toBe(false);
    expect(broken.findings).toEqual([{ kind: 'changed', count: 1, first: expect.stringMatching(new RegExp(`^Row ${id} of block \\d+ was changed after it was sealed\\.$`)) }]);

    const both = await Promise.all([check(), check()]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'CHECK_RUNNING', message: activityMessages.checkRunning });
    expect((await api(t.app).call(activityCalls.verifyRecord, { token: admin })).statusCode).toBe(403);
  });
});
