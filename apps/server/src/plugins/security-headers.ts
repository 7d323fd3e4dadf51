import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderStep = { set: string; value: string | number | readonly string[] } | { remove: string };

/**
 * What helmet does to a response with these options, recorded once: the headers it sets and removes.
 * Our options are constant (no per-request nonce, no directive computed from the request), so every
 * answer gets the same headers. Throws when a CSP directive is a function or helmet would do anything
 * else (read the request, call next later or with an error), so a future option that needs the
 * request cannot be recorded wrongly.
 */
export function recordHelmet(options: HelmetOptions): HeaderStep[] {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' && csp.directives ? Object.values(csp.directives) : [];
  if (directives.flat().some((d) => typeof d === 'function')) throw new Error('a CSP directive is computed per request: its headers cannot be recorded once');
  const steps: HeaderStep[] = [];
  const res = {
    setHeader: (set: string, value: string | number | readonly string[]) => (steps.push({ set, value }), res),
    removeHeader: (remove: string) => void steps.push({ remove }),
  };
  const req = new Proxy({}, { get: (_target, key) => { throw new Error(`helmet read the request (${String(key)}): its headers cannot be recorded once`); } });
  let finished = false;
  helmet(options)(req as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be recorded once');
  return steps;
}

/**
 * The security headers of every answer (CSP, HSTS, nosniff, frame and referrer policies), by helmet:
 * recorded once with the portal's options (recordHelmet) and set on the raw response of every request
 * in onRequest, as helmet's middleware did, so hijacked answers (the sign-on pages, event streams)
 * carry them too. @fastify/helmet 13 built the middleware again on every request (parsing the CSP
 * directives each time), and running helmet's twelve middlewares per request still cost a few µs of
 * every API call (docs/decisions/034-request-path-speed.md, bench/README.md).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const steps = recordHelmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw;
    for (const step of steps) {
      if ('set' in step) res.setHeader(step.set, step.value);
      else res.removeHeader(step.remove);
    }
    done();
  });
});
