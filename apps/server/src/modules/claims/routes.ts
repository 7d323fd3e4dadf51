import type { FastifyPluginAsync } from 'fastify';
import { claimCalls, claimMessages, claimNumberKey } from '@wcpp/contract';
import { registerEndpoints } from '../../lib/endpoints';
import { notFound } from '../../lib/errors';
import { claimPage } from './service';

/**
 * The claim page (issue 27 §1, docs/decisions/059-claim-page.md): GET /claims/{claimNumber}, registered
 * from its description. Scope is the effective (mirrored) user's TINs, as everywhere; a claim with no
 * bill in scope is not found, the same answer as no claim. The audit row names every bill shown.
 */
export const claimRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, claimCalls, {
    claimByNumber: {
      // The claim number stays out of the access log (the audit row names it).
      config: { readsTinScope: true, recordInPath: true },
      handler: async (request) => {
        const key = claimNumberKey(request.params.claimNumber);
        const page = request.query.page ?? 1;
        const found = await claimPage(app.db, key, await request.tinScope(), page);
        await request.audit('CLAIM_VIEW', found?.claim.claimNumber ?? key, {
          found: Boolean(found),
          page,
          billControlNumbers: found?.bills.map((b) => b.billControlNumber) ?? [],
        });
        if (!found) throw notFound(claimMessages.notFound);
        return found;
      },
    },
  });
};
