import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ApiErrorSchema } from '../shared/answers';
import { SavedSearchListSchema, SavedSearchParamsSchema, SavedSearchQuerySchema, SavedSearchSchema, SaveSearchRequestSchema } from './schemas';

/**
 * Saved and recent searches of Bill Search and Claim Search (issue 27 §5, decision 064): the signed-in
 * person's own, never another's, never results. The contract exports this module as `savedSearchCalls`.
 */

export const listSearches = defineEndpoint({
  method: 'GET',
  path: '/searches',
  query: SavedSearchQuerySchema,
  responses: { 200: SavedSearchListSchema, 400: ApiErrorSchema },
  guard: 'signedIn',
  summary: "The signed-in person's saved searches of a screen by name, and the last ten, newest first",
  tags: ['saved searches'],
});

export const saveSearch = defineEndpoint({
  method: 'POST',
  path: '/searches',
  body: SaveSearchRequestSchema,
  responses: { 201: SavedSearchSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Keeps a search: under a name (the same name replaces it, at most 50), or as a recent one (the last ten are kept)',
  tags: ['saved searches'],
});

export const deleteSearch = defineEndpoint({
  method: 'DELETE',
  path: '/searches/:id',
  params: SavedSearchParamsSchema,
  responses: { 204: z.null(), 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: "Deletes one of the signed-in person's saved or recent searches",
  tags: ['saved searches'],
});
