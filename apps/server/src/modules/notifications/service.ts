import { and, asc, desc, eq, lte } from 'drizzle-orm';
import {
  computeNotificationStatus,
  notificationActions,
  notificationMessages,
  NOTIFICATION_SEND_HOUR,
  recipientIds,
  todayIso,
  type Notification,
  type NotificationSave,
  type NotificationStatus,
} from '@wcpp/contract';
import type { Db, DbOrTx } from '../../db/client';
import { notificationUsers, notifications } from '../../db/schema';
import { existingUserIds } from '../../identity/users';
import { AppError, badRequest } from '../../lib/errors';
import { auditInTransaction } from '../../plugins/audit';

type NotificationRow = typeof notifications.$inferSelect;
/** A save as the contract's schema gives it (trimmed, blank fields null, recipients as ids). */
export type NotificationInput = Omit<NotificationSave, 'wcp_notification_id'>;

/**
 * The send moment of a calendar date: 08:00 on it in the portal's time zone (the process's TZ,
 * part 1 §9; docs/decisions/043), and back.
 */
export function sendMoment(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(y!, m! - 1, d!, NOTIFICATION_SEND_HOUR, 0, 0, 0);
}
const sendDay = (moment: Date | null) => (moment ? todayIso(moment) : null);

export function toNotification(row: NotificationRow): Notification {
  const status = row.status as NotificationStatus;
  return {
    wcp_notification_id: row.id,
    name: row.name,
    sendDt: sendDay(row.sendDt),
    status,
    sendEmail: row.sendEmail === 'YES' ? 'YES' : 'NO',
    lastUpdateBy: row.lastUpdateBy,
    createDt: row.createDt.toISOString(),
    lastUpdate: row.lastUpdate.toISOString(),
    campaign: row.campaign,
    requestedBy: row.requestedBy,
    link: row.link,
    userNotList: row.userNotList ?? '',
    actions: notificationActions(status),
  };
}

/** GET /notifications/list: every notification, the latest change first. */
export async function listNotifications(db: DbOrTx): Promise<Notification[]> {
  const rows = await db.select().from(notifications).orderBy(desc(notifications.lastUpdate), desc(notifications.id));
  return rows.map(toNotification);
}

/** The columns a save writes, with the status computed from them (part 1 §4); refuses a past day and unknown recipients. */
async function columnsOf(db: DbOrTx, input: NotificationInput, current: NotificationStatus | null, now: Date) {
  const sendDt = input.sendDt || null;
  if (sendDt && sendDt < todayIso(now)) throw badRequest(notificationMessages.pastDate, { sendDt: notificationMessages.pastDate });
  const ids = recipientIds(input.userNotList);
  const known = await existingUserIds(db, ids);
  if (known.size !== ids.length) throw badRequest(notificationMessages.unknownRecipients, { userNotList: notificationMessages.unknownRecipients });
  const values = {
    name: input.name,
    campaign: input.campaign ?? null,
    requestedBy: input.requestedBy ?? null,
    link: input.link ?? null,
    userNotList: ids.join(','),
    sendDt: sendDt ? sendMoment(sendDt) : null,
  };
  return { ...values, status: computeNotificationStatus({ ...values, sendDt }, current) };
}

/** PUT /notifications/create. */
export async function createNotification(db: Db, input: NotificationInput, by: string, now: Date): Promise<Notification> {
  const values = await columnsOf(db, input, null, now);
  const [row] = await db
    .insert(notifications)
    .values({ ...values, sendEmail: 'NO', lastUpdateBy: by, createDt: now, lastUpdate: now })
    .returning();
  return toNotification(row!);
}

/** The notification, locked for the rest of the transaction: a save, a send and the scheduler meet here one at a time. */
async function locked(tx: DbOrTx, id: number): Promise<NotificationRow> {
  const [row] = await tx.select().from(notifications).where(eq(notifications.id, id)).for('update');
  if (!row) throw new AppError(404, 'NOT_FOUND', notificationMessages.notFound);
  return row;
}

const conflict = (code: string, message: string) => new AppError(409, code, message);

/** PUT /notifications/update: a SENT notification is locked (part 1 §4) and refused. */
export async function updateNotification(db: Db, id: number, input: NotificationInput, by: string, now: Date): Promise<Notification> {
  return db.transaction(async (tx) => {
    const current = await locked(tx, id);
    if (current.status === 'SENT') throw conflict('NOTIFICATION_SENT', notificationMessages.sentLocked);
    const values = await columnsOf(tx, input, current.status as NotificationStatus, now);
    const [row] = await tx.update(notifications).set({ ...values, lastUpdateBy: by, lastUpdate: now }).where(eq(notifications.id, id)).returning();
    return toNotification(row!);
  });
}

/** DELETE /notifications/delete/{id}: a SENT one is un-published first. Answers the deleted notification. */
export async function deleteNotification(db: Db, id: number): Promise<Notification> {
  return db.transaction(async (tx) => {
    const current = await locked(tx, id);
    if (current.status === 'SENT') throw conflict('NOTIFICATION_SENT', notificationMessages.sentNotDeleted);
    await tx.delete(notifications).where(eq(notifications.id, id));
    return toNotification(current);
  });
}

/**
 * DELETE /notifications/deleteUser/{id}, UN-PUBLISH (part 1 §4): the per-user copies are deleted
 * (the notification leaves every bell), the status returns to READY and the send date is cleared,
 * in one transaction.
 */
