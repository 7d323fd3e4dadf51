import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, billSearchCalls, changePasswordMessage, mirrorMessages, passwordCalls, registrationCalls, tinCalls, userAdminCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { CALLER_LIMITS } from './limits';

// Issue "accounts closed to outsiders", findings 5, 8, 9 and 11 (docs/decisions/047): every limit is
// taken by one conditional statement before the work, and every change to a group's or a user's
// TINs takes the group's lock. Parallel requests: in CI these run again on PostgreSQL, where
// transactions really run at once.
let t: TestApp;
const ACCOUNT_LIMIT = 5;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000, PUBLIC_RATE_LIMIT: 1000, ACCOUNT_RATE_LIMIT: ACCOUNT_LIMIT });
});
afterAll(() => t.close());

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();
const count = async (sql: string, params: unknown[] = []) => (await t.rows<{ n: number }>(sql, params))[0]!.n;

describe('finding 5: wrong current passwords sent at once', () => {
  it('30 parallel wrong current passwords: five are evaluated, the rest and then the right one answer 429', async () => {
    const token = await t.signIn('provuser1');
    const body = (password: string) => ({ username: 'provuser1', password, newPassword: 'Bright#Harbor42' });
    const answers = await Promise.all(Array.from({ length: 30 }, () => api(t.app).call(passwordCalls.updatePassword, { token, body: body('Wrong#Guess123') })));
    expect(statuses(answers)).toEqual([...Array(5).fill(400), ...Array(25).fill(429)]);
    expect(answers.find((a) => a.statusCode === 400)!.json()).toMatchObject({ code: 'incorrect_password', message: changePasswordMessage('incorrect_password') });
    expect(await count(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'PASSWORD_CHANGE_FAILED' AND target = 'provuser1'`)).toBe(5);
    const right = await api(t.app).call(passwordCalls.updatePassword, { token, body: body('Portal#2026') });
    expect(right.statusCode).toBe(429);
    // Nothing changed: the old password still signs in.
    expect(await t.signIn('provuser1')).toBeTruthy();
  });
});

describe('finding 8: a user’s TINs saved while the TIN leaves the group', () => {
  it('never leaves a user holding a TIN its group no longer has', async () => {
    const admin = await t.signIn('provadmin1');
    const ftin = '751234504';
    for (let round = 0; round < 6; round++) {
      // Back to the start: the group holds the TIN, provuser1 does not.
      await t.rows(`UPDATE grp_ftin SET inactive_dt = NULL WHERE grp_info_id = 1001 AND ftin = $1`, [ftin]);
      await t.rows(`UPDATE user_ftin SET active_flag = false WHERE ftin = $1 AND user_info_id = (SELECT user_info_id FROM user_info WHERE user_nm = 'provuser1')`, [ftin]);
      await Promise.all([
        api(t.app).call(tinCalls.saveManagedUserFtins, { params: { userName: 'provuser1' }, token: admin, body: [{ ftin, hasIt: true }] }),
        api(t.app).call(tinCalls.removeGroupFtin, { params: { groupId: 1001, ftin }, token: admin }),
      ]);
      const stale = await count(
        `SELECT count(*)::int AS n FROM user_ftin f JOIN user_info u USING (user_info_id)
         WHERE u.user_nm = 'provuser1' AND f.ftin = $1 AND f.active_flag
           AND NOT EXISTS (SELECT 1 FROM grp_ftin g WHERE g.grp_info_id = 1001 AND g.ftin = f.ftin AND g.inactive_dt IS NULL)`,
        [ftin],
      );
      expect(stale).toBe(0);
    }
  });

  it('a Provider User’s scope is the assigned TINs its group still holds, whatever the assignments say', async () => {
    await t.rows(`UPDATE grp_ftin SET inactive_dt = now() WHERE grp_info_id = 1001 AND ftin = '751234505'`);
    await t.rows(
      `INSERT INTO user_ftin (user_info_id, ftin, active_flag) SELECT user_info_id, '751234505', true FROM user_info WHERE user_nm = 'provuser1'
       ON CONFLICT (user_info_id, ftin) DO UPDATE SET active_flag = true`,
    );
    const token = await t.signIn('provuser1');
    const own = ((await api(t.app).call(tinCalls.userFtins, {
      params: { userName: 'provuser1' },
      query: { activeFlag: true },
      token,
    })).json() as { ftin: string }[]).map((r) => r.ftin);
    expect(own).not.toContain('751234505');
    const [bill] = await t.rows<{ bcn: string }>(`SELECT bill_control_number AS bcn FROM bill WHERE ftin = '751234505' LIMIT 1`);
    const search = await api(t.app).call(billSearchCalls.searchByAssorted, { token, body: { billControlNumber: bill!.bcn, ftin: '751234505' } });
    expect(search.statusCode).toBe(403);
  });
});

describe('finding 9: per-account limits under parallel requests', () => {
  it('15 parallel registration starts for one address: exactly the limit is accepted and mailed', async () => {
    const email = `burst.${Date.now()}@elsewhere.example`;
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => api(t.app).call(registrationCalls.registrationStart, { body: { emailAddress: email } })),
    );
    expect(statuses(answers)).toEqual([...Array(ACCOUNT_LIMIT).fill(200), ...Array(15 - ACCOUNT_LIMIT).fill(429)]);
    expect(await count(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_addr = $1 AND kind = 'registration-code'`, [email])).toBe(ACCOUNT_LIMIT);
  });

  it('15 parallel password reset starts for one account send at most the limit of mails', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        api(t.app).call(passwordCalls.resetPasswordStart, { body: { userName: 'inact001', emailAddress: 'inact001@clinic.example' } }),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(ACCOUNT_LIMIT).fill(200), ...Array(15 - ACCOUNT_LIMIT).fill(429)]);
    expect(await count(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_addr = 'inact001@clinic.example' AND kind = 'temporary-password'`)).toBe(ACCOUNT_LIMIT);
  });
});

describe('finding 11: per-caller limits on the administrators’ lookups and mails', () => {
  it('checkEmailAddressExists answers 429 past the caller’s allowance, even in parallel', async () => {
    const admin = await t.signIn('kpatel01');
    const max = CALLER_LIMITS.emailLookup.max;
    const answers = await Promise.all(Array.from({ length: max + 10 }, (_, i) => api(t.app).call(userAdminCalls.checkEmailAddressExists, {
      params: { email: `probe${i}@elsewhere.example` },
      token: admin,
    })));
    expect(statuses(answers)).toEqual([...Array(max).fill(200), ...Array(10).fill(429)]);
    // Another administrator has an allowance of its own.
    expect((await api(t.app).call(userAdminCalls.checkEmailAddressExists, {
      params: { email: 'sysadmin1@enlyte.example' },
      token: await t.signIn('provadmin1'),
    })).statusCode).toBe(200);
  });

  it('an administrator’s resets of one account stop at the per-account limit', async () => {
    const admin = await t.signIn('provadmin1');
    const reset = () => api(t.app).call(userAdminCalls.resetPasswordByAdmin, { token: admin, body: { adminUserName: 'provadmin1', userName: 'sgreene01' } });
    const answers = await Promise.all(Array.from({ length: ACCOUNT_LIMIT + 3 }, reset));
    expect(statuses(answers)).toEqual([...Array(ACCOUNT_LIMIT).fill(200), ...Array(3).fill(429)]);
    expect(await count(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_addr = 'sgreene01@clinic.example' AND kind = 'temporary-password'`)).toBe(ACCOUNT_LIMIT);
  });
});

