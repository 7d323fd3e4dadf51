import type { FastifyPluginAsync } from 'fastify';
import { billsExport, claimsExport, exportCalls, exportMessages } from '@wcpp/contract';
import { registerEndpoints } from '../../lib/endpoints';
import { notFound } from '../../lib/errors';
import { recordInScope } from '../../plugins/scope';
import { sendTable } from '../../lib/table-file';
import { billsForExport, claimsForExport } from './service';
import { spendDownload } from '../../lib/downloads';

/**
 * Exports of Bill Search's and Claim Search's results (issue 27 §3, docs/decisions/061-exports.md),
 * registered from their descriptions. Reads, so allowed while mirroring; scope is the effective user's.
 * The audit row names every record written, or every record asked for when the export is refused.
 */
export const exportRoutes: FastifyPluginAsync = async (app) => {
  const reads = { allowWhileMirroring: true, readsTinScope: true, readOnly: true };
  registerEndpoints(app, exportCalls, {
    exportBills: {
      config: reads,
      handler: async (request, reply) => {
        await spendDownload(request);
        const { format, billControlNumbers } = request.body;
        const rows = await billsForExport(app.db, billControlNumbers, await request.tinScope());
        await request.audit('EXPORT', 'bills', {
          format,
          found: Boolean(rows),
          billControlNumbers: rows ? rows.map((r) => r.billControlNumber) : billControlNumbers,
        });
        return sendTable(reply, format, billsExport, await recordInScope(request, rows, () => notFound(exportMessages.notFound), 'EXPORT'));
      },
    },
    exportClaims: {
      config: reads,
      handler: async (request, reply) => {
        await spendDownload(request);
        const { format, claimNumbers } = request.body;
        const rows = await claimsForExport(app.db, claimNumbers, await request.tinScope());
        await request.audit('EXPORT', 'claims', { format, found: Boolean(rows), claimNumbers: rows ? rows.map((c) => c.claimNumber) : claimNumbers });
        return sendTable(reply, format, claimsExport, await recordInScope(request, rows, () => notFound(exportMessages.notFound), 'EXPORT'));
      },
    },
  });
};
