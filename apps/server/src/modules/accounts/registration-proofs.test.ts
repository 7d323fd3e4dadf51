import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationCalls, registrationCodeMessages } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { sha256 } from '../../lib/secrets';

const TIN_BLOCKED_CODE = 'TIN_PROOF_ATTEMPTS';

// Security findings 1 and 10 (docs/decisions/024): TIN proofs and codes are counted before they are
// evaluated, the server decides whether a TIN is already registered, and a link works once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_RATE_LIMIT: 3, PUBLIC_RATE_LIMIT: 1000 });
});
afterAll(() => t.close());

const PASSWORD = 'Harbor#Light9';
let unique = 0;
const newEmail = () => `prover${++unique}.${Date.now()}@newclinic.example`;

async function invite(email = newEmail()) {
  const res = await api(t.app).call(registrationCalls.registrationStart, { body: { emailAddress: email } });
  expect(res.statusCode).toBe(200);
  const code = await t.lastMail(email, 'registration-code');
  const link = await t.lastMail(email, 'registration-link');
  return { email, code: code!.value!, token: link!.link!.get('token')! };
}

const form = (inv: { token: string; code: string }, overrides: Record<string, unknown> = {}) => ({
  activationToken: inv.token,
  authenticationCode: inv.code,
  ftin: '470011201',
  billCntrlNum: '81000000001',
  userName: `prover${++unique}`,
  firstName: 'Alma',
  lastName: 'Quintero',
  middleName: 'R',
  phoneNumber: '(512) 555-0190',
  password: PASSWORD,
  ...overrides,
});

const complete = (payload: Record<string, unknown>) => api(t.app).call(registrationCalls.registrationComplete, { body: payload });
const codesOf = (responses: { json(): { code?: string } }[]) => responses.map((r) => r.json().code ?? 'OK').sort();
const tokenRow = async (token: string) =>
  (await t.rows<{ failed_attempts: number; proof_failures: number; used: boolean; verified_proof_hash: string | null }>(
    'SELECT failed_attempts, proof_failures, used_at IS NOT NULL AS used, verified_proof_hash FROM registration_token WHERE token_hash = $1',
    [sha256(token)],
  ))[0]!;
const billsOf = async (ftin: string) => (await t.rows<{ bcn: string }>('SELECT bill_control_number AS bcn FROM bill WHERE ftin = $1 ORDER BY bill_id LIMIT 2', [ftin])).map((b) => b.bcn);
const usersWithEmail = async (email: string) => (await t.rows<{ n: number }>('SELECT count(*)::int AS n FROM user_info WHERE email_addr = $1', [email]))[0]!.n;

