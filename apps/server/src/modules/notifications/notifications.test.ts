import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, authCalls, notificationCalls, notificationMessages, todayIso } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { sendMoment } from './service';

/*
 * Notifications (part 1 §2–§9; docs/decisions/043): the administrator's calls, the status computed
 * on the server, the scheduler with a fake clock, delivery to the bell and un-publish.
 */
let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000, JOB_POLL_MS: 60_000 });
  admin = await t.signIn('sysadmin1');
  for (const r of await t.rows<{ user_nm: string; user_info_id: number }>(`SELECT user_nm, user_info_id FROM user_info`)) ids[r.user_nm] = r.user_info_id;
});
afterAll(() => t.close());
beforeEach(() => {
  t.app.jobs.clock = () => new Date();
});

const tomorrow = () => addDays(todayIso(), 1);
const complete = () => ({
  name: 'Holiday processing',
  campaign: 'HOLIDAY27',
  requestedBy: 'Operations',
  link: '/content/notices/holiday-schedule',
  userNotList: `${ids.provuser1},${ids.billing01}`,
});
const create = async (body: object) => {
  const res = await api(t.app).call(notificationCalls.createNotification, { token: admin, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { wcp_notification_id: number; status: string; sendDt: string | null; actions: string[] };
};
const stored = async (id: number) =>
  (await t.rows<{ status: string; send_dt: Date | null; name: string }>(`SELECT status, send_dt, name FROM wcp_notification WHERE wcp_notification_id = $1`, [id]))[0];
const copies = async (id: number) =>
  (await t.rows<{ user_info_id: number }>(`SELECT user_info_id FROM wcp_notification_user WHERE wcp_notification_id = $1 ORDER BY user_info_id`, [id])).map((r) => r.user_info_id);
const bellOf = async (user: string) => (await api(t.app).call(notificationCalls.userNotifications, { params: { userId: ids[user]! }, token: await t.signIn(user) })).json() as { wcp_notification_id: number; name: string }[];

describe('saving a notification: the status is computed on the server (part 1 §4)', () => {
  it.each([
    ['only a name', { campaign: null, requestedBy: null, link: null, userNotList: null }, 'DRAFT', ['EDIT', 'DELETE']],
    ['everything but a date', {}, 'READY', ['EDIT', 'SEND', 'DELETE']],
    ['everything and a date', { sendDt: 'tomorrow' }, 'SCHEDULED', ['EDIT', 'DELETE']],
    ['no campaign, and a status the client chose', { campaign: '', status: 'SENT' }, 'DRAFT', ['EDIT', 'DELETE']],
  ])('%s: %s', async (_what, change, status, actions) => {
    const body = { ...complete(), ...change, ...('sendDt' in change ? { sendDt: tomorrow() } : {}) };
    const created = await create(body);
    expect(created).toMatchObject({ status, actions, sendEmail: 'NO', lastUpdateBy: 'sysadmin1' });
    expect((await stored(created.wcp_notification_id))!.status).toBe(status);
  });

  it('sends at 08:00 on the chosen day, in the portal time zone', async () => {
    const day = tomorrow();
    const created = await create({ ...complete(), sendDt: day });
    expect(created.sendDt).toBe(day);
    const row = await stored(created.wcp_notification_id);
    expect(new Date(row!.send_dt!).getTime()).toBe(new Date(`${day}T08:00:00`).getTime());
  });

  it.each([
    ['a blank name', { name: '  ' }, notificationMessages.nameRequired],
    ['a past send date', { sendDt: addDays(todayIso(), -1) }, notificationMessages.pastDate],
    ['a recipient who is not a user', { userNotList: '999999' }, notificationMessages.unknownRecipients],
    ['a script link', { link: 'javascript:alert(document.cookie)' }, notificationMessages.invalidLink],
  ])('refuses %s with its message, and writes nothing', async (_what, change, message) => {
    const before = await t.rows(`SELECT count(*)::int AS n FROM wcp_notification`);
    const res = await api(t.app).call(notificationCalls.createNotification, { token: admin, body: { ...complete(), ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.rows(`SELECT count(*)::int AS n FROM wcp_notification`)).toEqual(before);
  });

  it('updates with the status computed again; writes an audit row of each save', async () => {
    const created = await create({ name: 'Fee schedule changes' });
    const res = await api(t.app).call(notificationCalls.updateNotification, { token: admin, body: { ...complete(), wcp_notification_id: created.wcp_notification_id, name: 'Fee schedule changes' } });
    expect(res.json()).toMatchObject({ status: 'READY', name: 'Fee schedule changes' });
    const audit = await t.rows(`SELECT action, detail FROM audit_log WHERE target = $1 AND action LIKE 'NOTIFICATION%' ORDER BY audit_id`, [String(created.wcp_notification_id)]);
    expect(audit).toEqual([
      { action: 'NOTIFICATION_CREATE', detail: { status: 'DRAFT', recipients: 0 } },
      { action: 'NOTIFICATION_UPDATE', detail: { status: 'READY', recipients: 2 } },
    ]);
  });

  it('answers 404 for a notification that does not exist', async () => {
    const res = await api(t.app).call(notificationCalls.updateNotification, { token: admin, body: { ...complete(), wcp_notification_id: 987654 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(notificationMessages.notFound);
  });

  it('lists every notification with its row actions, the latest change first', async () => {
    const created = await create({ name: 'Newest notice' });
    const list = (await api(t.app).call(notificationCalls.listNotifications, { token: admin })).json() as { wcp_notification_id: number; status: string; actions: string[] }[];
    expect(list[0]).toMatchObject({ wcp_notification_id: created.wcp_notification_id, name: 'Newest notice', actions: ['EDIT', 'DELETE'] });
    expect(list.filter((n) => n.status === 'SENT').every((n) => n.actions.join() === 'EDIT,UN-PUBLISH')).toBe(true);
  });
});

describe('sending, the bell and un-publishing', () => {
  it('SEND NOW: the scheduler publishes it to each recipient, once; the recipient sees it, the others do not', async () => {
    const created = await create({ ...complete(), name: 'Claims portal upgrade' });
    const sending = await api(t.app).call(notificationCalls.sendNotification, { params: { id: created.wcp_notification_id }, token: admin });
    expect(sending.json()).toMatchObject({ status: 'SCHEDULED', sendDt: todayIso() });
    await t.app.jobs.flush();
    await t.app.jobs.flush();
    expect((await stored(created.wcp_notification_id))!.status).toBe('SENT');
    expect(await copies(created.wcp_notification_id)).toEqual([ids.provuser1, ids.billing01].sort((a, b) => a! - b!));
    expect((await bellOf('provuser1')).map((n) => n.name)).toContain('Claims portal upgrade');
    expect((await bellOf('provadmin1')).map((n) => n.name)).not.toContain('Claims portal upgrade');
    // A sent notification is neither changed, sent again nor deleted.
    const id = created.wcp_notification_id;
    expect((await api(t.app).call(notificationCalls.updateNotification, { token: admin, body: { ...complete(), wcp_notification_id: id } })).json().message).toBe(notificationMessages.sentLocked);
    expect((await api(t.app).call(notificationCalls.sendNotification, { params: { id }, token: admin })).statusCode).toBe(409);
    const del = await api(t.app).call(notificationCalls.deleteNotification, { params: { id }, token: admin });
    expect([del.statusCode, del.json().message]).toEqual([409, notificationMessages.sentNotDeleted]);
    const [send] = await t.rows(`SELECT actor_user_nm, detail FROM audit_log WHERE action = 'NOTIFICATION_SEND' AND target = $1`, [String(id)]);
    expect(send).toEqual({ actor_user_nm: 'sysadmin1', detail: { recipients: 2 } });
  });

  it('UN-PUBLISH recalls it from every bell, returns it to READY and clears its date', async () => {
    const created = await create({ ...complete(), name: 'Recalled notice' });
    await api(t.app).call(notificationCalls.sendNotification, { params: { id: created.wcp_notification_id }, token: admin });
    await t.app.jobs.flush();
    expect((await bellOf('billing01')).map((n) => n.name)).toContain('Recalled notice');
    const res = await api(t.app).call(notificationCalls.unpublishNotification, { params: { id: created.wcp_notification_id }, token: admin });
    expect(res.json()).toMatchObject({ status: 'READY', sendDt: null, actions: ['EDIT', 'SEND', 'DELETE'] });
    expect(await copies(created.wcp_notification_id)).toEqual([]);
    expect((await bellOf('billing01')).map((n) => n.name)).not.toContain('Recalled notice');
    const [audit] = await t.rows(`SELECT detail FROM audit_log WHERE action = 'NOTIFICATION_UNPUBLISH' AND target = $1`, [String(created.wcp_notification_id)]);
    expect(audit).toEqual({ detail: { recalled: 2 } });
    // Only a SENT notification is un-published.
    expect((await api(t.app).call(notificationCalls.unpublishNotification, { params: { id: created.wcp_notification_id }, token: admin })).json().message).toBe(notificationMessages.notSent);
  });

  it('DELETE removes a notification that was not sent', async () => {
    const created = await create({ name: 'Mistake' });
    expect((await api(t.app).call(notificationCalls.deleteNotification, { params: { id: created.wcp_notification_id }, token: admin })).statusCode).toBe(204);
    expect(await stored(created.wcp_notification_id)).toBeUndefined();
    const audit = await t.rows(`SELECT detail FROM audit_log WHERE action = 'NOTIFICATION_DELETE' AND target = $1`, [String(created.wcp_notification_id)]);
    expect(audit).toEqual([{ detail: { status: 'DRAFT' } }]);
    expect((await api(t.app).call(notificationCalls.deleteNotification, { params: { id: created.wcp_notification_id }, token: admin })).statusCode).toBe(404);
  });

  it('the bell answers 304 while its list is unchanged, and does not keep an idle session alive', async () => {
    const token = await t.signIn('provadmin1');
    const bell = (headers?: Record<string, string>) => api(t.app).call(notificationCalls.userNotifications, { params: { userId: ids.provadmin1! }, token, headers });
    const first = await bell();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await bell({ 'if-none-match': etag });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    await t.rows(`UPDATE user_session SET last_seen_at = now() - interval '10 minutes' WHERE user_info_id = $1 AND ended_at IS NULL`, [ids.provadmin1]);
    await bell();
    const [idle] = await t.rows<{ idle: boolean }>(`SELECT bool_and(last_seen_at < now() - interval '9 minutes') AS idle FROM user_session WHERE user_info_id = $1 AND ended_at IS NULL`, [ids.provadmin1]);
    expect(idle!.idle).toBe(true);
  });
});

describe('the scheduler (fake clock)', () => {
  it('publishes a SCHEDULED notification at 08:00 on its day, not a minute before', async () => {
    const day = addDays(todayIso(), 3);
    const created = await create({ ...complete(), name: 'Three days ahead', sendDt: day });
    const eight = sendMoment(day);
    t.app.jobs.clock = () => new Date(eight.getTime() - 60_000);
    await t.app.jobs.flush();
    expect((await stored(created.wcp_notification_id))!.status).toBe('SCHEDULED');
    expect(await copies(created.wcp_notification_id)).toEqual([]);
    t.app.jobs.clock = () => eight;
    await t.app.jobs.flush();
    expect((await stored(created.wcp_notification_id))!.status).toBe('SENT');
    expect(await copies(created.wcp_notification_id)).toHaveLength(2);
  });

  it('writes an audit row when it delivers, naming the notification and its number of recipients only', async () => {
    const day = addDays(todayIso(), 4);
    const created = await create({ ...complete(), name: 'Audited delivery', sendDt: day });
    const id = String(created.wcp_notification_id);
    const delivered = () => t.rows(`SELECT actor_user_nm, as_user_nm, target, detail, ip FROM audit_log WHERE action = 'NOTIFICATION_SEND_SCHEDULED' AND target = $1`, [id]);
    t.app.jobs.clock = () => new Date(sendMoment(day).getTime() - 60_000);
    await t.app.jobs.flush();
    expect(await delivered()).toEqual([]);
    t.app.jobs.clock = () => sendMoment(day);
    await t.app.jobs.flush();
    await t.app.jobs.flush();
    expect((await stored(created.wcp_notification_id))!.status).toBe('SENT');
    expect(await delivered()).toEqual([{ actor_user_nm: null, as_user_nm: null, target: id, detail: { recipients: 2, scheduledBy: 'sysadmin1' }, ip: null }]);
  });

  it('on two instances sweeping at once, each notification is published exactly once', async () => {
    const second = await t.secondInstance({ JOB_POLL_MS: 60_000 });
    try {
      const day = addDays(todayIso(), 5);
      const created = await Promise.all([1, 2, 3, 4].map((n) => create({ ...complete(), name: `Batch ${n}`, sendDt: day })));
      const at = () => sendMoment(day);
      t.app.jobs.clock = at;
      second.app.jobs.clock = at;
      await Promise.all([t.app.jobs.flush(), second.app.jobs.flush(), t.app.jobs.flush()]);
      for (const n of created) {
        expect((await stored(n.wcp_notification_id))!.status).toBe('SENT');
        expect(await copies(n.wcp_notification_id)).toHaveLength(2);
      }
    } finally {
      await second.close();
    }
  });
});

describe('who may use it', () => {
  it.each([['readonly1'], ['provadmin1'], ['provuser1']])('%s is refused every call, and nothing changes', async (user) => {
    const token = await t.signIn(user);
    const created = await create({ name: 'Not theirs' });
    expect((await api(t.app).call(notificationCalls.listNotifications, { token })).statusCode).toBe(403);
    expect((await api(t.app).call(notificationCalls.createNotification, { token, body: complete() })).statusCode).toBe(403);
    expect((await api(t.app).call(notificationCalls.updateNotification, { token, body: { ...complete(), wcp_notification_id: created.wcp_notification_id } })).statusCode).toBe(403);
    expect((await api(t.app).call(notificationCalls.deleteNotification, { params: { id: created.wcp_notification_id }, token })).statusCode).toBe(403);
    expect((await stored(created.wcp_notification_id))!.name).toBe('Not theirs');
  });

  it('the system administrator is refused while mirroring a provider user', async () => {
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: await t.signIn('sysadmin1'), body: { userNm: 'provuser1' } })).json().token as string;
    expect((await api(t.app).call(notificationCalls.listNotifications, { token: mirror })).statusCode).toBe(403);
    expect((await api(t.app).call(notificationCalls.createNotification, { token: mirror, body: complete() })).statusCode).toBe(403);
  });
});
