import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_UNSUBSCRIBE_DAYS, alertCalls, type AlertPreferences, alertTexts, authCalls } from '@wcpp/contract';
import { apiPath } from '@wcpp/contract/testing';
import { api } from '../../test/api';
import { createTestApp, signedInOnce, type TestApp } from '../../test/app';
import { postEor, postPayment } from '../payments/posting';
import { sendDigests, sweepArrivals, unsubscribeToken } from './service';

let t: TestApp;
const tokenOf = signedInOnce(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const none: AlertPreferences = { payment: { bell: false, email: false }, eor: { bell: false, email: false } };
const save = async (user: string, body: AlertPreferences) => api(t.app).call(alertCalls.saveAlertPreferences, { token: await tokenOf(user), body });
const bell = async (user: string) =>
  t.rows<{ name: string; link: string | null }>(
    `SELECT n.name, n.link FROM wcp_notification n JOIN wcp_notification_user nu ON nu.wcp_notification_id = n.wcp_notification_id
     JOIN user_info u ON u.user_info_id = nu.user_info_id WHERE u.user_nm = $1 AND n.last_update_by = 'Provider Portal' ORDER BY n.wcp_notification_id`,
    [user],
  );
const tomorrowAt = (hour: number) => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(hour, 0, 0, 0);
  return d;
};
const links = { portal: 'http://localhost:8080/wcpp/payments', unsubscribe: (id: number) => `http://localhost:8080${apiPath(alertCalls.unsubscribeAlerts, { query: { token: unsubscribeToken('s', id, new Date()) } })}` };

describe('alert preferences (issue 28 §4)', () => {
  it('are off until the person turns them on, and are theirs alone', async () => {
    const res = await api(t.app).call(alertCalls.alertPreferences, { token: await tokenOf('provuser1') });
    expect(res.json()).toEqual(none);
    const saved = await save('provuser1', { payment: { bell: true, email: true }, eor: { bell: false, email: false } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ payment: { bell: true, email: true }, eor: { bell: false, email: false } });
    expect((await api(t.app).call(alertCalls.alertPreferences, { token: await tokenOf('provadmin1') })).json()).toEqual(none);
    expect((await save('provuser1', { payment: { bell: 'yes' }, eor: none.eor } as never)).statusCode).toBe(400);
  });

  it('are not changed while mirroring', async () => {
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: await tokenOf('sysadmin1'), body: { userNm: 'provadmin1' } })).json().token as string;
    const res = await api(t.app).call(alertCalls.saveAlertPreferences, { token: mirror, body: { ...none, eor: { bell: true, email: true } } });
    expect(res.statusCode).toBe(403);
    expect((await t.rows(`SELECT 1 FROM alert_preference p JOIN user_info u USING (user_info_id) WHERE u.user_nm = 'provadmin1'`)).length).toBe(0);
  });
});

