import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  billSearchCalls,
  billSearchCriteria,
  billSearchMessages,
  BUNDLE_DOCUMENTS_HEADER,
  documentBundleMessages,
  ImageQuerySchema,
  paymentInfoState,
  ZIP_TYPE,
  type Bill,
  type BillSearchCriteria,
  type ImageQuery,
  urlOf,
} from '@wcpp/contract';
import { sendFile } from '../../lib/send-file';
import { answer, registerEndpoints } from '../../lib/endpoints';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { billReferenceLines, referenceFileName, renderBillImage, renderEor, renderPriceSheet, renderReferencePdf } from './documents';
import { bundleActions, bundleBills, documentsOf, writeBundle } from './bundle';
import { findBill, findPayment, keepTinSelection, keptTinSelection, loadDocumentData, searchBills } from './service';
import { inScope } from '../../identity/tin-scope';
import { assertTinsInScope, recordInScope } from '../../plugins/scope';
import { billRecords, type AuditRecords } from '../../plugins/audit';
import { spendDownload } from '../../lib/downloads';

/** Every call here judges the TIN scope: it is read with the session, in one statement (decision 034). */
const scopeRead = { readsTinScope: true } as const;
/** A search is a POST that changes nothing: allowed while mirroring (part 1 §4 Mirror). */
const readOnlyPost = { ...scopeRead, allowWhileMirroring: true, readOnly: true } as const;

function criteriaOf(params: Parameters<typeof billSearchCriteria>[0]): BillSearchCriteria {
  const criteria = billSearchCriteria(params);
  if (!criteria) throw badRequest(billSearchMessages.global);
  return criteria;
}

const imageUnavailable = () => notFound(billSearchMessages.imageUnavailable);
const blobUnavailable = () => notFound(billSearchMessages.blobImageUnavailable);

/**
 * The audit detail of a search (finding 15): which fields were used but not their values (names and
 * dates of birth are PHI), the record ids searched for, and the control numbers of every bill shown,
 * so the log answers "who saw this patient's bills". A page holds at most 200 bills.
 */
function searchAudit(criteria: BillSearchCriteria, source: 'first' | 'second', found: Bill[]) {
  const { mode, ...fields } = criteria;
  const searchedIds =
    mode === 'claimNumber'
      ? { claimNumber: criteria.claimNumber }
      : mode === 'billId'
        ? { billControlNumber: criteria.billControlNumber, documentId: criteria.documentId }
        : undefined;
  return {
    mode,
    fields: Object.keys(fields).filter((k) => fields[k as keyof typeof fields] !== undefined),
    ...(searchedIds ? { searchedIds } : {}),
    source,
    results: found.length,
    billControlNumbers: found.map((b) => b.billControlNumber),
  };
}

/** A search's records: the TINs searched and the claims of the bills it found. */
const searchRecords = (tins: string[], found: Bill[]): AuditRecords => ({ tins, claims: found.map((b) => b.claimNumber) });

const sendPdf = (reply: FastifyReply, bytes: Buffer, fileName: string, disposition: 'inline' | 'attachment') => sendFile(reply, 'application/pdf', bytes, fileName, disposition);

/**
 * Bill Search calls of part 1 §7. Every call judges the effective (mirrored) user's TIN scope, and
 * every search, payment view and document view writes an audit row. docs/decisions/016-bill-search.md.
 */
