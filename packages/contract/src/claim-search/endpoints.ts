import { defineEndpoint } from '../endpoint';
import { ApiErrorSchema } from '../shared/answers';
import { ClaimSearchRequestSchema, ClaimSearchResponseSchema } from './schemas';

/** Claim Search (part 1 §7). This module holds call descriptions only: the contract exports it as `claimSearchCalls`. */

export const searchByClaimant = defineEndpoint({
  method: 'POST',
  path: '/globalclaim/searchByClaimant',
  body: ClaimSearchRequestSchema,
  responses: { 200: ClaimSearchResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema },
  guard: 'officeStaffOrAdmin',
  summary: 'Claims of one claimant (names, date of birth, date of injury)',
  tags: ['claim search'],
});
