import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authCalls, notificationCalls, tinCalls, userCalls, signInSecurityCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { demoSecretBytes } from '../../seed/second-factors';
import { codeAt } from '../auth/totp';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const startMirror = (token: string, userNm: string) =>
  api(t.app).call(authCalls.mirrorStart, { token, body: { userNm } });

describe('mirror', () => {
  it('lets an ISAD administrator act as an active PRUS user, read-only, and revert', async () => {
    const admin = await t.signIn('sysadmin1');
    const res = await startMirror(admin, 'provuser1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'sysadmin1', mirror: { userNm: 'provuser1', displayName: 'Peter Ulrich' } });
    const token = res.json().token as string;

    // TIN lists and data scope use the mirrored user.
    const tins = await api(t.app).call(tinCalls.userFtins, { params: { userName: 'provuser1' }, query: { activeFlag: true }, token });
    expect(tins.json().map((r: { ftin: string }) => r.ftin)).toEqual(['751234501', '751234502']);
    const otherGroup = await api(t.app).call(tinCalls.userFtins, { params: { userName: 'billing01' }, query: { activeFlag: true }, token });
    expect(otherGroup.statusCode).toBe(403);

    // Every mutating call is refused while mirroring, and nothing changes.
    const save = await api(t.app).call(userCalls.updateBackfill, { token, body: { userNm: 'sysadmin1', jobTitle: 'x', companyNm: 'y', affiliationCd: 'OFC_STAFF' } });
    expect(save.statusCode).toBe(403);
    expect(save.json().code).toBe('MIRROR_READ_ONLY');
    const [n] = await t.rows<{ wcp_notification_id: number }>(
      `select nu.wcp_notification_id from wcp_notification_user nu join user_info u using (user_info_id) where u.user_nm = 'provuser1' and nu.notification_user_dwnld = 'N' limit 1`,
    );
    const [provuser] = await t.rows<{ user_info_id: number }>(`select user_info_id from user_info where user_nm = 'provuser1'`);
    const viewed = await api(t.app).call(notificationCalls.notificationViewed, {
      params: { userId: provuser.user_info_id },
      token,
      body: { wcp_notification_id: n.wcp_notification_id },
    });
    expect(viewed.json().code).toBe('MIRROR_READ_ONLY');
    const [still] = await t.rows<{ d: string }>(
      `select notification_user_dwnld as d from wcp_notification_user where user_info_id = $1 and wcp_notification_id = $2`,
      [provuser.user_info_id, n.wcp_notification_id],
    );
    expect(still.d).toBe('N');

    // Revert returns a token for the administrator alone.
    const stop = await api(t.app).call(authCalls.mirrorStop, { token });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().mirror).toBeNull();
    const after = await api(t.app).call(tinCalls.userFtins, { params: { userName: 'billing01' }, query: { activeFlag: true }, token: stop.json().token });
    expect(after.statusCode).toBe(200);

    const audit = await t.rows<{ action: string; actor_user_nm: string; target: string }>(
      `select action, actor_user_nm, target from audit_log where action like 'MIRROR_%' order by audit_id`,
    );
    expect(audit).toEqual([
      { action: 'MIRROR_START', actor_user_nm: 'sysadmin1', target: 'provuser1' },
      { action: 'MIRROR_STOP', actor_user_nm: 'sysadmin1', target: 'provuser1' },
    ]);
  });

  it('lets an IRAD administrator mirror a PRAD user', async () => {
    const res = await startMirror(await t.signIn('readonly1'), 'provadmin1');
    expect(res.statusCode).toBe(200);
    expect(res.json().mirror.userNm).toBe('provadmin1');
  });

  it.each([
    ['sysadmin1', 'termd001', 409],
    ['sysadmin1', 'mreyes001', 409],
    ['sysadmin1', 'readonly1', 409],
    ['sysadmin1', 'nobody-at-all', 404],
    ['provadmin1', 'provuser1', 403],
    ['provuser1', 'jwalker01', 403],
  ])('%s may not mirror %s (%i)', async (actor, target, status) => {
    const res = await startMirror(await t.signIn(actor), target);
    expect(res.statusCode).toBe(status);
  });

  it('refuses starting a second mirror while mirroring, and revert without a mirror', async () => {
    const admin = await t.signIn('sysadmin1');
    const mirrored = (await startMirror(admin, 'provadmin1')).json().token as string;
    const again = await startMirror(mirrored, 'provuser1');
    expect(again.json().code).toBe('MIRROR_READ_ONLY');
    // Starting the mirror ended the administrator's plain session: its token no longer works.
    const stale = await api(t.app).call(authCalls.mirrorStop, { token: admin });
    expect(stale.statusCode).toBe(401);
    const revert = await api(t.app).call(authCalls.mirrorStop, { token: await t.signIn('sysadmin1') });
    expect(revert.statusCode).toBe(409);
  });
});

describe('the sign-in’s lifetime (decision 075)', () => {
  afterEach(() => vi.useRealTimers());

  it('goes on through mirrors and Reverts: their tokens end when the sign-in’s would, and are refused after', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const signedIn = await t.signIn('readonly1');
    const lifetime = decodeJwt(signedIn);
    let token = signedIn;
    for (let round = 0; round < 3; round++) {
      // Some hours later, within the idle limit of the session in use.
      vi.setSystemTime(Date.now() + 20 * 60_000);
      // A mirror start asks the administrator's second factor again (issue 46 §3).
      const stepUp = await api(t.app).call(signInSecurityCalls.stepUp, { token, body: { method: 'totp', code: codeAt(demoSecretBytes('readonly1')!, Date.now()) } });
      expect(stepUp.statusCode, stepUp.body).toBe(200);
      const mirror = await startMirror(token, 'provuser1');
      expect(mirror.statusCode).toBe(200);
      const revert = await api(t.app).call(authCalls.mirrorStop, { token: mirror.json().token as string });
      expect(revert.statusCode).toBe(200);
      token = revert.json().token as string;
      for (const issued of [mirror.json().token as string, token]) expect(decodeJwt(issued)).toMatchObject({ iat: lifetime.iat, exp: lifetime.exp });
    }
    // Used every 20 minutes (within the idle limit), the session lives on until the sign-in's lifetime ends.
    while (Date.now() + 20 * 60_000 < lifetime.exp! * 1000) {
      vi.setSystemTime(Date.now() + 20 * 60_000);
      expect((await api(t.app).call(authCalls.session, { token })).statusCode).toBe(200);
    }
    // Then the last Revert's token is refused, as the sign-in's would be.
    vi.setSystemTime(lifetime.exp! * 1000 + 1000);
    expect((await api(t.app).call(authCalls.session, { token })).statusCode).toBe(401);
  });
});
