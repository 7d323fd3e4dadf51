import type { FastifyPluginAsync } from 'fastify';
import { claimSearchCalls, claimSearchResultMessages } from '@wcpp/contract';
import { registerEndpoints } from '../../lib/endpoints';
import { claimSearchFields, searchClaims } from './service';

/** Claim Search (part 1 §7): POST /globalclaim/searchByClaimant, registered from its description (packages/contract/src/claim-search/endpoints.ts). */
export const claimSearchRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, claimSearchCalls, {
    searchByClaimant: {
      config: { allowWhileMirroring: true, readsTinScope: true, readOnly: true },
      handler: async (request) => {
        const found = await searchClaims(app.db, request.body, await request.tinScope());
        // Finding 15: the claims shown, and which fields were used but never their values (names, dates of birth).
        await request.audit('CLAIM_SEARCH', null, {
          fields: claimSearchFields,
          wildcard: request.body.wildCardFstName,
          results: found.length,
          claimNumbers: found.map((c) => c.claimNumber),
        });
        return { resultMessage: found.length ? null : claimSearchResultMessages.none, claims: found };
      },
    },
  });
};
