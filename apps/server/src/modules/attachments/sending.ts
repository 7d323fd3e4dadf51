import { and, eq, sql } from 'drizzle-orm';
import { attachmentLimits, attachmentMessages, type AttachmentType, type DocumentTypeCode } from '@wcpp/contract';
import { rowsOf, type Db, type DbOrTx } from '../../db/client';
import { attachmentBlobs, attachmentFiles, attachmentSendings } from '../../db/schema';
import { newReceiptNumber } from './receipt-number';
import { refusal, type StoredBlob } from './store';

/** A file as it arrived, stored in its own incomplete blob. */
export interface ArrivedFile extends StoredBlob {
  fileName: string;
  documentType: DocumentTypeCode;
}

export interface NewSending {
  billId: number;
  grpInfoId: number;
  senderUserId: number;
  files: ArrivedFile[];
}

/** The UTC day a quota counts in. */
export const quotaDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Counts a sending into its group's day, or refuses it (429) when the day's files or bytes would pass
 * the limits: one conditional upsert, so the row's lock orders parallel sendings and none slips past
 * (issue 48 §4). Runs in the sending's transaction: a sending that fails later counts nothing.
 */
export async function spendGroupQuota(tx: DbOrTx, grpInfoId: number, day: string, files: number, bytes: number): Promise<void> {
  const { groupFilesPerDay, groupBytesPerDay } = attachmentLimits;
  const over = () => refusal(429, 'ATTACHMENT_QUOTA', attachmentMessages.groupQuota);
  if (files > groupFilesPerDay || bytes > groupBytesPerDay) throw over();
  const counted = rowsOf(
    await tx.execute(sql`
      INSERT INTO attachment_quota (grp_info_id, day, files, bytes) VALUES (${grpInfoId}, ${day}, ${files}, ${bytes})
      ON CONFLICT (grp_info_id, day) DO UPDATE SET files = attachment_quota.files + EXCLUDED.files, bytes = attachment_quota.bytes + EXCLUDED.bytes
      WHERE attachment_quota.files + EXCLUDED.files <= ${groupFilesPerDay} AND attachment_quota.bytes + EXCLUDED.bytes <= ${groupBytesPerDay}
      RETURNING files`),
  );
  if (counted.length === 0) throw over();
}

/** Whether the group's day is already full, read before a sending's bytes are taken in (the upsert above decides). */
export async function groupQuotaFull(db: Db, grpInfoId: number, day: string): Promise<boolean> {
  const [row] = rowsOf<{ files: number; bytes: string | number }>(await db.execute(sql`SELECT files, bytes FROM attachment_quota WHERE grp_info_id = ${grpInfoId} AND day = ${day}`));
  return Boolean(row && (row.files >= attachmentLimits.groupFilesPerDay || Number(row.bytes) >= attachmentLimits.groupBytesPerDay));
}

export interface RecordedSending {
  sendingId: number;
  receiptNumber: string;
}

/**
 * Records a sending whose files have all arrived (decision 095), in one transaction: the group's day
 * quota is spent; each file's blob is made complete, or, when a complete blob of the same content is
 * already stored for the bill, the new one is dropped and the file points at the stored one; then the
 * sending and its files are written. Until this commits, nothing of the sending is visible.
 */
export async function recordSending(db: Db, sending: NewSending, now: Date): Promise<RecordedSending> {
  const bytes = sending.files.reduce((sum, f) => sum + f.bytes, 0);
  return db.transaction(async (tx) => {
    await spendGroupQuota(tx, sending.grpInfoId, quotaDay(now), sending.files.length, bytes);
    // One writer of a bill's blobs at a time: an UPDATE has no ON CONFLICT, so two identical sendings
    // at once are ordered here, and the partial unique index (bill, sha256) WHERE complete stands behind it.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`attachment-blobs:${sending.billId}`}))`);
    const kept: { blobId: number; alreadyStored: boolean }[] = [];
    for (const file of sending.files) {
      const [stored] = await tx
        .select({ id: attachmentBlobs.id })
        .from(attachmentBlobs)
        .where(and(eq(attachmentBlobs.billId, sending.billId), eq(attachmentBlobs.sha256, file.sha256), eq(attachmentBlobs.complete, true)));
      if (stored) {
        await tx.delete(attachmentBlobs).where(eq(attachmentBlobs.id, file.blobId));
        kept.push({ blobId: stored.id, alreadyStored: true });
        continue;
      }
      const done = await tx
        .update(attachmentBlobs)
        .set({ complete: true, sha256: file.sha256, bytes: file.bytes })
        .where(and(eq(attachmentBlobs.id, file.blobId), eq(attachmentBlobs.complete, false)))
        .returning({ id: attachmentBlobs.id });
      // Swept while it arrived (a sending slower than the sweep's grace): it must be sent again.
      if (done.length === 0) throw refusal(409, 'ATTACHMENT_INTERRUPTED', attachmentMessages.interrupted);
      kept.push({ blobId: file.blobId, alreadyStored: false });
    }
    const receiptNumber = newReceiptNumber();
    const [row] = await tx
      .insert(attachmentSendings)
      .values({ receiptNumber, billId: sending.billId, grpInfoId: sending.grpInfoId, senderUserId: sending.senderUserId, sentAt: now })
      .returning({ id: attachmentSendings.id });
    await tx.insert(attachmentFiles).values(
      sending.files.map((f, seq) => ({
        sendingId: row!.id,
        seq,
        fileName: f.fileName,
        contentType: f.contentType satisfies AttachmentType,
        documentType: f.documentType,
        bytes: f.bytes,
        sha256: f.sha256,
        blobId: kept[seq]!.blobId,
        alreadyStored: kept[seq]!.alreadyStored,
      })),
    );
    return { sendingId: row!.id, receiptNumber };
  });
}
