import { sql } from 'drizzle-orm';
import { bigint, bigserial, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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

/** A PostgreSQL transaction id, 64 bits (no wraparound): the activity record's seals are cut by them. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Who did what, as whom (mirror), when and from where; every read of PHI writes a row (issue 47). The
 * group is the effective person's (the mirrored user's while mirroring), resolved as the row is
 * written. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0020), and the rows
 * are sealed in blocks by a chained hash (audit_seal, decision 090). Partitioned by month of `at`
 * (migration 0022, decision 093): retention drops a whole sealed month, never a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('audit_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserNm: varchar('actor_user_nm', { length: 50 }),
    asUserNm: varchar('as_user_nm', { length: 50 }),
    action: varchar('action', { length: 60 }).notNull(),
    target: varchar('target', { length: 200 }),
    detail: jsonb('detail'),
    ip: varchar('ip', { length: 60 }),
    grpInfoId: integer('grp_info_id'),
    userAgent: varchar('user_agent', { length: 200 }),
    /** The writing transaction: a seal takes every row of the transactions that ended before it. */
    xactId: xid8('xact_id').notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.at] }),
    index('audit_log_actor_idx').on(t.actorUserNm, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_group_idx').on(t.grpInfoId, t.at, t.id),
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_xact_idx').on(t.xactId),
  ],
);

/**
 * The records an audit row disclosed or changed (issue 47 §0): a bill by its id, a claim, a payment, a
 * TIN. `at` is its row's, so that both are partitioned by the same month and retired together.
 */
export const auditRecords = pgTable(
  'audit_record',
  {
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    ref: varchar('ref', { length: 40 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.auditId, t.at, t.kind, t.ref] }), index('audit_record_ref_idx').on(t.kind, t.ref, t.at, t.auditId)],
);

/**
 * A month of the activity record retired by retention (decision 093): its partitions dropped whole,
 * after every row in them was sealed. What the verifier needs to tell a retired row from a deleted
 * one: the blocks the month filled whole, and the rows it took from blocks it shared with the month
 * after. Append-only.
 */
export const auditRetention = pgTable('audit_retention', {
  month: varchar('month', { length: 7 }).primaryKey(),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
  /** Blocks every row of which was in the month, as [first, last] ranges. */
  wholeBlocks: jsonb('whole_blocks').notNull(),
  /** Blocks that kept rows of another month: block number → the ids the month took from it. */
  partialBlocks: jsonb('partial_blocks').notNull(),
  keepMonths: integer('keep_months').notNull(),
});

/** From when audit_record names every row's records (the rows before it were backfilled where they could be). */
export const auditRecordsSince = pgTable('audit_records_since', {
  since: timestamp('since', { withTimezone: true }).primaryKey(),
});

/**
 * A sealed block of the activity record (decision 090): every row of the transactions with ids in
 * [xact_from, xact_to), in id order, hashed and chained to the block before. `row_ids` and
 * `row_digests` (8 bytes a row) let the verifier name the first row that changed, went or came.
 */
export const auditSeals = pgTable('audit_seal', {
  blockNo: bigint('block_no', { mode: 'number' }).primaryKey(),
  xactFrom: xid8('xact_from').notNull(),
  xactTo: xid8('xact_to').notNull(),
  rowCount: integer('row_count').notNull(),
  rowIds: bigint('row_ids', { mode: 'number' }).array().notNull(),
  rowDigests: bytea('row_digests').notNull(),
  prevHash: bytea('prev_hash').notNull(),
  hash: bytea('hash').notNull(),
  sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull().defaultNow(),
});
export type AuditRow = typeof auditLog.$inferInsert;

/** The monthly summary mailed to a Provider Admin (issue 47 §2): one row per admin and month, written with the mail, so it goes once. */
export const activitySummaries = pgTable(
  'activity_summary',
  {
    userInfoId: integer('user_info_id').notNull(),
    month: varchar('month', { length: 7 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userInfoId, t.month] })],
);

/** Provider Admins who want no monthly summary (its mail's one-click link, or the profile). */
export const activitySummaryOptOuts = pgTable('activity_summary_opt_out', {
  userInfoId: integer('user_info_id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
