import type { Endpoint } from './endpoint';

/**
 * Every described call of the API, gathered from the areas' `endpoints.ts` (decision 051). The server
 * registers a route for each and refuses to start when one has none; the web imports an area's own
 * descriptions, never this list.
 */
export const allEndpoints: readonly Endpoint[] = [];
