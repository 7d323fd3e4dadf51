import { sql } from 'drizzle-orm';
import { bigserial, customType, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/** Server properties such as FE_APP_TIMEOUT (minutes). */
export const appProperties = pgTable('app_property', {
  name: varchar('property_nm', { length: 60 }).primaryKey(),
  value: varchar('property_value', { length: 400 }).notNull(),
});

/** Provider resource documents by category (part 2 §3 resource document). */
export const resourceDocuments = pgTable('resource_document', {
  id: serial('resource_document_id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  category: varchar('category', { length: 4 }).notNull(),
  walkmeId: varchar('walkme_id', { length: 40 }),
  path: varchar('path', { length: 200 }).notNull().unique(),
  contentType: varchar('content_type', { length: 60 }).notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Outgoing mail, written in the same transaction as the change that causes it and delivered by the
 * dispatcher (plugins/mail.ts), so a failed send is retried and never loses the request. With the
 * embedded `outbox` transport the row itself is the delivered message, shown at /mailbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('mail_id').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull().default('notice'),
    toAddr: varchar('to_addr', { length: 120 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers of the message (the alert digest's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** PENDING until delivered (SENT) or given up (FAILED). */
    status: varchar('status', { length: 10 }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** When the dispatcher may take the row next: now for new mail, later after a failure or while a send runs. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    messageId: varchar('message_id', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt), index('mail_outbox_to_idx').on(sql`lower(${t.toAddr})`, t.createdAt)],
);

/** Background jobs: rows, so any instance can run or report on them. */
export const jobs = pgTable('job', {
  id: serial('job_id').primaryKey(),
  kind: varchar('kind', { length: 40 }).notNull(),
  payload: jsonb('payload').notNull(),
  status: varchar('status', { length: 12 }).notNull().default('QUEUED'),
  runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  result: jsonb('result'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('job_status_run_idx').on(t.status, t.runAt)]);

/** Who did what, as whom (mirror), when and from where; every read of PHI writes a row. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('audit_id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserNm: varchar('actor_user_nm', { length: 50 }),
    asUserNm: varchar('as_user_nm', { length: 50 }),
    action: varchar('action', { length: 60 }).notNull(),
    target: varchar('target', { length: 200 }),
    detail: jsonb('detail'),
    ip: varchar('ip', { length: 60 }),
  },
  (t) => [index('audit_log_actor_idx').on(t.actorUserNm, t.at), index('audit_log_action_idx').on(t.action, t.at)],
);
export type AuditRow = typeof auditLog.$inferInsert;
