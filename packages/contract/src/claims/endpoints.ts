import { defineEndpoint } from '../endpoint';
import { ApiErrorSchema } from '../shared/answers';
import { ClaimPageSchema, ClaimParamsSchema, ClaimQuerySchema } from './schemas';

/** The claim page (issue 27 §1). This module holds call descriptions only: the contract exports it as `claimCalls`. */

export const claimByNumber = defineEndpoint({
  method: 'GET',
  path: '/claims/:claimNumber',
  params: ClaimParamsSchema,
  query: ClaimQuerySchema,
  responses: { 200: ClaimPageSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: "A claim and every bill on it under the caller's TINs, both sources, with totals (paged by 100 bills)",
  tags: ['claims'],
});
