import type { FastifyRequest } from 'fastify';
import { attachmentLimits, attachmentMessages, isDocumentTypeCode, sendingFields, type DocumentTypeCode } from '@wcpp/contract';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { cleanFileName } from './file-name';
import type { ArrivedFile } from './sending';
import { dropBlobs, refusal, streamIntoBlob } from './store';

/** What a multipart parser's limit or failure means to the sender (@fastify/multipart's codes). */
function sendingErrorOf(err: unknown, request: FastifyRequest): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return refusal(400, 'ATTACHMENT_TOO_MANY', attachmentMessages.tooManyFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest(attachmentMessages.unknownField);
  // The parser's own refusals of a malformed form (busboy: no boundary, a malformed part header).
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || /^(Multipart: Boundary not found|Malformed)/.test(String((err as Error).message))) return badRequest(attachmentMessages.notMultipart);
  // The client went away, or sent a body that ends before its last boundary: nothing was kept.
  if (request.raw.destroyed || request.raw.readableAborted || /terminated early|Unexpected end/i.test(String((err as Error).message))) {
    return refusal(400, 'ATTACHMENT_INTERRUPTED', attachmentMessages.interrupted);
  }
  return err;
}

export interface TakenSending<B> {
  bill: B;
  files: ArrivedFile[];
  blobIds: number[];
}

/**
 * Reads a sending's form as it arrives (decision 095): `billId` first (judged by `billOf`, the scope
 * step, before any byte of a file is taken), then for each file its `documentType` and the file,
 * each streamed into its own incomplete blob. Any refusal or interruption drops what was stored.
 */
export async function takeSending<B extends { id: number }>(request: FastifyRequest, db: Db, billOf: (billId: string) => Promise<B>): Promise<TakenSending<B>> {
  const { filesPerSending, fileBytes, sendingBytes } = attachmentLimits;
  const blobIds: number[] = [];
  const files: ArrivedFile[] = [];
  let bill: B | null = null;
  let documentType: DocumentTypeCode | null = null;
  let total = 0;
  try {
    if (!request.isMultipart()) throw badRequest(attachmentMessages.notMultipart);
    // A file one byte past the limit is cut there by the parser, and refused below as too large. The
    // field and part limits leave room for an eleventh file's type, so its file meets the files limit.
    const limits = { files: filesPerSending, fileSize: fileBytes + 1, fields: filesPerSending + 2, fieldSize: 64, parts: 2 * filesPerSending + 4 };
    const parts = request.parts({ limits });
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value.trim() : '';
        if (part.fieldname === sendingFields.billId && bill === null && files.length === 0) {
          bill = await billOf(value);
        } else if (part.fieldname === sendingFields.documentType && bill !== null) {
          if (!isDocumentTypeCode(value)) throw badRequest(attachmentMessages.unknownDocumentType, { documentType: attachmentMessages.unknownDocumentType });
          documentType = value;
        } else if (bill === null) {
          throw badRequest(attachmentMessages.billFirst);
        } else {
          throw badRequest(attachmentMessages.unknownField);
        }
        continue;
      }
      if (part.fieldname !== sendingFields.file) throw badRequest(attachmentMessages.unknownField);
      if (bill === null) throw badRequest(attachmentMessages.billFirst);
      if (documentType === null) throw badRequest(attachmentMessages.documentTypeFirst);
      const left = sendingBytes - total;
      const tooLarge = left < fileBytes ? () => refusal(413, 'ATTACHMENT_TOO_LARGE', attachmentMessages.sendingTooLarge) : () => refusal(413, 'ATTACHMENT_TOO_LARGE', attachmentMessages.fileTooLarge);
      const stored = await streamIntoBlob(db, bill.id, part.file, { maxBytes: Math.min(fileBytes, left), tooLarge }, (id) => blobIds.push(id));
      total += stored.bytes;
      files.push({ ...stored, fileName: cleanFileName(part.filename), documentType });
      documentType = null;
    }
    if (bill === null) throw badRequest(attachmentMessages.billFirst);
    if (files.length === 0) throw badRequest(attachmentMessages.noFiles);
    return { bill, files, blobIds };
  } catch (err) {
    await dropBlobs(db, blobIds).catch(() => undefined);
    throw sendingErrorOf(err, request);
  }
}
