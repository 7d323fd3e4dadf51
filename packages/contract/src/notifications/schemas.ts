import * as z from 'zod/mini';

/** Per-user notification (part 1 §3). */
export const UserNotificationSchema = z.object({
  wcp_notification_id: z.int(),
  name: z.string(),
  notification_link: z.nullable(z.string()),
  notification_user_dwnld: z.enum(['Y', 'N']),
});
export type UserNotification = z.infer<typeof UserNotificationSchema>;

/** GET /notifications/user/{userId}. */
export const UserNotificationListSchema = z.array(UserNotificationSchema);

/** PATCH /notifications/viewed/{userId}. */
export const NotificationViewedSchema = z.object({ wcp_notification_id: z.int().check(z.positive()) });
