import { and, asc, eq } from 'drizzle-orm';
import { documentTypes, isDocumentTypeCode, type AttachmentFileState, type AttachmentType, type Receipt } from '@wcpp/contract';
import type { Db } from '../../db/client';
import { attachmentFiles, attachmentSendings, bills, users } from '../../db/schema';

/** A sending with what its scope and its audit row need: the bill's TIN and claim. */
export interface FoundReceipt {
  receipt: Receipt;
  bill: { id: number; ftin: string; claimNumber: string };
  grpInfoId: number;
}

const sendingColumns = {
  sendingId: attachmentSendings.id,
  receiptNumber: attachmentSendings.receiptNumber,
  sentAt: attachmentSendings.sentAt,
  grpInfoId: attachmentSendings.grpInfoId,
  billId: bills.id,
  billControlNumber: bills.billControlNumber,
  ftin: bills.ftin,
  claimNumber: bills.claimNumber,
  sentBy: users.userNm,
};

/** The receipt of a sending by its number (already made normal), or null. */
export async function findReceipt(db: Db, receiptNumber: string): Promise<FoundReceipt | null> {
  const [s] = await db
    .select(sendingColumns)
    .from(attachmentSendings)
    .innerJoin(bills, eq(bills.id, attachmentSendings.billId))
    .innerJoin(users, eq(users.id, attachmentSendings.senderUserId))
    .where(eq(attachmentSendings.receiptNumber, receiptNumber));
  if (!s) return null;
  const files = await db.select().from(attachmentFiles).where(eq(attachmentFiles.sendingId, s.sendingId)).orderBy(asc(attachmentFiles.seq));
  return {
    bill: { id: s.billId, ftin: s.ftin, claimNumber: s.claimNumber },
    grpInfoId: s.grpInfoId,
    receipt: {
      receiptNumber: s.receiptNumber,
      billControlNumber: s.billControlNumber,
      billId: s.billId,
      sentBy: s.sentBy,
      sentAt: s.sentAt.toISOString(),
      files: files.map(receiptFile),
    },
  };
}

type FileRow = typeof attachmentFiles.$inferSelect;

/** One file as its receipt shows it. */
export function receiptFile(f: FileRow): Receipt['files'][number] {
  return {
    fileId: f.id,
    fileName: f.fileName,
    contentType: f.contentType as AttachmentType,
    documentType: f.documentType,
    documentTypeText: isDocumentTypeCode(f.documentType) ? documentTypes.codes[f.documentType] : f.documentType,
    pages: f.pages,
    bytes: f.bytes,
    sha256: f.sha256,
    alreadyReceived: f.alreadyStored,
    state: f.state as AttachmentFileState,
    refusalReason: f.refusalReason,
  };
}

/** The bill a sending names, with what its scope and audit row need, or undefined. */
export async function findBillById(db: Db, billId: number) {
  const [row] = await db.select({ id: bills.id, ftin: bills.ftin, claimNumber: bills.claimNumber, billControlNumber: bills.billControlNumber }).from(bills).where(eq(bills.id, billId));
  return row;
}

/** A sent file with its bill and its sending's group, or null. */
export async function findFile(db: Db, fileId: number) {
  const [row] = await db
    .select({ file: attachmentFiles, bill: { id: bills.id, ftin: bills.ftin, claimNumber: bills.claimNumber }, grpInfoId: attachmentSendings.grpInfoId, receiptNumber: attachmentSendings.receiptNumber })
    .from(attachmentFiles)
    .innerJoin(attachmentSendings, eq(attachmentSendings.id, attachmentFiles.sendingId))
    .innerJoin(bills, eq(bills.id, attachmentSendings.billId))
    .where(eq(attachmentFiles.id, fileId));
  return row ?? null;
}

/**
 * Withdraws a file its group sent (issue 48 §2: a wrong file) while it is still only sent; the stored
 * bytes stay (another file may point at them). Returns the file as it is now, or null when it was not
 * withdrawable.
 */
export async function withdrawFile(db: Db, fileId: number, now: Date) {
  const [row] = await db
    .update(attachmentFiles)
    .set({ state: 'withdrawn', withdrawnAt: now })
    .where(and(eq(attachmentFiles.id, fileId), eq(attachmentFiles.state, 'sent')))
    .returning();
  return row ? receiptFile(row) : null;
}