describe('alerts when money or an EOR arrives', () => {
  it("rings the bell of each person who asked and whose TINs it concerns, once, and counts it for the day's e-mail", async () => {
    await save('provuser1', { payment: { bell: true, email: true }, eor: { bell: false, email: false } });
    await save('provadmin1', { payment: { bell: false, email: false }, eor: { bell: true, email: false } });
    await save('billing01', { payment: { bell: true, email: true }, eor: { bell: true, email: true } });
    // Arrivals before this test are read and forgotten.
    await sweepArrivals(t.app.db, new Date());
    const before = { provuser1: (await bell('provuser1')).length, provadmin1: (await bell('provadmin1')).length, billing01: (await bell('billing01')).length };

    const posted = await postPayment(t.app.db, '751234501', '2026-11-27');
    expect(posted).not.toBeNull();
    const eor = await postEor(t.app.db, '751234503');
    expect(eor).not.toBeNull();
    await sweepArrivals(t.app.db, new Date());
    await sweepArrivals(t.app.db, new Date());

    const mine = (await bell('provuser1')).slice(before.provuser1);
    expect(mine).toEqual([{ name: alertTexts.bellNotice('payment', 1), link: '/wcpp/payments' }]);
    // provadmin1 asked for EORs only: 751234503 is one of the group's TINs it manages.
    expect((await bell('provadmin1')).slice(before.provadmin1)).toEqual([{ name: alertTexts.bellNotice('eor', 1), link: '/wcpp/billSearch' }]);
    // Another group's TINs ring nothing.
    expect((await bell('billing01')).slice(before.billing01)).toEqual([]);
    const digest = await t.rows<{ user_nm: string; kind: string; count: number }>(
      `SELECT u.user_nm, d.kind, d.count FROM alert_digest d JOIN user_info u USING (user_info_id) ORDER BY u.user_nm, d.kind`,
    );
    expect(digest).toEqual([{ user_nm: 'provuser1', kind: 'payment', count: 1 }]);
    // The payment is a payment as any other: its bills paid, its number theirs.
    const [row] = await t.rows<{ n: number }>('SELECT count(*)::int AS n FROM bill_payment WHERE payment_id = $1 AND check_number = $2', [posted!.paymentId, posted!.checkNumber]);
    expect(row!.n).toBe(posted!.bills);
  });

  it('sends one e-mail a day from 08:00 with counts and a link only, and a one-click unsubscribe', async () => {
    expect(await sendDigests(t.app.db, tomorrowAt(7), links)).toBe(0);
    expect(await sendDigests(t.app.db, tomorrowAt(9), links)).toBe(1);
    expect(await sendDigests(t.app.db, tomorrowAt(10), links)).toBe(0);
    const [addr] = await t.rows<{ email_addr: string }>(`SELECT email_addr FROM user_info WHERE user_nm = 'provuser1'`);
    const sent = await t.lastMail(addr!.email_addr, 'alert-digest');
    expect(sent!.subject).toBe(alertTexts.digestSubject);
    expect(sent!.text).toContain(alertTexts.digestLine('payment', 1));
    expect(sent!.text).toContain('http://localhost:8080/wcpp/payments');
    // No PHI: no TIN, no amount, no bill or check number.
    expect(sent!.text).not.toMatch(/75123450\d|\$|\b5\d{6}\b|\b7\d{10}\b/);
    expect(await t.rows('SELECT 1 FROM alert_digest')).toEqual([]);
    // RFC 8058: the mail program's own Unsubscribe button, one click.
    const [row] = await t.rows<{ headers: Record<string, string> }>(`SELECT headers FROM mail_outbox WHERE kind = 'alert-digest' ORDER BY mail_id DESC LIMIT 1`);
    const [{ id }] = await t.rows<{ id: number }>(`SELECT user_info_id AS id FROM user_info WHERE user_nm = 'provuser1'`);
    expect(row!.headers).toEqual({ 'List-Unsubscribe': `<${links.unsubscribe(id)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it("turns the e-mail off by RFC 8058's one-click POST from a mail program", async () => {
    await save('provadmin1', { payment: { bell: false, email: true }, eor: { bell: false, email: false } });
    const [{ id }] = await t.rows<{ id: number }>(`SELECT user_info_id AS id FROM user_info WHERE user_nm = 'provadmin1'`);
    const secret = Buffer.from(t.app.config.jwtSecret).toString('base64url');
    const post = (token: string, payload: string) =>
      api(t.app).call(alertCalls.unsubscribeAlertsOneClick, { query: { token }, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: payload });
    expect((await post(unsubscribeToken('another secret', id, new Date()), 'List-Unsubscribe=One-Click')).statusCode).toBe(400);
    expect((await post(unsubscribeToken(secret, id, new Date()), 'List-Unsubscribe=Something')).statusCode).toBe(400);
    expect((await api(t.app).call(alertCalls.alertPreferences, { token: await tokenOf('provadmin1') })).json().payment.email).toBe(true);
    const res = await post(unsubscribeToken(secret, id, new Date()), 'List-Unsubscribe=One-Click');
    expect(res.statusCode).toBe(200);
    expect((await api(t.app).call(alertCalls.alertPreferences, { token: await tokenOf('provadmin1') })).json().payment.email).toBe(false);
  });

  it(`a link works for ${ALERT_UNSUBSCRIBE_DAYS} days after its e-mail was sent, and says it has expired after, changing nothing`, async () => {
    await save('provadmin1', { payment: { bell: false, email: true }, eor: { bell: false, email: false } });
    const [{ id }] = await t.rows<{ id: number }>(`SELECT user_info_id AS id FROM user_info WHERE user_nm = 'provadmin1'`);
    const secret = Buffer.from(t.app.config.jwtSecret).toString('base64url');
    const sentDaysAgo = (days: number) => unsubscribeToken(secret, id, new Date(Date.now() - days * 86_400_000));
    const lastDay = await api(t.app).call(alertCalls.unsubscribeAlerts, { query: { token: sentDaysAgo(ALERT_UNSUBSCRIBE_DAYS) } });
    expect(lastDay.statusCode).toBe(200);
    expect(lastDay.body).toContain(alertTexts.unsubscribeAsk);
    const post = (token: string) =>
      api(t.app).call(alertCalls.unsubscribeAlertsOneClick, { query: { token }, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    for (const expired of [await api(t.app).call(alertCalls.unsubscribeAlerts, { query: { token: sentDaysAgo(ALERT_UNSUBSCRIBE_DAYS + 1) } }), await post(sentDaysAgo(ALERT_UNSUBSCRIBE_DAYS + 1))]) {
      expect(expired.statusCode).toBe(400);
      expect(expired.body).toContain(alertTexts.unsubscribeExpired);
      expect(expired.body).not.toContain(alertTexts.unsubscribeAsk);
    }
    expect((await api(t.app).call(alertCalls.alertPreferences, { token: await tokenOf('provadmin1') })).json().payment.email).toBe(true);
    // The last day moved by hand: the signature no longer matches.
    const [user, day, mac] = sentDaysAgo(ALERT_UNSUBSCRIBE_DAYS + 1).split('.');
    const stretched = await post(`${user}.${Number(day) + 30}.${mac}`);
    expect(stretched.statusCode).toBe(400);
    expect(stretched.body).toContain(alertTexts.unsubscribeInvalid);
    expect((await api(t.app).call(alertCalls.alertPreferences, { token: await tokenOf('provadmin1') })).json().payment.email).toBe(true);
    // The link of today's e-mail still works.
    expect((await post(sentDaysAgo(0))).statusCode).toBe(200);
    expect((await api(t.app).call(alertCalls.alertPreferences, { token: await tokenOf('provadmin1') })).json().payment.email).toBe(false);
  });

  it("asks at the e-mail's link and unsubscribes with its button; following the link changes nothing; a link not signed by the portal changes nothing", async () => {
    const [{ id }] = await t.rows<{ id: number }>(`SELECT user_info_id AS id FROM user_info WHERE user_nm = 'provuser1'`);
    const secret = Buffer.from(t.app.config.jwtSecret).toString('base64url');
    const forged = await api(t.app).call(alertCalls.unsubscribeAlerts, { query: { token: unsubscribeToken('another secret', id, new Date()) } });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain(alertTexts.unsubscribeInvalid);
    expect((await api(t.app).call(alertCalls.alertPreferences, { token: await tokenOf('provuser1') })).json().payment.email).toBe(true);
    const token = unsubscribeToken(secret, id, new Date());
    // A mail scanner follows the link (GET, HEAD): a page that asks, and nothing changed.
    const asked = await api(t.app).call(alertCalls.unsubscribeAlerts, { query: { token } });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toContain('text/html');
    expect(asked.body).toContain(alertTexts.unsubscribeAsk);
    expect(asked.body).not.toContain(alertTexts.unsubscribed);
    expect((await t.app.inject({ method: 'HEAD', url: apiPath(alertCalls.unsubscribeAlerts, { query: { token } }) })).statusCode).toBe(200);
    expect((await api(t.app).call(alertCalls.alertPreferences, { token: await tokenOf('provuser1') })).json().payment.email).toBe(true);
    // The page's button posts the one-click form to the same address.
    const form = /<form method="post" action="([^"]+)"><input type="hidden" name="([^"]+)" value="([^"]+)">/.exec(asked.body)!;
    expect(form[1]).toBe(`?token=${token}`);
    const res = await t.app.inject({
      method: 'POST',
      url: `${apiPath(alertCalls.unsubscribeAlertsOneClick)}${form[1]}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${form[2]}=${form[3]}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(alertTexts.unsubscribed);
    expect((await api(t.app).call(alertCalls.alertPreferences, { token: await tokenOf('provuser1') })).json()).toEqual({ payment: { bell: true, email: false }, eor: { bell: false, email: false } });
  });

  it('is read once when two instances sweep at the same time', async () => {
    await save('provuser1', { payment: { bell: true, email: false }, eor: { bell: false, email: false } });
    await sweepArrivals(t.app.db, new Date());
    const before = (await bell('provuser1')).length;
    await postPayment(t.app.db, '751234502', '2026-11-27');
    const second = await t.secondInstance();
    try {
      await Promise.all([sweepArrivals(t.app.db, new Date()), sweepArrivals(second.app.db, new Date()), sweepArrivals(t.app.db, new Date())]);
      await sweepArrivals(second.app.db, new Date());
    } finally {
      await second.close();
    }
    expect((await bell('provuser1')).slice(before)).toEqual([{ name: alertTexts.bellNotice('payment', 1), link: '/wcpp/payments' }]);
  });
});

describe('limits of the alerts', () => {
  it('sends a day once when instances send digests at the same time', async () => {
    await save('provuser1', { payment: { bell: false, email: true }, eor: { bell: false, email: false } });
    await sweepArrivals(t.app.db, new Date());
    await postPayment(t.app.db, '751234501', '2026-11-27');
    await sweepArrivals(t.app.db, new Date());
    const second = await t.secondInstance();
    const dayAfter = new Date(tomorrowAt(9).getTime() + 86_400_000);
    try {
      const sent = await Promise.all([sendDigests(t.app.db, dayAfter, links), sendDigests(second.app.db, dayAfter, links), sendDigests(t.app.db, dayAfter, links)]);
      expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('answers at most PUBLIC_RATE_LIMIT unsubscribe calls a minute from one address', async () => {
    const limited = await createTestApp({ PUBLIC_RATE_LIMIT: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await api(limited.app).call(alertCalls.unsubscribeAlerts, { query: { token: '1.not-a-signature' } })).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
