import type { FastifyPluginAsync } from 'fastify';
import { CLAIM_PAGE_SIZE, claimBillsExport, claimCalls, claimMessages, claimNumberKey } from '@wcpp/contract';
import { registerEndpoints } from '../../lib/endpoints';
import { notFound } from '../../lib/errors';
import { sendTable } from '../../lib/table-file';
import { claimBillsForExport } from '../exports/service';
import { claimPage, findClaim } from './service';
import { spendDownload } from '../../lib/downloads';
import { recordInScope } from '../../plugins/scope';

/**
 * The claim page (issue 27 §1, docs/decisions/059-claim-page.md): GET /claims/{claimNumber}, registered
 * from its description. Scope is the effective (mirrored) user's TINs, as everywhere; a claim with no
 * bill in scope is not found, the same answer as no claim. The audit row names every bill shown.
 */
export const claimRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, claimCalls, {
    claimByNumber: {
      // The claim number stays out of the access log (the audit row names it).
      config: { readsTinScope: true },
      handler: async (request) => {
        const key = claimNumberKey(request.params.claimNumber);
        const { page = 1, pageSize = CLAIM_PAGE_SIZE } = request.query;
        const found = await claimPage(app.db, key, await request.tinScope(), page, pageSize);
        await request.audit('CLAIM_VIEW', found?.claim.claimNumber ?? key, {
          found: Boolean(found),
          page,
          billControlNumbers: found?.bills.map((b) => b.billControlNumber) ?? [],
        }, { records: found ? { claims: [found.claim.claimNumber], tins: found.bills.map((b) => b.ftin) } : undefined });
        return recordInScope(request, found, () => notFound(claimMessages.notFound), 'CLAIM_VIEW');
      },
    },
    // Every bill of the claim in scope, all pages (issue 27 §3, docs/decisions/061-exports.md).
    claimBillsExport: {
      config: { readsTinScope: true },
      handler: async (request, reply) => {
        await spendDownload(request);
        const key = claimNumberKey(request.params.claimNumber);
        const { format } = request.query;
        const claim = await findClaim(app.db, key);
        const rows = claim ? await claimBillsForExport(app.db, claim.id, await request.tinScope()) : [];
        await request.audit('CLAIM_EXPORT', claim?.claimNumber ?? key, { format, found: rows.length > 0, billControlNumbers: rows.map((b) => b.billControlNumber) });
        const shown = await recordInScope(request, claim && rows.length > 0 ? claim : null, () => notFound(claimMessages.notFound), 'CLAIM_EXPORT');
        return sendTable(reply, format, claimBillsExport(shown.claimNumber), rows);
      },
    },
  });
};
