import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, billSearchCalls, groupTinCodeMessages, groupTinMessages, registrationCalls, registrationCodeMessages, tinCalls, tinClaimDeciders } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';

// Issue "accounts closed to outsiders", findings 1–4 (docs/decisions/047): a TIN another group holds
// joins a second group only once a holder (or an internal system administrator) approves; strangers'
// wrong proofs never refuse a holder's or an administrator's right one; an invitee proves only a TIN
// its administrator assigned.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000, PUBLIC_RATE_LIMIT: 1000 });
});
afterAll(() => t.close());

const addTin = (token: string, group: number, ftin: string, proof: { cpdId?: string; billCntrlNum?: string }) =>
  api(t.app).call(tinCalls.addGroupFtin, { params: { groupId: group, ftin }, token, body: { grpId: group, ftin, ...proof } });
const providerOf = async (ftin: string) =>
  (await t.rows<{ id: number }>(`SELECT prv_id AS id FROM provider WHERE prv_tax_id = $1 ORDER BY prv_id LIMIT 1`, [ftin]))[0]!.id;
const billOf = async (ftin: string) =>
  (await t.rows<{ bcn: string }>(`SELECT bill_control_number AS bcn FROM bill WHERE ftin = $1 ORDER BY bill_id LIMIT 1`, [ftin]))[0]!.bcn;
const tinsOf = async (group: number) =>
  (await t.rows<{ ftin: string }>(`SELECT ftin FROM grp_ftin WHERE grp_info_id = $1 AND inactive_dt IS NULL ORDER BY ftin`, [group])).map((r) => r.ftin);
const ownTins = async (token: string, userNm: string) =>
  ((await api(t.app).call(tinCalls.userFtins, { params: { userName: userNm }, query: { activeFlag: true }, token })).json() as { ftin: string }[]).map((r) => r.ftin);
const bell = async (userNm: string) =>
  (
    await t.rows<{ name: string }>(
      `SELECT n.name FROM wcp_notification n JOIN wcp_notification_user nu USING (wcp_notification_id) JOIN user_info u USING (user_info_id)
       WHERE u.user_nm = $1 AND n.status = 'SENT' ORDER BY n.wcp_notification_id`,
      [userNm],
    )
  ).map((r) => r.name);
const searchTin = async (token: string, ftin: string) =>
  api(t.app).call(billSearchCalls.searchByAssorted, { token, body: { billControlNumber: await billOf(ftin), ftin } });