describe('a TIN already registered: the server decides, not the flag', () => {
  it('refuses failWhenFtinAlreadyRegistered=false without a verified proof with FTIN_ALREADY_REGISTERED', async () => {
    const inv = await invite();
    const [bcn] = await billsOf('751234501');
    const res = await complete(form(inv, { ftin: '751234501', billCntrlNum: bcn, failWhenFtinAlreadyRegistered: false }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('FTIN_ALREADY_REGISTERED');
    expect(await usersWithEmail(inv.email)).toBe(0);
    expect((await tokenRow(inv.token)).verified_proof_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("accepts the popup's resubmission of the same proof as a claim the holders must approve, and tells their Provider Admins", async () => {
    const inv = await invite();
    const [bcn] = await billsOf('862001101');
    const payload = form(inv, { ftin: '862001101', billCntrlNum: bcn, userName: 'summitnew1' });
    expect((await complete(payload)).json().code).toBe('FTIN_ALREADY_REGISTERED');
    const confirmed = await complete({ ...payload, failWhenFtinAlreadyRegistered: false });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ userNm: 'summitnew1', pendingFtin: '862001101' });
    const [group] = await t.rows<{ id: number }>(`SELECT grp_info_id AS id FROM user_info WHERE user_nm = 'summitnew1'`);
    // The new group holds the TIN only as a pending claim (decision 047).
    expect(await t.rows('SELECT ftin FROM grp_ftin WHERE grp_info_id = $1', [group!.id])).toEqual([]);
    expect(await t.rows('SELECT ftin, status FROM tin_claim WHERE grp_info_id = $1', [group!.id])).toEqual([{ ftin: '862001101', status: 'PENDING' }]);
    const mail = await t.lastMail('billing01@clinic.example', 'tin-claimed');
    expect(mail!.subject).toBe('Another group asks for access to one of your TINs');
    expect(mail!.text).toContain('Hello Brenda,');
    expect(mail!.text).toContain(`provider group ${group!.id} proved TIN 862001101, which your group holds`);
    expect(mail!.html).toContain('Requests for your TINs');
    // Only the Provider Admins of the holding group: not its users, nor the registrant.
    expect(await t.lastMail('summitbill2@clinic.example', 'tin-claimed')).toBeUndefined();
    expect(await t.lastMail(inv.email, 'tin-claimed')).toBeUndefined();
  });

  it('does not accept a different proof on resubmission: it is asked about (and recorded) again', async () => {
    const inv = await invite();
    const [first, second] = await billsOf('751234502');
    const payload = form(inv, { ftin: '751234502', billCntrlNum: first });
    expect((await complete(payload)).json().code).toBe('FTIN_ALREADY_REGISTERED');
    for (const bcn of [second, first]) {
      const res = await complete({ ...payload, billCntrlNum: bcn, failWhenFtinAlreadyRegistered: false });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('FTIN_ALREADY_REGISTERED');
    }
    expect(await usersWithEmail(inv.email)).toBe(0);
    // The last answer was about the first bill, so confirming that one goes on.
    expect((await complete({ ...payload, failWhenFtinAlreadyRegistered: false })).statusCode).toBe(200);
  });
});

describe('wrong TIN proofs are counted before they are evaluated', () => {
  it('five wrong proofs spend the link, even sent in parallel; the right proof is then refused', async () => {
    const inv = await invite();
    const wrong = await Promise.all(Array.from({ length: 7 }, () => complete(form(inv, { ftin: '555000111' }))));
    expect(codesOf(wrong)).toEqual([...Array(5).fill('INVALID_FTIN_BCN'), ...Array(2).fill('INVALID_REGISTRATION_ACTIVATION_TOKEN')].sort());
    expect(await tokenRow(inv.token)).toMatchObject({ proof_failures: 5, used: true });
    const right = await complete(form(inv));
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'INVALID_REGISTRATION_ACTIVATION_TOKEN', message: registrationCodeMessages.INVALID_REGISTRATION_ACTIVATION_TOKEN });
    expect(await usersWithEmail(inv.email)).toBe(0);
  });

  it('a right proof gives its reservation back', async () => {
    const inv = await invite();
    expect((await complete(form(inv, { ftin: '555000222' }))).json().code).toBe('INVALID_FTIN_BCN');
    const [bcn] = await billsOf('751234503');
    expect((await complete(form(inv, { ftin: '751234503', billCntrlNum: bcn }))).json().code).toBe('FTIN_ALREADY_REGISTERED');
    expect(await tokenRow(inv.token)).toMatchObject({ proof_failures: 1, failed_attempts: 0, used: false });
  });

  it('ten wrong proofs of one TIN across links block it for a day for outsiders: even their right proof is refused, and audited', async () => {
    const ftin = '862001102';
    const links = [];
    for (let i = 0; i < 12; i++) links.push(await invite());
    const wrong = await Promise.all(links.map((inv) => complete(form(inv, { ftin, billCntrlNum: '99999999999' }))));
    expect(codesOf(wrong)).toEqual([...Array(10).fill('VALID_FTIN_INVALID_BCN'), ...Array(2).fill(TIN_BLOCKED_CODE)].sort());
    const inv = await invite();
    const [bcn] = await billsOf(ftin);
    const right = await complete(form(inv, { ftin, billCntrlNum: bcn, failWhenFtinAlreadyRegistered: false }));
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: TIN_BLOCKED_CODE, message: registrationCodeMessages.TIN_PROOF_ATTEMPTS });
    expect(right.json().message).toContain('Too many attempts');
    expect((await tokenRow(inv.token)).verified_proof_hash).toBeNull();
    const [counter] = await t.rows<{ hours: number }>(
      `SELECT round(extract(epoch FROM blocked_until - now()) / 3600)::int AS hours FROM attempt_counter WHERE counter_key = $1`,
      [`tin:${ftin}`],
    );
    expect(counter!.hours).toBe(24);
    const audits = await t.rows<{ target: string; detail: unknown; actor_user_nm: string | null }>(
      `SELECT target, detail, actor_user_nm FROM audit_log WHERE action = 'REGISTRATION_TIN_BLOCKED' ORDER BY audit_id`,
    );
    expect(audits).toHaveLength(3);
    expect(audits[2]).toEqual({ target: ftin, detail: { code: TIN_BLOCKED_CODE }, actor_user_nm: null });
    // Nothing was evaluated on the blocked TIN, so the link keeps that try and still proves another TIN.
    expect(await tokenRow(inv.token)).toMatchObject({ proof_failures: 0, used: false });
    const [other] = await billsOf('751234504');
    expect((await complete(form(inv, { ftin: '751234504', billCntrlNum: other }))).json().code).toBe('FTIN_ALREADY_REGISTERED');
  });
});

