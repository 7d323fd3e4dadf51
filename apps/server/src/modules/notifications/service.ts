import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationUsers, notifications } from '../../db/schema';

/** A user's sent notifications, newest first; notification_user_dwnld is Y once viewed (part 1 §7). */
export async function listUserNotifications(db: Db, userId: number) {
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
    .orderBy(desc(notifications.sendDt));
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
