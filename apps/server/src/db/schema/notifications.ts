import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Administrator notifications (part 1 §3, §4 Notification status). */
export const notifications = pgTable('wcp_notification', {
  id: serial('wcp_notification_id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  sendDt: timestamp('send_dt', { withTimezone: true }),
  status: varchar('status', { length: 10 }).notNull(),
  sendEmail: varchar('send_email', { length: 3 }).notNull().default('NO'),
  lastUpdateBy: varchar('last_update_by', { length: 50 }).notNull(),
  createDt: timestamp('create_dt', { withTimezone: true }).notNull().defaultNow(),
  lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
  campaign: varchar('campaign', { length: 64 }),
  requestedBy: varchar('requested_by', { length: 22 }),
  link: text('link'),
  userNotList: text('user_not_list'),
});

/** Per-user copies of a sent notification; `dwnld` is Y once viewed. */
export const notificationUsers = pgTable(
  'wcp_notification_user',
  {
    notificationId: integer('wcp_notification_id').notNull().references(() => notifications.id, { onDelete: 'cascade' }),
    userInfoId: integer('user_info_id').notNull().references(() => users.id),
    dwnld: varchar('notification_user_dwnld', { length: 1 }).notNull().default('N'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userInfoId] }), index('notification_user_user_idx').on(t.userInfoId)],
);
