import type { Endpoint } from './endpoint';
import * as tinCalls from './tins/endpoints';

/**
 * Every described call of the API, gathered from the areas' `endpoints.ts` (decision 051). The server
 * registers a route for each and refuses to start when one has none; the web imports an area's own
 * descriptions, never this list.
 */
export const allEndpoints: readonly Endpoint[] = /* @__PURE__ */ [tinCalls].flatMap((area) => Object.values(area));
