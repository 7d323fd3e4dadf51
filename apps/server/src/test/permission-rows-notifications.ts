import { notificationCalls } from '@wcpp/contract';
import type { TestApp } from './app';
import { all403, row, type Row } from './permission-callers';

/** Notifications the rows act on, put back in their state before each caller. */
const NOTE = { update: 900001, remove: 900002, unpublish: 900003, send: 900004 } as const;

/**
 * The permission table's rows of the notification administration (part 1 §6; decision 043): the
 * system administrator only, never while mirroring.
 */
export function notificationAdminRows(app: () => TestApp, provuser1: () => number): Row[] {
  const notification = (id: number, status: string) =>
    app().rows(
      `INSERT INTO wcp_notification (wcp_notification_id, name, status, last_update_by, campaign, link, user_not_list, send_dt)
       VALUES ($1, 'Permission table', $2::varchar, 'sysadmin1', 'PERM', '/content/notices/maintenance', $3, CASE WHEN $2::varchar = 'SENT' THEN now() END)
       ON CONFLICT (wcp_notification_id) DO UPDATE SET status = EXCLUDED.status, send_dt = EXCLUDED.send_dt`,
      [id, status, String(provuser1())],
    );
  return [
  row(notificationCalls.listNotifications, { call: 'the notifications list', expect: { ...all403(), ISAD: 200 } }),
  row(notificationCalls.createNotification, { call: 'create a notification', input: () => ({ body: { name: 'Permission table' } }), expect: { ...all403(), ISAD: 200 } }),
  row(notificationCalls.updateNotification, {
    call: 'update a notification',
    input: () => ({ body: { wcp_notification_id: NOTE.update, name: 'Permission table draft' } }),
    before: () => notification(NOTE.update, 'DRAFT'),
    expect: { ...all403(), ISAD: 200 },
  }),
  row(notificationCalls.deleteNotification, { call: 'delete a notification', input: () => ({ params: { id: NOTE.remove } }), before: () => notification(NOTE.remove, 'DRAFT'), expect: { ...all403(), ISAD: 204 } }),
  row(notificationCalls.unpublishNotification, { call: 'un-publish a notification', input: () => ({ params: { id: NOTE.unpublish } }), before: () => notification(NOTE.unpublish, 'SENT'), expect: { ...all403(), ISAD: 200 } }),
  row(notificationCalls.sendNotification, { call: 'send a notification now', input: () => ({ params: { id: NOTE.send } }), before: () => notification(NOTE.send, 'READY'), expect: { ...all403(), ISAD: 200 } }),
  ];
}
