import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, registrationCalls, userCalls } from '@wcpp/contract';
import { api } from '../test/api';
import { createTestApp, type TestApp } from '../test/app';
import { reserveAttempt } from './counters';
import { forgetExpiredLinks, forgetOldMail, forgetOldSessions, forgetSignInLeftovers, forgetSpentCounters, LINK_RETENTION_DAYS, MAIL_RETENTION_DAYS, SESSION_RETENTION_DAYS } from './retention';

// Rows that hold nothing any more are forgotten (decision 074): counters past their policy's window and not
// blocked, sessions ended or idle for SESSION_RETENTION_DAYS. Without it, every attempt of an outsider (an
// unknown user name, a made-up address) and every sign-in stayed for ever.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000 });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const keys = async () => (await t.rows<{ k: string }>(`SELECT counter_key AS k FROM attempt_counter WHERE counter_key LIKE 'retention:%' ORDER BY 1`)).map((r) => r.k);

describe('spent counters', () => {
  it('are forgotten past their window unless blocked; a long window is kept; a key counted again starts afresh', async () => {
    const start = new Date();
    await reserveAttempt(t.app.db, 'retention:hour', { max: 5, windowMinutes: 60, blockMinutes: 60 }, start);
    await reserveAttempt(t.app.db, 'retention:year', { max: 5, windowMinutes: 365 * 24 * 60, blockMinutes: 15 }, start);
    await reserveAttempt(t.app.db, 'retention:blocked', { max: 1, windowMinutes: 60, blockMinutes: 24 * 60 }, start);
    expect(await forgetSpentCounters(t.app.db, new Date(start.getTime() + 30 * 60_000))).toBe(0);
    expect(await keys()).toEqual(['retention:blocked', 'retention:hour', 'retention:year']);

    expect(await forgetSpentCounters(t.app.db, new Date(start.getTime() + 2 * HOUR))).toBeGreaterThanOrEqual(1);
    expect(await keys()).toEqual(['retention:blocked', 'retention:year']);
    // Counted again: a fresh window, one failure, as the kept row would have given.
    expect(await reserveAttempt(t.app.db, 'retention:hour', { max: 5, windowMinutes: 60, blockMinutes: 60 }, new Date(start.getTime() + 2 * HOUR))).toBe(1);

    await forgetSpentCounters(t.app.db, new Date(start.getTime() + 25 * HOUR));
    expect(await keys()).toEqual(['retention:year']);
  });
});

describe('old sessions', () => {
  it(`are forgotten ${SESSION_RETENTION_DAYS} days after they ended or were last used; a live one is kept and still works`, async () => {
    const ended = await t.signIn('provuser1');
    expect((await api(t.app).call(authCalls.signOut, { token: ended })).statusCode).toBeLessThan(300);
    const live = await t.signIn('provuser1');
    const sessions = async () => (await t.rows<{ ended: boolean }>(`SELECT ended_at IS NOT NULL AS ended FROM user_session s JOIN user_info u USING (user_info_id) WHERE u.user_nm = 'provuser1' ORDER BY created_at`)).map((r) => r.ended);
    expect((await sessions()).slice(-2)).toEqual([true, false]);
    const now = new Date();
    await forgetOldSessions(t.app.db, new Date(now.getTime() + (SESSION_RETENTION_DAYS - 1) * 24 * HOUR));
    expect((await sessions()).slice(-2)).toEqual([true, false]);
    await t.rows(`UPDATE user_session SET ended_at = ended_at - make_interval(days => $1) WHERE ended_at IS NOT NULL`, [SESSION_RETENTION_DAYS + 1]);
    expect(await forgetOldSessions(t.app.db, now)).toBeGreaterThanOrEqual(1);
    expect(await sessions()).toEqual([false]);
    expect((await api(t.app).call(userCalls.userByName, { params: { name: 'provuser1' }, token: live })).statusCode).toBe(200);
  });
});

