import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { attachmentMessages, attachmentTypes, type AttachmentType } from '@wcpp/contract';
import { AppError } from '../../lib/errors';
import type { Db } from '../../db/client';
import { attachmentBlobs, attachmentChunks } from '../../db/schema';

/** The bytes of one chunk row: a 60 MB file is 240 rows, and a chunk is all a file ever holds in memory. */
export const CHUNK_BYTES = 256 * 1024;
/** What the type is read from: file-type's sample size. */
const HEAD_BYTES = 4100;

export interface StoredBlob {
  blobId: number;
  bytes: number;
  sha256: string;
  contentType: AttachmentType;
}

export const refusal = (status: number, code: string, message: string) => new AppError(status, code, message);

/** The type of a file by its first bytes, never its name or declared type; null when it is none of PDF, TIFF, JPEG, PNG. */
export async function detectType(head: Uint8Array): Promise<AttachmentType | null> {
  const found = await fileTypeFromBuffer(head);
  return found && (attachmentTypes as readonly string[]).includes(found.mime) ? (found.mime as AttachmentType) : null;
}

/**
 * Streams one file into the chunks of a new, incomplete blob of the bill while its SHA-256 is computed
 * (decision 095). The type is judged on the first bytes before anything is written; a file past
 * `maxBytes` is refused as it arrives. `onBlob` hears the blob's id as soon as it exists, so the caller
 * can drop it when the sending fails; a blob is made complete only by recordSending.
 */
export async function streamIntoBlob(
  db: Db,
  billId: number,
  source: AsyncIterable<Buffer>,
  limits: { maxBytes: number; tooLarge: () => AppError },
  onBlob: (blobId: number) => void,
): Promise<StoredBlob> {
  const hash = createHash('sha256');
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let bytes = 0;
  let seq = 0;
  let blobId: number | null = null;
  let contentType: AttachmentType | null = null;

  const start = async () => {
    contentType = await detectType(Buffer.concat(pending));
    if (!contentType) throw refusal(400, 'ATTACHMENT_TYPE', attachmentMessages.wrongType);
    const [row] = await db.insert(attachmentBlobs).values({ billId, sha256: '', bytes: 0 }).returning({ id: attachmentBlobs.id });
    blobId = row!.id;
    onBlob(blobId);
  };
  const flush = async (all: boolean) => {
    while (pendingBytes >= CHUNK_BYTES || (all && pendingBytes > 0)) {
      const whole = Buffer.concat(pending);
      const data = whole.subarray(0, CHUNK_BYTES);
      pending = whole.length > CHUNK_BYTES ? [whole.subarray(CHUNK_BYTES)] : [];
      pendingBytes = whole.length - data.length;
      await db.insert(attachmentChunks).values({ blobId: blobId!, seq: seq++, data });
    }
  };

  for await (const piece of source) {
    bytes += piece.length;
    if (bytes > limits.maxBytes) throw limits.tooLarge();
    hash.update(piece);
    pending.push(piece);
    pendingBytes += piece.length;
    if (blobId === null && pendingBytes >= HEAD_BYTES) await start();
    if (blobId !== null) await flush(false);
  }
  if (bytes === 0) throw refusal(400, 'VALIDATION', attachmentMessages.emptyFile);
  if (blobId === null) await start();
  await flush(true);
  return { blobId: blobId!, bytes, sha256: hash.digest('hex'), contentType: contentType! };
}

/** Drops blobs of a sending that did not complete, with their chunks (best effort: the sweep takes what is left). */
export async function dropBlobs(db: Db, blobIds: number[]): Promise<void> {
  if (blobIds.length === 0) return;
  await db.delete(attachmentBlobs).where(inArray(attachmentBlobs.id, blobIds));
}

/**
 * Deletes the incomplete blobs (and their chunks) begun before `olderThan`: sendings interrupted by the
 * client, the network or a server that died. Safe on several instances at once. Returns how many.
 */
export async function sweepIncompleteBlobs(db: Db, olderThan: Date): Promise<number> {
  const gone = await db
    .delete(attachmentBlobs)
    .where(sql`NOT ${attachmentBlobs.complete} AND ${attachmentBlobs.createdAt} < ${olderThan.toISOString()} AND NOT EXISTS (SELECT 1 FROM attachment_file f WHERE f.attachment_blob_id = ${attachmentBlobs.id})`)
    .returning({ id: attachmentBlobs.id });
  return gone.length;
}

/** A blob's chunks in order, read one row at a time: a download never holds the file whole. */
export async function* blobChunks(db: Db, blobId: number): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const [row] = await db
      .select({ data: attachmentChunks.data })
      .from(attachmentChunks)
      .where(sql`${eq(attachmentChunks.blobId, blobId)} AND ${eq(attachmentChunks.seq, seq)}`);
    if (!row) return;
    yield Buffer.from(row.data);
  }
}