export const billSearchRoutes: FastifyPluginAsync = async (app) => {
  /** Who has a document bundle being written on this instance. */
  const bundling = new Set<string>();
  /** The bill with this control number when the user may see it; one of another TIN answers `missing` as an unknown one, audited (decision 077). */
  async function visibleBill(request: FastifyRequest, billControlNumber: string, missing: () => AppError, action: string) {
    return recordInScope(request, await findBill(app.db, billControlNumber), missing, action, { billControlNumber }, (row) => row.ftin);
  }

  /** Whether the image (isEor N) or EOR (isEor Y) of a bill can be shown: false for a bill the user may not see, as for an unknown one. */
  async function imageExists(request: FastifyRequest, query: ImageQuery): Promise<boolean> {
    const hidden = imageUnavailable();
    const row = await visibleBill(request, query.billControlNumber, () => hidden, 'IMAGE_EXIST').catch((err: unknown) => {
      if (err === hidden) return null;
      throw err;
    });
    if (!row || (query.exId && row.exId !== query.exId)) return false;
    // Second-source bills have EORs but no image: their bill reference is read instead.
    return query.isEor === 'Y' ? row.eor : row.hasImage && !row.mitchBill;
  }

  registerEndpoints(app, billSearchCalls, {
    searchByAssorted: {
      config: readOnlyPost,
      handler: async (request) => {
        const criteria = criteriaOf(request.body);
        await assertTinsInScope(request, [request.body.ftin], 'BILL_SEARCH');
        const found = await searchBills(app.db, criteria, [request.body.ftin], false);
        await request.audit('BILL_SEARCH', request.body.ftin, searchAudit(criteria, 'first', found), { records: searchRecords([request.body.ftin], found) });
        return found;
      },
    },
    mitchBillSearch: {
      config: readOnlyPost,
      handler: async (request) => {
        const criteria = criteriaOf(request.body);
        const tins = [...new Set(request.body.tins)];
        await assertTinsInScope(request, tins, 'BILL_SEARCH');
        const found = await searchBills(app.db, criteria, tins, true);
        await request.audit('BILL_SEARCH', tins.join(','), searchAudit(criteria, 'second', found), { records: searchRecords(tins, found) });
        return found;
      },
    },
    findPaymentInfo: {
      config: readOnlyPost,
      handler: async (request) => {
        const { ftin, billControlNumber } = request.body;
        await assertTinsInScope(request, [ftin], 'PAYMENT_VIEW');
        const row = await findBill(app.db, billControlNumber);
        const payment = row && row.ftin === ftin && paymentInfoState(row) === 'available' ? await findPayment(app.db, row.id) : null;
        await request.audit('PAYMENT_VIEW', billControlNumber, { ftin, found: Boolean(payment) }, { records: row && row.ftin === ftin ? billRecords([row]) : { tins: [ftin] } });
        if (!payment) throw notFound(billSearchMessages.paymentUnavailable);
        return payment;
      },
    },
    imageExist: { config: scopeRead, handler: async (request) => imageExists(request, request.query) },
    precheckEor: {
      config: scopeRead,
      handler: async (request) => {
        // An address the URL parser refuses names no EOR: false, as any other address that names none.
        const parsed = URL.canParse(request.query.url, 'http://portal.invalid') ? new URL(request.query.url, 'http://portal.invalid') : null;
        const query = parsed ? ImageQuerySchema.safeParse(Object.fromEntries(parsed.searchParams)) : null;
        return query?.success && query.data.isEor === 'Y' ? imageExists(request, query.data) : false;
      },
    },
    billImageLink: {
      config: scopeRead,
      handler: async (request) => {
        const { billControlNumber, isEor, exId } = request.params;
        const ok = await imageExists(request, { billControlNumber, isEor, exId: exId === '-' ? undefined : exId });
        if (!ok) throw imageUnavailable();
        return { url: urlOf(billSearchCalls.billImage, { id: `${isEor === 'Y' ? 'E' : 'B'}${billControlNumber}` }) };
      },
    },
    billImage: {
      config: scopeRead,
      handler: async (request, reply) => {
        const eor = request.params.id.startsWith('E');
        const billControlNumber = request.params.id.slice(1);
        const row = await visibleBill(request, billControlNumber, blobUnavailable, eor ? 'EOR_VIEW' : 'BILL_IMAGE_VIEW');
        if (!(eor ? row.eor : row.hasImage && !row.mitchBill)) throw blobUnavailable();
        const data = await loadDocumentData(app.db, row);
        const bytes = eor ? await renderEor(data) : await renderBillImage(data);
        await request.audit(eor ? 'EOR_VIEW' : 'BILL_IMAGE_VIEW', billControlNumber, { ftin: row.ftin }, { records: billRecords([row]) });
        return sendPdf(reply, bytes, `${eor ? 'EOR' : 'Bill'}_${billControlNumber}.pdf`, 'inline');
      },
    },
    searchBillPriceSheet: {
      config: readOnlyPost,
      handler: async (request, reply) => {
        const row = await visibleBill(request, request.body.billRefNumber, imageUnavailable, 'PRICE_SHEET_VIEW');
        if (!row.mcpsBill || row.recommendedAllowance === null) throw imageUnavailable();
        const bytes = await renderPriceSheet(await loadDocumentData(app.db, row));
        await request.audit('PRICE_SHEET_VIEW', row.billControlNumber, { ftin: row.ftin }, { records: billRecords([row]) });
        return sendPdf(reply, bytes, `PriceSheet_${row.billControlNumber}.pdf`, 'attachment');
      },
    },
    searchBillReference: {
      config: readOnlyPost,
      handler: async (request, reply) => {
        const row = await visibleBill(request, request.body.billRefNumber, blobUnavailable, 'BILL_REFERENCE_VIEW');
        if (!row.mitchBill) throw blobUnavailable();
        const lines = billReferenceLines(await loadDocumentData(app.db, row));
        await request.audit('BILL_REFERENCE_VIEW', row.billControlNumber, { ftin: row.ftin }, { records: billRecords([row]) });
        // The spec's answer is the lines; the portal asks for the PDF, made here (docs/decisions/033-web-weight.md).
        if (!/\bapplication\/pdf\b/i.test(request.headers.accept ?? '')) return lines.map((line) => ({ line }));
        const pdf = await renderReferencePdf(lines, `Bill reference ${row.billControlNumber}`);
        return sendPdf(reply, pdf, referenceFileName(request.auth!.user.userNm, new Date()), 'attachment');
      },
    },
    // Issue 27 §2: the next Bill Search starts with the TINs of the last one, those still in scope.
    tinSelection: {
      config: scopeRead,
      handler: async (request) => {
        const scope = await request.tinScope();
        const kept = await keptTinSelection(app.db, request.auth!.effective.id);
        return { tins: kept.filter((tin) => inScope(scope, tin)) };
      },
    },
    saveTinSelection: {
      config: scopeRead,
      handler: async (request) => {
        const tins = [...new Set(request.body.tins)];
        await assertTinsInScope(request, tins, 'TIN_SELECTION');
        await keepTinSelection(app.db, request.auth!.effective.id, tins);
        return answer(204, null);
      },
    },
    // Issue 27 §4 (decision 062): every document of the bills named, one ZIP, streamed as it is made.
    documentBundle: {
      config: readOnlyPost,
      handler: async (request, reply) => {
        await spendDownload(request);
        const numbers = [...new Set(request.body.billControlNumbers)];
        const rows = await bundleBills(app.db, numbers, await request.tinScope());
        const documents = rows?.reduce((n, row) => n + documentsOf(row).length, 0) ?? 0;
        await request.audit('DOCUMENT_BUNDLE', null, { found: Boolean(rows), documents, billControlNumbers: numbers });
        const bills = await recordInScope(request, rows, () => notFound(documentBundleMessages.notFound), 'DOCUMENT_BUNDLE');
        if (documents === 0) throw notFound(documentBundleMessages.noDocuments);
        // One bundle at a time per person on this instance: each holds a CPU for its PDFs.
        const person = request.auth!.user.userNm;
        if (bundling.has(person)) throw new AppError(429, 'BUNDLE_BUSY', documentBundleMessages.busy);
        bundling.add(person);
        const bundle = writeBundle(
          app.db,
          bills,
          (row, doc) => request.audit(bundleActions[doc], row.billControlNumber, { ftin: row.ftin, bundle: true }, { records: billRecords([row]) }),
          app.config.BUNDLE_BUFFER_BYTES,
        );
        bundle.done
          .catch((err: unknown) => request.log.error({ err }, 'document bundle stopped'))
          .finally(() => bundling.delete(person));
        return reply
          .type(ZIP_TYPE)
          .header('content-disposition', 'attachment; filename="Bill documents.zip"')
          .header('cache-control', 'no-store')
          .header(BUNDLE_DOCUMENTS_HEADER, String(documents))
          .send(bundle.stream);
      },
    },
    // Part 1 §7: an unused dummy kept for callers of the old portal.
    billSearchStart: async () => undefined,
  });
};