describe('mailed links and mail', () => {
  it(`forgets links ${LINK_RETENTION_DAYS} days past their expiry and mail ${MAIL_RETENTION_DAYS} days after it went; a live link and unsent mail stay`, async () => {
    const start = (email: string) => api(t.app).call(registrationCalls.registrationStart, { body: { emailAddress: email } });
    expect((await start('made-up-1@spam.example')).statusCode).toBe(200);
    expect((await start('made-up-2@spam.example')).statusCode).toBe(200);
    const links = async () => (await t.rows<{ e: string }>(`SELECT email_addr AS e FROM registration_token WHERE email_addr LIKE 'made-up-%' ORDER BY 1`)).map((r) => r.e);
    const mails = async () => (await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_addr LIKE 'made-up-%'`))[0]!.n;
    await t.app.mail.flush();
    expect(await mails()).toBe(4);
    const now = new Date();
    // Within their retention nothing goes.
    await forgetExpiredLinks(t.app.db, now);
    await forgetOldMail(t.app.db, now);
    expect(await links()).toEqual(['made-up-1@spam.example', 'made-up-2@spam.example']);
    expect(await mails()).toBe(4);
    // One link long expired, and the mail sent long ago; a mail not yet sent stays whatever its age.
    await t.rows(`UPDATE registration_token SET expires_at = now() - make_interval(days => $1) WHERE email_addr = 'made-up-1@spam.example'`, [LINK_RETENTION_DAYS + 1]);
    await t.rows(`UPDATE mail_outbox SET sent_at = now() - make_interval(days => $1), created_at = now() - make_interval(days => $1) WHERE to_addr LIKE 'made-up-%'`, [MAIL_RETENTION_DAYS + 1]);
    await t.rows(`UPDATE mail_outbox SET status = 'PENDING', sent_at = NULL WHERE mail_id = (SELECT max(mail_id) FROM mail_outbox WHERE to_addr LIKE 'made-up-%')`);
    expect(await forgetExpiredLinks(t.app.db, now)).toBe(1);
    expect(await forgetOldMail(t.app.db, now)).toBe(3);
    expect(await links()).toEqual(['made-up-2@spam.example']);
    expect(await mails()).toBe(1);
  });
});

describe('the sweep', () => {
  it('runs on the job runner’s pass, at most hourly on an instance', async () => {
    const start = new Date();
    await reserveAttempt(t.app.db, 'retention:swept', { max: 5, windowMinutes: 60, blockMinutes: 60 }, start);
    t.app.jobs.clock = () => new Date(start.getTime() + 2 * HOUR);
    await t.app.jobs.flush();
    expect(await keys()).not.toContain('retention:swept');
    await reserveAttempt(t.app.db, 'retention:swept', { max: 5, windowMinutes: 60, blockMinutes: 60 }, start);
    // Ten minutes later the same instance does not sweep again.
    t.app.jobs.clock = () => new Date(start.getTime() + 2 * HOUR + 10 * 60_000);
    await t.app.jobs.flush();
    expect(await keys()).toContain('retention:swept');
    t.app.jobs.clock = () => new Date();
  });
});

describe('sign-in leftovers (issue 46)', () => {
  it('forgets tickets a day after they expired, passkey challenges once expired, and browsers 30 days after they were forgotten or expired, keeping the rest', async () => {
    const now = new Date();
    const id = (await t.rows<{ id: number }>(`SELECT user_info_id AS id FROM user_info WHERE user_nm = 'provuser1'`))[0]!.id;
    await t.rows(`INSERT INTO sign_in_ticket (ticket_hash, user_info_id, via, expires_at) VALUES ('old', $1, 'password', now() - interval '25 hours'), ('young', $1, 'password', now() - interval '23 hours')`, [id]);
    await t.rows(
      `INSERT INTO remembered_browser (remembered_browser_id, user_info_id, token_hash, label, expires_at, forgotten_at) VALUES
        ('00000000-0000-4000-8000-000000000001', $1, 'a', 'Chrome', now() + interval '10 days', now() - interval '31 days'),
        ('00000000-0000-4000-8000-000000000002', $1, 'b', 'Chrome', now() - interval '31 days', NULL),
        ('00000000-0000-4000-8000-000000000003', $1, 'c', 'Chrome', now() + interval '10 days', NULL)`,
      [id],
    );
    await t.rows(`INSERT INTO passkey_challenge (challenge_hash, purpose, user_info_id, expires_at) VALUES ('spent-time', 'signIn', NULL, now() - interval '1 second'), ('open', 'stepUp', $1, now() + interval '4 minutes')`, [id]);
    expect(await forgetSignInLeftovers(t.app.db, now)).toBe(4);
    expect((await t.rows<{ h: string }>(`SELECT challenge_hash AS h FROM passkey_challenge WHERE challenge_hash IN ('spent-time', 'open')`)).map((r) => r.h)).toEqual(['open']);
    expect((await t.rows<{ h: string }>(`SELECT ticket_hash AS h FROM sign_in_ticket WHERE ticket_hash IN ('old', 'young')`)).map((r) => r.h)).toEqual(['young']);
    expect((await t.rows<{ l: string }>(`SELECT token_hash AS l FROM remembered_browser WHERE user_info_id = $1`, [id])).map((r) => r.l)).toEqual(['c']);
  });
});
