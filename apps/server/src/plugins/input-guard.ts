import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

const NUL_MESSAGE = 'The request contains a character that is not allowed.';
const refuse = () => new AppError(400, 'VALIDATION', NUL_MESSAGE, { _: NUL_MESSAGE });

/** Whether a parsed body holds a NUL character in any string, key or value, at any depth. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * NUL characters are refused before any route sees them (400 VALIDATION): PostgreSQL cannot store
 * them in text and answers an error, so without this a NUL in a name or a path became a 500.
 * Checked on the raw URL (path and query, encoded or not) and on every parsed body, for every
 * route: the API, the sign-on pages, the content and resource hosts (docs/decisions/030).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (/%00/i.test(request.url) || request.url.includes('\u0000')) throw refuse();
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (holdsNul(request.body)) throw refuse();
  });
});