export async function unpublishNotification(db: Db, id: number, by: string, now: Date): Promise<{ notification: Notification; recalled: number }> {
  return db.transaction(async (tx) => {
    const current = await locked(tx, id);
    if (current.status !== 'SENT') throw conflict('NOTIFICATION_NOT_SENT', notificationMessages.notSent);
    const recalled = await tx.delete(notificationUsers).where(eq(notificationUsers.notificationId, id)).returning({ id: notificationUsers.userInfoId });
    const [row] = await tx
      .update(notifications)
      .set({ status: 'READY', sendDt: null, lastUpdateBy: by, lastUpdate: now })
      .where(eq(notifications.id, id))
      .returning();
    return { notification: toNotification(row!), recalled: recalled.length };
  });
}

/**
 * POST /notifications/send/{id}: an administrator sends a READY notification now. It becomes
 * SCHEDULED for this moment, and the scheduler (publishDueNotifications) delivers it on its next pass.
 */
export async function sendNotificationNow(db: Db, id: number, by: string, now: Date): Promise<Notification> {
  return db.transaction(async (tx) => {
    const current = await locked(tx, id);
    if (current.status !== 'READY') throw conflict('NOTIFICATION_NOT_READY', notificationMessages.notReady);
    const [row] = await tx
      .update(notifications)
      .set({ status: 'SCHEDULED', sendDt: now, lastUpdateBy: by, lastUpdate: now })
      .where(eq(notifications.id, id))
      .returning();
    return toNotification(row!);
  });
}

export interface PublishHooks {
  /** Runs inside the transaction, after the copies are written and before it commits (tests stand in a crash here). */
  beforeCommit?: (notificationId: number) => Promise<void>;
}

/**
 * The scheduler (docs/decisions/043): publishes every SCHEDULED notification whose send moment has
 * come. Each one in a transaction of its own that claims it with FOR UPDATE SKIP LOCKED, writes a
 * copy per recipient and marks it SENT: on several instances exactly one publishes it, and an
 * instance that dies before committing leaves nothing behind, so the next pass sends it whole.
 * Recipients who are no longer users are skipped. Each delivery writes its audit row in the same
 * transaction (NOTIFICATION_SEND_SCHEDULED). Answers the ids published.
 */
export async function publishDueNotifications(db: Db, now: Date, hooks: PublishHooks = {}): Promise<number[]> {
  const published: number[] = [];
  const due = and(eq(notifications.status, 'SCHEDULED'), lte(notifications.sendDt, now));
  // Every instance asks every second: a plain read first, a transaction only when one is due.
  const [any] = await db.select({ id: notifications.id }).from(notifications).where(due).limit(1);
  if (!any) return published;
  for (;;) {
    const id = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .select({ id: notifications.id, userNotList: notifications.userNotList, lastUpdateBy: notifications.lastUpdateBy })
        .from(notifications)
        .where(due)
        .orderBy(asc(notifications.sendDt), asc(notifications.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!claimed) return null;
      const known = await existingUserIds(tx, recipientIds(claimed.userNotList));
      if (known.size) {
        await tx
          .insert(notificationUsers)
          .values([...known].map((userInfoId) => ({ notificationId: claimed.id, userInfoId, createdAt: now })))
          .onConflictDoNothing();
      }
      await tx.update(notifications).set({ status: 'SENT', lastUpdate: now }).where(eq(notifications.id, claimed.id));
      // The delivery's audit row, committed with it: the notification and how many received it, no one named.
      await auditInTransaction(tx, { action: 'NOTIFICATION_SEND_SCHEDULED', target: String(claimed.id), detail: { recipients: known.size, scheduledBy: claimed.lastUpdateBy } });
      await hooks.beforeCommit?.(claimed.id);
      return claimed.id;
    });
    if (id === null) return published;
    published.push(id);
  }
}

/** A user's sent notifications, newest first; notification_user_dwnld is Y once viewed (part 1 §7). */
export async function listUserNotifications(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      wcp_notification_id: notifications.id,
      name: notifications.name,
      notification_link: notifications.link,
      notification_user_dwnld: notificationUsers.dwnld,
    })
    .from(notificationUsers)
    .innerJoin(notifications, eq(notifications.id, notificationUsers.notificationId))
    .where(and(eq(notificationUsers.userInfoId, userId), eq(notifications.status, 'SENT')))
    .orderBy(desc(notifications.sendDt), desc(notifications.id));
  return rows.map((r) => ({ ...r, notification_user_dwnld: r.notification_user_dwnld === 'Y' ? ('Y' as const) : ('N' as const) }));
}

/** Marks one of the user's notifications viewed; false when the user has no such notification. */
export async function markNotificationViewed(db: Db, userId: number, notificationId: number): Promise<boolean> {
  const updated = await db
    .update(notificationUsers)
    .set({ dwnld: 'Y' })
    .where(and(eq(notificationUsers.userInfoId, userId), eq(notificationUsers.notificationId, notificationId)))
    .returning({ id: notificationUsers.notificationId });
  return updated.length > 0;
}

/**
 * A notice the portal itself sends to some users' bells at once (a request for one of their TINs,
 * its outcome: docs/decisions/047), inside the caller's transaction. It is a SENT notification by
 * 'Provider Portal', listed with the others for the internal administrators.
 */
export async function deliverSystemNotification(tx: DbOrTx, notice: { name: string; link: string | null; userIds: number[] }, now: Date): Promise<void> {
  const ids = [...new Set(notice.userIds)];
  if (!ids.length) return;
  const [row] = await tx
    .insert(notifications)
    .values({ name: notice.name.slice(0, 64), link: notice.link, userNotList: ids.join(','), sendDt: now, status: 'SENT', sendEmail: 'NO', lastUpdateBy: 'Provider Portal', createDt: now, lastUpdate: now })
    .returning({ id: notifications.id });
  await tx.insert(notificationUsers).values(ids.map((userInfoId) => ({ notificationId: row!.id, userInfoId })));
}
