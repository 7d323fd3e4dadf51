import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { attachmentCalls, attachmentLimits, attachmentMessages } from '@wcpp/contract';
import { registerEndpoints } from '../../lib/endpoints';
import { AppError, notFound } from '../../lib/errors';
import { atMostEvery } from '../../plugins/jobs';
import { recordInScope } from '../../plugins/scope';
import { attachmentDisposition } from './file-name';
import { takeSending } from './form';
import { assertSendingGroup } from './access';
import { findBillById, findFile, findReceipt, withdrawFile } from './receipt';
import { normalReceiptNumber } from './receipt-number';
import { groupQuotaFull, quotaDay, recordSending } from './sending';
import { blobChunks, dropBlobs, refusal, sweepIncompleteBlobs } from './store';

export const ATTACHMENT_SWEEP = 'ATTACHMENT_BLOBS';
/** How often an instance deletes the blobs of interrupted sendings. */
export const ATTACHMENT_SWEEP_MS = 10 * 60_000;
/** How long an incomplete blob may still be arriving before the sweep takes it (a 150 MB sending on a slow line fits). */
export const INCOMPLETE_BLOB_GRACE_MS = 2 * 60 * 60_000;

/** The headers of a sent file served back (issue 48 §4): saved, never shown or run in the portal's origin. */
const DOWNLOAD_CSP = "sandbox; default-src 'none'";

const unknownBill = () => notFound(attachmentMessages.unknownBill);
const unknownFile = () => notFound(attachmentMessages.unknownFile);

/**
 * Sending records for a bill (issue 48 step 1, docs/decisions/095-attachments-store.md): a multipart
 * sending streamed into PostgreSQL chunks, its receipt, its files served back, and the sweep of
 * interrupted sendings. The multipart parser is registered here only: no other call takes a form of files.
 */
export const attachmentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: attachmentLimits.fileBytes + 1, files: attachmentLimits.filesPerSending } });
  app.jobs.every(ATTACHMENT_SWEEP, atMostEvery(ATTACHMENT_SWEEP_MS, (db, now) => sweepIncompleteBlobs(db, new Date(now.getTime() - INCOMPLETE_BLOB_GRACE_MS))));

  /** The bill a sending names, when it is among the caller's TINs; otherwise as an unknown one (decision 077). */
  async function billOf(request: FastifyRequest, given: string) {
    const id = /^\d{1,15}$/.test(given) ? Number(given) : null;
    const row = id === null ? undefined : await findBillById(app.db, id);
    return recordInScope(request, row, unknownBill, 'ATTACHMENT_SENT', { billId: given.slice(0, 20) }, (b) => b.ftin);
  }

  /** A sent file the caller may see (its bill among their TINs), or an unknown one. */
  async function visibleFile(request: FastifyRequest, fileId: number, action: string) {
    return recordInScope(request, await findFile(app.db, fileId), unknownFile, action, { fileId }, (f) => f.bill.ftin);
  }

  registerEndpoints(app, attachmentCalls, {
    sendRecords: async (request) => {
      const who = request.auth!.effective;
      const group = assertSendingGroup(request.auth!);
      const now = new Date();
      // A full day refuses before a byte is taken; the count in recordSending is the one that decides.
      if (await groupQuotaFull(app.db, group, quotaDay(now))) throw refusal(429, 'ATTACHMENT_QUOTA', attachmentMessages.groupQuota);
      let billId: number | null = null;
      try {
        const taken = await takeSending(request, app.db, async (given) => {
          const bill = await billOf(request, given);
          billId = bill.id;
          return bill;
        });
        const recorded = await recordSending(app.db, { billId: taken.bill.id, grpInfoId: group, senderUserId: who.id, files: taken.files }, now).catch(async (err: unknown) => {
          await dropBlobs(app.db, taken.blobIds).catch(() => undefined);
          throw err;
        });
        const found = (await findReceipt(app.db, recorded.receiptNumber))!;
        const { bill } = taken;
        await request.audit(
          'ATTACHMENT_SENT',
          recorded.receiptNumber,
          { files: taken.files.length, bytes: taken.files.reduce((s, f) => s + f.bytes, 0), alreadyStored: found.receipt.files.filter((f) => f.alreadyReceived).length },
          { records: { bills: [bill.id], claims: [bill.claimNumber], tins: [bill.ftin] } },
        );
        return found.receipt;
      } catch (err) {
        // A refusal of a sending to a bill in scope is recorded with its reason (one outside it already was, by the scope step).
        if (err instanceof AppError && billId !== null) await request.audit('ATTACHMENT_SEND_REFUSED', String(billId), { code: err.code }, { records: { bills: [billId] } });
        throw err;
      }
    },
    receipt: async (request) => {
      const number = normalReceiptNumber(request.params.receipt);
      const found = number ? await findReceipt(app.db, number) : null;
      const shown = await recordInScope(request, found, () => notFound(attachmentMessages.unknownReceipt), 'ATTACHMENT_RECEIPT_READ', { receipt: request.params.receipt }, (r) => r.bill.ftin);
      const { bill } = shown;
      await request.audit('ATTACHMENT_RECEIPT_READ', shown.receipt.receiptNumber, { files: shown.receipt.files.length }, { records: { bills: [bill.id], claims: [bill.claimNumber], tins: [bill.ftin] } });
      return shown.receipt;
    },
    attachmentFile: async (request, reply) => {
      const { file, bill, receiptNumber } = await visibleFile(request, request.params.fileId, 'ATTACHMENT_READ');
      if (file.state === 'withdrawn') throw notFound(attachmentMessages.withdrawn);
      await request.audit('ATTACHMENT_READ', String(file.id), { receipt: receiptNumber, documentType: file.documentType, bytes: file.bytes }, { records: { bills: [bill.id], claims: [bill.claimNumber], tins: [bill.ftin] } });
      return reply
        .type(file.contentType)
        .header('content-length', file.bytes)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOWNLOAD_CSP)
        .header('cache-control', 'no-store')
        .send(Readable.from(blobChunks(app.db, file.blobId)));
    },
    withdrawFile: async (request) => {
      const found = await visibleFile(request, request.params.fileId, 'ATTACHMENT_WITHDRAWN');
      // Only the group that sent it withdraws it; to another group in the bill's TIN it is as unknown.
      if (found.grpInfoId !== request.auth!.effective.grpInfoId) throw unknownFile();
      const withdrawn = await withdrawFile(app.db, found.file.id, new Date());
      if (!withdrawn) throw refusal(409, 'ATTACHMENT_NOT_WITHDRAWABLE', attachmentMessages.notWithdrawable);
      const { bill } = found;
      await request.audit('ATTACHMENT_WITHDRAWN', String(found.file.id), { receipt: found.receiptNumber }, { records: { bills: [bill.id], claims: [bill.claimNumber], tins: [bill.ftin] } });
      return withdrawn;
    },
  });
};
