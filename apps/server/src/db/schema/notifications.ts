import { bigint, bigserial, boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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

/**
 * What a user wants to hear of the money and EORs of their TINs (issue 28 §4, docs/decisions/067):
 * per kind, in the bell and in a daily e-mail digest. No row: nothing (alerts are opt-in).
 */
export const alertPreferences = pgTable(
  'alert_preference',
  {
    userInfoId: integer('user_info_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'payment' (a payment posted) or 'eor' (a new EOR). */
    kind: varchar('kind', { length: 8 }).notNull(),
    bell: boolean('bell').notNull().default(false),
    email: boolean('email').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userInfoId, t.kind] })],
);

/** A payment posted or an EOR made, for one TIN: written by whatever posts them; the alert sweep reads it once. */
export const remittanceArrivals = pgTable(
  'remittance_arrival',
  {
    id: bigserial('arrival_id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    ftin: varchar('ftin', { length: 9 }).notNull(),
    /** The payment, or the bill whose EOR is new. */
    ref: bigint('ref', { mode: 'number' }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
);

/** Where each alert sweep stopped: 'remittance' (the last arrival read) and 'digest' (the last day e-mailed). */
export const alertState = pgTable('alert_state', {
  name: varchar('name', { length: 20 }).primaryKey(),
  lastArrivalId: bigint('last_arrival_id', { mode: 'number' }).notNull().default(0),
  lastDigestDay: date('last_digest_day'),
});

/** Arrivals waiting for a user's next daily e-mail: counts only, never which bill or payment. */
export const alertDigests = pgTable(
  'alert_digest',
  {
    userInfoId: integer('user_info_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userInfoId, t.kind] })],
);
