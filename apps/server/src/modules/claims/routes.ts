import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ApiErrorSchema, ClaimSearchRequestSchema, ClaimSearchResponseSchema, claimSearchResultMessages, type ClaimSearchRequest } from '@wcpp/contract';
import type { Db } from '../../db/client';
import { bills, claims } from '../../db/schema';
import { tinScope, type TinScope } from '../bill-search/scope';

const MAX_CLAIMS = 200;
/** Every claim search uses all four (the first name as a prefix with the wildcard Y). */
const claimSearchFields = ['claimantFirstName', 'claimantLastName', 'claimantDOB', 'doi'];

/**
 * Claims of one claimant: exact last name, date of birth and date of injury, and the first name
 * exactly or (wildcard Y) as a prefix, so the search cannot browse claims. A provider user sees only
 * claims with a bill under one of their TINs. docs/decisions/016-bill-search.md.
 */
async function searchClaims(db: Db, request: ClaimSearchRequest, scope: TinScope) {
  const firstName = request.claimantFirstName.toLowerCase();
  const first =
    request.wildCardFstName === 'Y'
      ? sql`lower(${claims.claimantFirstName}) LIKE ${firstName.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'}`
      : sql`lower(${claims.claimantFirstName}) = ${firstName}`;
  const visible = scope.all
    ? undefined
    : scope.tins.size === 0
      ? sql`false`
      : sql`EXISTS (SELECT 1 FROM ${bills} WHERE ${bills.claimId} = ${claims.id} AND ${bills.ftin} IN ${[...scope.tins]})`;
  return db
    .select({
      claimNumber: claims.claimNumber,
      claimantFirstName: claims.claimantFirstName,
      claimantLastName: claims.claimantLastName,
      claimantDOB: claims.claimantDob,
      claimantDOI: claims.claimantDoi,
      stateOfJurisdiction: claims.stateOfJurisdiction,
      claimantGender: claims.claimantGender,
    })
    .from(claims)
    .where(
      and(
        sql`lower(${claims.claimantLastName}) = ${request.claimantLastName.toLowerCase()}`,
        eq(claims.claimantDob, request.claimantDOB),
        eq(claims.claimantDoi, request.doi),
        first,
        visible,
      ),
    )
    .orderBy(asc(claims.claimantFirstName), asc(claims.claimNumber))
    .limit(MAX_CLAIMS);
}

/** Claim Search (part 1 §7): POST /globalclaim/searchByClaimant. */
export const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/globalclaim/searchByClaimant',
    {
      config: { allowWhileMirroring: true },
      preHandler: app.guard('officeStaffOrAdmin'),
      schema: {
        tags: ['claim search'],
        summary: 'Claims of one claimant (names, date of birth, date of injury)',
        body: ClaimSearchRequestSchema,
        response: { 200: ClaimSearchResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => {
      const found = await searchClaims(app.db, request.body, await tinScope(app.db, request.auth!.effective));
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
