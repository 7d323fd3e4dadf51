import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of every answer (CSP, HSTS, nosniff, frame and referrer policies), by helmet,
 * whose middleware is built once here with the portal's options. @fastify/helmet 13 built it again
 * on every request (parsing the CSP directives each time): about 10 µs of a 90 µs API call, and a
 * third of the request on PGlite (docs/decisions/034-request-path-speed.md).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)));
});
