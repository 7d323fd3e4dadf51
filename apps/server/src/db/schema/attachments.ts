import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, customType, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { groups, users } from './accounts';
import { bills } from './bills';

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The records sent for a bill (issue 48 step 1, docs/decisions/095-attachments-store.md). A sending is
 * written only when every file of it has arrived whole, in the transaction that marks its blobs complete.
 */
export const attachmentSendings = pgTable(
  'attachment_sending',
  {
    id: bigserial('attachment_sending_id', { mode: 'number' }).primaryKey(),
    /** The receipt number as read aloud, `R7K2-9QXM-4T` (Crockford base32, 50 random bits). */
    receiptNumber: varchar('receipt_number', { length: 12 }).notNull(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    grpInfoId: integer('grp_info_id')
      .notNull()
      .references(() => groups.id),
    senderUserId: integer('sender_user_info_id')
      .notNull()
      .references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** The network's request for records this sending answers (step 2). */
    requestId: bigint('request_id', { mode: 'number' }),
  },
  (t) => [uniqueIndex('attachment_sending_receipt_idx').on(t.receiptNumber), index('attachment_sending_bill_idx').on(t.billId, t.sentAt)],
);

/**
 * The stored bytes of one file, kept once per bill and content: a second sending of the same file for
 * the same bill points at the complete blob already there. An incomplete blob is one still arriving, or
 * one whose sending was interrupted; the sweep deletes it after a grace period.
 */
export const attachmentBlobs = pgTable(
  'attachment_blob',
  {
    id: bigserial('attachment_blob_id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    complete: boolean('complete').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attachment_blob_content_idx').on(t.billId, t.sha256).where(sql`${t.complete}`),
    index('attachment_blob_incomplete_idx').on(t.createdAt).where(sql`NOT ${t.complete}`),
  ],
);

/** A blob's bytes in order, 256 KB a row, so a file is streamed in and out, never held whole. */
export const attachmentChunks = pgTable(
  'attachment_chunk',
  {
    blobId: bigint('attachment_blob_id', { mode: 'number' })
      .notNull()
      .references(() => attachmentBlobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.blobId, t.seq] })],
);

/** One file of a sending, as the sender named and typed it, and its state with the network. */
export const attachmentFiles = pgTable(
  'attachment_file',
  {
    id: bigserial('attachment_file_id', { mode: 'number' }).primaryKey(),
    sendingId: bigint('attachment_sending_id', { mode: 'number' })
      .notNull()
      .references(() => attachmentSendings.id),
    seq: integer('seq').notNull(),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    documentType: varchar('document_type', { length: 2 }).notNull(),
    pages: integer('pages'),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    blobId: bigint('attachment_blob_id', { mode: 'number' })
      .notNull()
      .references(() => attachmentBlobs.id),
    /** The blob was already stored for this bill when this file arrived. */
    alreadyStored: boolean('already_stored').notNull().default(false),
    state: varchar('state', { length: 10 }).notNull().default('sent'),
    refusalReason: text('refusal_reason'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('attachment_file_sending_idx').on(t.sendingId, t.seq),
    index('attachment_file_blob_idx').on(t.blobId),
    check('attachment_file_state_check', sql`${t.state} IN ('sent', 'received', 'refused', 'withdrawn')`),
  ],
);

/**
 * What a group sent on one day (UTC), counted under the row's lock by a conditional upsert, so parallel
 * sendings cannot together pass the day's limits (issue 48 §4).
 */
export const attachmentQuotas = pgTable(
  'attachment_quota',
  {
    grpInfoId: integer('grp_info_id')
      .notNull()
      .references(() => groups.id),
    day: date('day').notNull(),
    files: integer('files').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.grpInfoId, t.day] })],
);