describe('single-use links under parallel requests', () => {
  it('parallel completions of one invitation create exactly one account', async () => {
    const code = await t.lastMail('mreyes001@clinic.example', 'registration-code');
    const link = await t.lastMail('mreyes001@clinic.example', 'registration-link');
    const inv = { token: link!.link!.get('token')!, code: code!.value! };
    const [bcn] = await billsOf('751234506');
    const names = ['mreyesa', 'mreyesb', 'mreyesc'];
    const answers = await Promise.all(names.map((userName) => complete(form(inv, { ftin: '751234506', billCntrlNum: bcn, userName }))));
    expect(codesOf(answers)).toEqual(['INVALID_REGISTRATION_ACTIVATION_TOKEN', 'INVALID_REGISTRATION_ACTIVATION_TOKEN', 'OK']);
    const winner = answers.find((a) => a.statusCode === 200)!.json().userNm;
    const rows = await t.rows<{ user_nm: string }>(`SELECT user_nm FROM user_info WHERE email_addr = 'mreyes001@clinic.example'`);
    expect(rows).toEqual([{ user_nm: winner }]);
  });

  it('parallel completions of one new-group link create one group and one account', async () => {
    const inv = await invite();
    const groupsBefore = (await t.rows<{ n: number }>('SELECT count(*)::int AS n FROM grp_info'))[0]!.n;
    const answers = await Promise.all([1, 2, 3].map(() => complete(form(inv, { ftin: '470011201', billCntrlNum: '81000000003' }))));
    const codes = codesOf(answers);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    // The losers meet the spent link (or, if the winner committed first, its address or its new group's
    // TIN, whichever is checked first): never INVALID_USERNAME or a 500.
    for (const c of codes.filter((c) => c !== 'OK')) expect(['INVALID_REGISTRATION_ACTIVATION_TOKEN', 'INVALID_EMAIL', 'FTIN_ALREADY_REGISTERED']).toContain(c);
    expect(await usersWithEmail(inv.email)).toBe(1);
    expect((await t.rows<{ n: number }>('SELECT count(*)::int AS n FROM grp_info'))[0]!.n).toBe(groupsBefore + 1);
  });

  it('two links of one address completed in parallel: one account, the other answers INVALID_EMAIL', async () => {
    const email = newEmail();
    const first = await invite(email);
    const second = await invite(email);
    // Both links live at once (e.g. two starts raced); only the database's unique index can decide.
    await t.rows('UPDATE registration_token SET used_at = NULL WHERE email_addr = $1', [email]);
    const [bcnA, bcnB] = await billsOf('751234505');
    const payloads = [form(first, { ftin: '751234505', billCntrlNum: bcnA }), form(second, { ftin: '751234505', billCntrlNum: bcnB })];
    // Each link first sees the popup, so both confirmed resubmissions pass every check and race to the insert.
    for (const p of payloads) expect((await complete(p)).json().code).toBe('FTIN_ALREADY_REGISTERED');
    const answers = await Promise.all(payloads.map((p) => complete({ ...p, failWhenFtinAlreadyRegistered: false })));
    const byStatus = answers.map((a) => [a.statusCode, a.json().code]).sort();
    expect(byStatus).toEqual([
      [200, undefined],
      [409, 'INVALID_EMAIL'],
    ]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(registrationCodeMessages.INVALID_EMAIL);
    expect(await usersWithEmail(email)).toBe(1);
  });

  it('19 parallel wrong authentication codes: at most five are evaluated and the link is spent', async () => {
    const inv = await invite();
    const wrong = inv.code.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    const answers = await Promise.all(Array.from({ length: 19 }, () => complete(form(inv, { authenticationCode: wrong }))));
    expect(codesOf(answers)).toEqual([...Array(5).fill('INVALID_TOKEN'), ...Array(14).fill('INVALID_REGISTRATION_ACTIVATION_TOKEN')].sort());
    expect(await tokenRow(inv.token)).toMatchObject({ failed_attempts: 5, used: true });
    expect((await complete(form(inv))).json().code).toBe('INVALID_REGISTRATION_ACTIVATION_TOKEN');
  });
});
