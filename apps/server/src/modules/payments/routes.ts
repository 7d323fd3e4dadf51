import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { EXPORT_MAX_ROWS, exportMessages, PAYMENT_PAGE_SIZE, paymentCalls, paymentMessages, paymentsExport, type AuditAction, type Payment } from '@wcpp/contract';
import { registerEndpoints } from '../../lib/endpoints';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { sendFile } from '../../lib/send-file';
import { sendTable } from '../../lib/table-file';
import { remittancePdf } from './remittance-pdf';
import { findPayment, findRemittance, remittedBills, searchPayments } from './service';
import { write835 } from './x12-835';
import { spendDownload } from '../../lib/downloads';
import { recordInScope } from '../../plugins/scope';
import type { AuditRecords } from '../../plugins/audit';

const billsOf = (payment: Payment) => payment.claims.flatMap((c) => c.bills.map((b) => b.billControlNumber));
/** The records of a payment shown: the payment, its claims and the TINs of its bills on the page. */
const paymentRecords = (payment: Payment): AuditRecords => ({
  payments: [payment.paymentId],
  claims: payment.claims.map((c) => c.claimNumber),
  tins: payment.claims.flatMap((c) => c.bills.map((b) => b.ftin)),
});

/**
 * Payments and remittance (issue 28, docs/decisions/066-payments.md), registered from their
 * descriptions. Scope is the effective (mirrored) user's TINs, as everywhere; a payment with no bill
 * in scope is not found, the answer of a payment that does not exist. Every answer that discloses a
 * payment writes an audit row naming it and the bills shown.
 */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  /** Who has a remittance PDF being written on this instance (one at a time: a check of 10,000 claims takes a CPU for seconds). */
  const writingPdf = new Set<string>();

  /** The payment as the caller may see it (one page of its bills), after the audit row that names it and the bills shown; 404 when there is none. */
  const disclosed = async (request: FastifyRequest, action: AuditAction, paymentId: number, paging: { page: number; pageSize: number }) => {
    const found = await findPayment(app.db, paymentId, await request.tinScope(), paging);
    await request.audit(action, String(paymentId), { found: Boolean(found), billControlNumbers: found ? billsOf(found.payment) : [] }, { records: found ? paymentRecords(found.payment) : undefined });
    return recordInScope(request, found, () => notFound(paymentMessages.notFound), action, { paymentId });
  };

  /**
   * A remittance to write as it is read (the 835, the PDF): the payment's header and its bills in scope
   * page by page, after the audit row naming every bill is committed; 404 when there is none.
   */
  const remittance = async (request: FastifyRequest<{ Params: { paymentId: number } }>, action: AuditAction) => {
    const id = request.params.paymentId;
    const scope = await request.tinScope();
    const found = await findRemittance(app.db, id, scope);
    await request.audit(action, String(id), { found: Boolean(found), billControlNumbers: found?.bills.map((b) => b.billControlNumber) ?? [] }, { records: found ? { payments: [id], bills: found.bills.map((b) => b.billId) } : undefined });
    const shown = await recordInScope(request, found, () => notFound(paymentMessages.notFound), action, { paymentId: id });
    return { found: shown, pages: remittedBills(app.db, id, scope, shown.bills.map((b) => b.billId)) };
  };

  registerEndpoints(app, paymentCalls, {
    searchPayments: {
      config: { readsTinScope: true },
      handler: async (request) => {
        const result = await searchPayments(app.db, await request.tinScope(), request.query, { pageSize: request.query.pageSize });
        await request.audit('PAYMENT_SEARCH', null, {
          fields: Object.keys(request.query),
          results: result.total,
          paymentIds: result.payments.map((p) => p.paymentId),
        });
        return result;
      },
    },
    // Every payment of the search, all pages (issue 28 §2; the rules of decision 061's exports).
    exportPayments: {
      config: { readsTinScope: true },
      handler: async (request, reply) => {
        await spendDownload(request);
        const { format, ...criteria } = request.query;
        const result = await searchPayments(app.db, await request.tinScope(), criteria, { pageSize: EXPORT_MAX_ROWS });
        const refused = result.total === 0 ? exportMessages.noRows : result.total > EXPORT_MAX_ROWS ? exportMessages.tooManyRows : null;
        await request.audit('EXPORT', 'payments', { format, found: !refused, results: result.total, paymentIds: refused ? [] : result.payments.map((p) => p.paymentId) });
        if (refused) throw badRequest(refused);
        return sendTable(reply, format, paymentsExport, result.payments);
      },
    },
    paymentById: {
      config: { readsTinScope: true },
      handler: async (request) => {
        const paging = { page: request.query.page ?? 1, pageSize: request.query.pageSize ?? PAYMENT_PAGE_SIZE };
        return (await disclosed(request, 'PAYMENT_DETAIL', request.params.paymentId, paging)).payment;
      },
    },
    // The 835 and the PDF are written as they are read, a page of bills at a time (thousands of claims
    // in flat memory); the audit row naming every bill is committed before the first byte.
    payment835: {
      config: { readsTinScope: true },
      handler: async (request, reply) => {
        // One of the person's downloads an hour, before anything is read or audited (decision 073).
        await spendDownload(request);
        const { found, pages } = await remittance(request, 'PAYMENT_835');
        const file = write835(found.payment, found.payer, pages, { control: request.params.paymentId, at: new Date() });
        // One page ahead at most: a slow reader holds back the reading, not the server's memory.
        return sendFile(reply, 'application/edi-x12', Readable.from(file, { highWaterMark: 1 }), `payment-${found.payment.checkNumber}.835`);
      },
    },
    remittancePdf: {
      config: { readsTinScope: true },
      handler: async (request, reply) => {
        // Checked and taken with no wait between, so parallel requests of one person cannot both pass.
        const person = request.auth!.user.userNm;
        if (writingPdf.has(person)) throw new AppError(429, 'REMITTANCE_BUSY', paymentMessages.pdfBusy);
        writingPdf.add(person);
        try {
          await spendDownload(request);
          const { found, pages } = await remittance(request, 'PAYMENT_REMITTANCE');
          const pdf = remittancePdf(found.payment, found.payer, pages);
          // Released when the file is written, or the reader goes away.
          pdf.once('close', () => writingPdf.delete(person));
          return sendFile(reply, 'application/pdf', pdf, `remittance-${found.payment.checkNumber}.pdf`, 'inline');
        } catch (err) {
          writingPdf.delete(person);
          throw err;
        }
      },
    },
  });
};