describe('a mirror started six times at once from one session (decision 078)', () => {
  const openMirrors = () =>
    count(`SELECT count(*)::int AS n FROM user_session s JOIN user_info u USING (user_info_id) WHERE u.user_nm = 'sysadmin1' AND s.mirror_user_info_id IS NOT NULL AND s.ended_at IS NULL`);

  it('opens one mirror session: the other starts are refused and Revert leaves none open', async () => {
    const before = await openMirrors();
    const admin = await t.signIn('sysadmin1');
    const answers = await Promise.all(Array.from({ length: 6 }, () => api(t.app).call(authCalls.mirrorStart, { token: admin, body: { userNm: 'provuser1' } })));
    // One start opens the mirror. A start that got past sign-in while the session was still open is
    // refused by the conditional end (409); one that came in after it ended is refused at sign-in (401),
    // which is what a database that runs the requests one after another gives.
    expect(statuses(answers).filter((s) => s === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect([401, 409]).toContain(refused.statusCode);
      if (refused.statusCode === 409) expect(refused.json()).toMatchObject({ code: 'SESSION_ENDED', message: mirrorMessages.sessionEnded });
    }
    expect(await openMirrors()).toBe(before + 1);
    expect(await count(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'MIRROR_START' AND actor_user_nm = 'sysadmin1'`)).toBe(1);

    const mirror = answers.find((a) => a.statusCode === 200)!.json().token as string;
    expect((await api(t.app).call(authCalls.mirrorStop, { token: mirror })).statusCode).toBe(200);
    expect(await openMirrors()).toBe(before);
  });
});