describe('a TIN another group holds: a claim the holders decide', () => {
  let claimId: number;

  it('billing01 proving group 1001’s TIN with a guessed provider id gets a pending claim and sees none of its bills', async () => {
    const billing = await t.signIn('billing01');
    const res = await addTin(billing, 1002, '751234501', { cpdId: String(await providerOf('751234501')) });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(groupTinMessages.claimPending('751234501'));
    expect(res.json().claim).toMatchObject({ ftin: '751234501', grpInfoId: 1002, status: 'PENDING', requestedBy: 'billing01', decidedBy: null });
    claimId = res.json().claim.id;
    expect(await tinsOf(1002)).not.toContain('751234501');
    expect(await ownTins(billing, 'billing01')).not.toContain('751234501');
    const search = await searchTin(billing, '751234501');
    expect(search.statusCode).toBe(403);
    expect(search.json().code).toBe('TIN_NOT_IN_SCOPE');
    // The same request again, by the query form too: still one claim.
    const again = await api(t.app).call(tinCalls.validateAndSaveFtin, {
      params: { groupId: 1002, ftin: '751234501' },
      query: { cpdId: await providerOf('751234501') },
      token: billing,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TIN_CLAIM_PENDING', message: groupTinCodeMessages.TIN_CLAIM_PENDING });
    expect(await t.rows(`SELECT status FROM tin_claim WHERE grp_info_id = 1002 AND ftin = '751234501'`)).toEqual([{ status: 'PENDING' }]);
  });

  it('tells every Provider Admin of the holding group by e-mail and in the bell, audited as a cross-group event', async () => {
    for (const [email, first] of [
      ['provadmin1@clinic.example', 'Paula'],
      ['kpatel01@clinic.example', undefined],
    ] as const) {
      const mail = await t.lastMail(email, 'tin-claimed');
      expect(mail!.subject).toBe('Another group asks for access to one of your TINs');
      expect(mail!.text).toContain('provider group 1002 proved TIN 751234501, which your group holds');
      if (first) expect(mail!.text).toContain(`Hello ${first},`);
    }
    expect(await t.lastMail('provuser1@clinic.example', 'tin-claimed')).toBeUndefined();
    expect(await t.lastMail('billing01@clinic.example', 'tin-claimed')).toBeUndefined();
    expect(await bell('provadmin1')).toContain('TIN 751234501: group 1002 asks for access (Manage TINs)');
    expect(await bell('provuser1')).not.toContain('TIN 751234501: group 1002 asks for access (Manage TINs)');
    const [audit] = await t.rows<{ actor_user_nm: string; target: string; detail: Record<string, unknown> }>(
      `SELECT actor_user_nm, target, detail FROM audit_log WHERE action = 'TIN_CLAIM_REQUEST' ORDER BY audit_id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ actor_user_nm: 'billing01', target: '1002', detail: { ftin: '751234501', claimId, holders: [1001], crossGroup: true } });
  });

  it('lists the claim for the holders (incoming) and for the claimant (outgoing), and to no one else', async () => {
    const admin = await t.signIn('provadmin1');
    const holders = await api(t.app).call(tinCalls.groupTinClaims, { params: { groupId: 1001 }, token: admin });
    expect(holders.json().incoming.map((c: { id: number }) => c.id)).toEqual([claimId]);
    const billing = await t.signIn('billing01');
    const claimant = await api(t.app).call(tinCalls.groupTinClaims, { params: { groupId: 1002 }, token: billing });
    expect(claimant.json()).toMatchObject({ incoming: [], outgoing: [{ id: claimId, status: 'PENDING' }] });
    expect((await api(t.app).call(tinCalls.groupTinClaims, { params: { groupId: 1001 }, token: billing })).statusCode).toBe(403);
    expect((await api(t.app).call(tinCalls.groupTinClaims, { params: { groupId: 1001 }, token: await t.signIn('provuser1') })).statusCode).toBe(403);
    expect((await api(t.app).call(tinCalls.groupTinClaims, { params: { groupId: 1001 }, token: null })).statusCode).toBe(401);
    const all = await api(t.app).call(tinCalls.allTinClaims, { token: await t.signIn('readonly1') });
    expect(all.json().incoming.map((c: { id: number }) => c.id)).toContain(claimId);
  });

  it('refuses the decision to the claimant, another group, a Provider User, the read-only administrator, a mirror and no token', async () => {
    const approve = (token: string | null) => api(t.app).call(tinCalls.approveTinClaim, { params: { claimId }, token });
    expect((await approve(await t.signIn('billing01'))).statusCode).toBe(404);
    expect((await approve(await t.signIn('riverbend1'))).statusCode).toBe(404);
    expect((await approve(await t.signIn('provuser1'))).statusCode).toBe(403);
    expect((await approve(await t.signIn('readonly1'))).statusCode).toBe(404);
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: await t.signIn('sysadmin1'), body: { userNm: 'provadmin1' } })).json().token as string;
    const mirrored = await approve(mirror);
    expect(mirrored.statusCode).toBe(403);
    expect(mirrored.json().code).toBe('MIRROR_READ_ONLY');
    expect((await approve(null)).statusCode).toBe(401);
    expect((await api(t.app).call(tinCalls.approveTinClaim, { params: { claimId: '2147483647' }, token: await t.signIn('provadmin1') })).statusCode).toBe(404);
    expect(await tinsOf(1002)).not.toContain('751234501');
    expect(await t.rows(`SELECT status FROM tin_claim WHERE tin_claim_id = $1`, [claimId])).toEqual([{ status: 'PENDING' }]);
  });

  it('a holder approves: the TIN joins the claimant group, whose admins are told, once', async () => {
    const admin = await t.signIn('provadmin1');
    const res = await api(t.app).call(tinCalls.approveTinClaim, { params: { claimId }, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: claimId, status: 'APPROVED', decidedBy: 'provadmin1' });
    expect(await tinsOf(1002)).toContain('751234501');
    const billing = await t.signIn('billing01');
    expect(await ownTins(billing, 'billing01')).toContain('751234501');
    expect((await searchTin(billing, '751234501')).statusCode).toBe(200);
    const mail = await t.lastMail('billing01@clinic.example', 'tin-claim-approved');
    expect(mail!.subject).toBe('Your request for TIN 751234501 was approved');
    expect(await bell('billing01')).toContain('Your request for TIN 751234501 was approved');
    const again = await api(t.app).call(tinCalls.denyTinClaim, { params: { claimId }, token: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TIN_CLAIM_DECIDED', message: groupTinCodeMessages.TIN_CLAIM_DECIDED });
    const audit = await t.rows(`SELECT actor_user_nm, target FROM audit_log WHERE action = 'TIN_CLAIM_APPROVE'`);
    expect(audit).toEqual([{ actor_user_nm: 'provadmin1', target: '1002' }]);
  });

  it('the claimant reads who decided as the holding group, never the name of a person of that group', async () => {
    const claimant = await api(t.app).call(tinCalls.groupTinClaims, { params: { groupId: 1002 }, token: await t.signIn('billing01') });
    const decided = claimant.json().outgoing.find((c: { id: number }) => c.id === claimId);
    expect(decided).toMatchObject({ status: 'APPROVED', decidedBy: tinClaimDeciders.holdingGroup(1001) });
    expect(claimant.body).not.toContain('provadmin1');
  });

  it('a holder denies: nothing is added, and the claimant is told', async () => {
    const billing = await t.signIn('billing01');
    const claim = await addTin(billing, 1002, '751234502', { billCntrlNum: await billOf('751234502') });
    expect(claim.statusCode).toBe(202);
    const res = await api(t.app).call(tinCalls.denyTinClaim, { params: { claimId: claim.json().claim.id }, token: await t.signIn('kpatel01') });
    expect(res.json()).toMatchObject({ status: 'DENIED', decidedBy: 'kpatel01' });
    expect(await tinsOf(1002)).not.toContain('751234502');
    expect((await t.lastMail('billing01@clinic.example', 'tin-claim-denied'))!.subject).toBe('Your request for TIN 751234502 was denied');
    expect((await api(t.app).call(tinCalls.groupTinClaims, {
      params: { groupId: 1002 },
      token: billing,
    })).json().outgoing[0]).toMatchObject({ ftin: '751234502', status: 'DENIED' });
  });

  it('an internal system administrator adds a held TIN at once and the holders are told; and may approve a claim', async () => {
    const sysadmin = await t.signIn('sysadmin1');
    const res = await addTin(sysadmin, 1003, '751234503', { cpdId: String(await providerOf('751234503')) });
    expect(res.statusCode).toBe(200);
    expect(await tinsOf(1003)).toContain('751234503');
    const mail = await t.lastMail('provadmin1@clinic.example', 'tin-added-by-admin');
    expect(mail!.text).toContain('added TIN 751234503, which your group holds, to provider group 1003');
    const claim = await addTin(await t.signIn('riverbend1'), 1003, '751234504', { billCntrlNum: await billOf('751234504') });
    expect(claim.statusCode).toBe(202);
    const approved = await api(t.app).call(tinCalls.approveTinClaim, { params: { claimId: claim.json().claim.id }, token: sysadmin });
    expect(approved.json()).toMatchObject({ status: 'APPROVED', decidedBy: 'sysadmin1' });
    expect(await tinsOf(1003)).toContain('751234504');
    const claimant = await api(t.app).call(tinCalls.groupTinClaims, { params: { groupId: 1003 }, token: await t.signIn('riverbend1') });
    expect(claimant.json().outgoing[0]).toMatchObject({ ftin: '751234504', decidedBy: tinClaimDeciders.internal });
    expect(claimant.body).not.toContain('sysadmin1');
  });
});

describe('wrong proofs never refuse a holder’s or an administrator’s right proof (finding 3), an invitee proves its own TIN (finding 4)', () => {
  const complete = (payload: Record<string, unknown>) => api(t.app).call(registrationCalls.registrationComplete, { body: payload });
  let n = 0;
  const person = () => ({ userName: `claimer${++n}x`, firstName: 'Ola', lastName: 'Nunez', middleName: null, phoneNumber: '(512) 555-0111', password: 'Harbor#Light9' });
  async function newLink() {
    const email = `claimer${++n}.${Date.now()}@elsewhere.example`;
    expect((await api(t.app).call(registrationCalls.registrationStart, { body: { emailAddress: email } })).statusCode).toBe(200);
    return { activationToken: (await t.lastMail(email, 'registration-link'))!.link!.get('token')!, authenticationCode: (await t.lastMail(email, 'registration-code'))!.value! };
  }
  const invitation = async () => ({
    activationToken: (await t.lastMail('mreyes001@clinic.example', 'registration-link'))!.link!.get('token')!,
    authenticationCode: (await t.lastMail('mreyes001@clinic.example', 'registration-code'))!.value!,
  });

  it('an invitee cannot prove a TIN of the group its administrator did not assign', async () => {
    const res = await complete({ ...(await invitation()), ...person(), ftin: '751234501', billCntrlNum: await billOf('751234501') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_FTIN_BCN', message: registrationCodeMessages.INVALID_FTIN_BCN });
  });

  it('ten wrong proofs from two anonymous links block the TIN for strangers, with a message that says so', async () => {
    for (const link of [await newLink(), await newLink()]) {
      for (let i = 0; i < 5; i++) {
        const res = await complete({ ...link, ...person(), ftin: '751234506', billCntrlNum: '99999999999' });
        expect(res.json().code).toBe('VALID_FTIN_INVALID_BCN');
      }
    }
    const stranger = await complete({ ...(await newLink()), ...person(), ftin: '751234506', billCntrlNum: await billOf('751234506') });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({ code: 'TIN_PROOF_ATTEMPTS', message: registrationCodeMessages.TIN_PROOF_ATTEMPTS });
    expect(stranger.json().message).toContain('Too many attempts');
  });

  it("the holders' invitee still registers with the TIN assigned to it, and gets no other", async () => {
    const res = await complete({ ...(await invitation()), ...person(), userName: 'mreyes7', ftin: '751234506', billCntrlNum: await billOf('751234506') });
    expect(res.statusCode).toBe(200);
    const tins = await t.rows(`SELECT f.ftin FROM user_ftin f JOIN user_info u USING (user_info_id) WHERE u.user_nm = 'mreyes7' AND f.active_flag`);
    expect(tins).toEqual([{ ftin: '751234506' }]);
  });

  it("an internal system administrator's right proof of the blocked TIN still holds", async () => {
    const sysadmin = await t.signIn('sysadmin1');
    const res = await api(t.app).call(tinCalls.validateFtin, { params: { ftin: '751234506' }, query: { bcn: await billOf('751234506'), groupId: 1003 }, token: sysadmin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: groupTinMessages.proven('751234506') });
  });

  it('an administrator’s own wrong proofs stop that administrator alone', async () => {
    const billing = await t.signIn('billing01');
    for (let i = 0; i < 10; i++) expect((await addTin(billing, 1002, '593310201', { billCntrlNum: '1' })).statusCode).toBe(400);
    const blocked = await addTin(billing, 1002, '593310202', { billCntrlNum: await billOf('593310202') });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TIN_PROOF_ATTEMPTS', message: groupTinCodeMessages.TIN_PROOF_ATTEMPTS });
    // The TIN itself counted ten wrong proofs too, yet its holder's administrator and the ISAD are not stopped by them.
    const sysadmin = await t.signIn('sysadmin1');
    expect((await api(t.app).call(tinCalls.validateFtin, {
      params: { ftin: '593310201' },
      query: { bcn: await billOf('593310201'), groupId: 1001 },
      token: sysadmin,
    })).statusCode).toBe(200);
  });
});

describe('requests are bounded: the holders are not flooded', () => {
  it('a denied group is not heard again for the TIN, and a group makes at most ten requests a day', async () => {
    const riverbend = await t.signIn('riverbend1');
    const ask = async (ftin: string) => addTin(riverbend, 1003, ftin, { billCntrlNum: await billOf(ftin) });
    const denied = await ask('751234505');
    expect(denied.statusCode).toBe(202);
    expect((await api(t.app).call(tinCalls.denyTinClaim, { params: { claimId: denied.json().claim.id }, token: await t.signIn('provadmin1') })).statusCode).toBe(200);
    const again = await ask('751234505');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TIN_CLAIM_DENIED', message: groupTinCodeMessages.TIN_CLAIM_DENIED });
    // Group 1003 asked twice today (751234504 above, 751234505 now): eight more pass, the ninth is refused.
    await t.rows(`INSERT INTO grp_ftin (grp_info_id, ftin) VALUES (1001, '470011201'), (1001, '470011202') ON CONFLICT DO NOTHING`);
    // The day of the strangers' wrong proofs of 751234506 (above) is over.
    await t.rows(`DELETE FROM attempt_counter WHERE counter_key = 'tin:751234506'`);
    const held = ['751234501', '751234502', '751234506', '862001101', '862001102', '862001103', '862001104', '470011201', '470011202'];
    const answers = [];
    for (const ftin of held) answers.push(await ask(ftin));
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(8).fill(202), 429]);
    expect(answers[8]!.json()).toMatchObject({ code: 'TIN_CLAIM_LIMIT', message: groupTinCodeMessages.TIN_CLAIM_LIMIT });
    expect(await t.rows(`SELECT count(*)::int AS n FROM tin_claim WHERE grp_info_id = 1003`)).toEqual([{ n: 10 }]);
  });
});

describe('two groups proving one TIN no one holds, at once (decision 076)', () => {
  it('one gets it; the other waits for its approval as a claim, and the holder is told', async () => {
    // In CI this runs again on PostgreSQL, where the two transactions really run at once.
    await t.rows(`UPDATE grp_ftin SET inactive_dt = now() WHERE ftin = '470011202' AND inactive_dt IS NULL`);
    // Two groups this file has not used up the day's requests of.
    const [northgate, bayview] = await Promise.all([t.signIn('northgate1'), t.signIn('bayview01')]);
    const cpdId = String(await providerOf('470011202'));
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => [addTin(northgate, 1004, '470011202', { cpdId }), addTin(bayview, 1005, '470011202', { cpdId })]).flat(),
    );
    // One add, one claim; the rest are told the TIN is theirs already or their request waits (409).
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 202)).toHaveLength(1);
    expect(codes.every((c) => [200, 202, 409].includes(c))).toBe(true);
    const holders = await t.rows<{ g: number }>(`SELECT grp_info_id AS g FROM grp_ftin WHERE ftin = '470011202' AND inactive_dt IS NULL`);
    expect(holders).toHaveLength(1);
    const claims = await t.rows<{ g: number; status: string }>(`SELECT grp_info_id AS g, status FROM tin_claim WHERE ftin = '470011202'`);
    expect(claims).toEqual([{ g: holders[0]!.g === 1004 ? 1005 : 1004, status: 'PENDING' }]);
  });
});
