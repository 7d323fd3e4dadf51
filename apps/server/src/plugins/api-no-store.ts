import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** An /api route of the portal; its documentation (/api/docs, public and large) may be cached. */
const isApiRoute = (url: string | undefined) => url !== undefined && (url === '/api' || url.startsWith('/api/')) && !url.startsWith('/api/docs');

/**
 * `Cache-Control: no-store` on every answer of an /api route, success or error (finding 16): the
 * answers hold PHI and tokens, which must stay out of browser and proxy caches. Judged on the
 * matched route, not the raw URL; a route that already says no-store keeps its own, stricter, value.
 * A route with config `revalidate` (the bell's list: names and links of network notices, no PHI) is
 * kept by the browser alone (private) and asked again every time (no-cache): its ETag then lets the
 * server answer 304 (docs/decisions/043). Its errors are not kept.
 */
export const apiNoStorePlugin = fp(async (app: FastifyInstance) => {
  // A callback hook: synchronous work, without a promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config?.revalidate && (reply.statusCode === 200 || reply.statusCode === 304)) {
      reply.header('cache-control', 'private, no-cache');
      reply.header('vary', 'Authorization');
    } else if (isApiRoute(request.routeOptions.url) && !/\bno-store\b/i.test(String(reply.getHeader('cache-control') ?? ''))) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
});
