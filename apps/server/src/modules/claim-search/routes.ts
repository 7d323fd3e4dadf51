import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, ClaimSearchRequestSchema, ClaimSearchResponseSchema, claimSearchResultMessages } from '@wcpp/contract';
import { claimSearchFields, searchClaims } from './service';

/** Claim Search (part 1 §7): POST /globalclaim/searchByClaimant. */
export const claimSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/globalclaim/searchByClaimant',
    {
      config: { allowWhileMirroring: true, readsTinScope: true },
      preHandler: app.guard('officeStaffOrAdmin'),
      schema: {
        tags: ['claim search'],
        summary: 'Claims of one claimant (names, date of birth, date of injury)',
        body: ClaimSearchRequestSchema,
        response: { 200: ClaimSearchResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => {
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
  );
};
