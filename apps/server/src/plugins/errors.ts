import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { dottedPath, fieldErrors, genericMessages } from '@wcpp/contract';
import { AppError, RATE_LIMITED_MESSAGE } from '../lib/errors';
import { isDatabaseUnavailable } from '../lib/db-unavailable';
import { DatabaseOutage, RETRY_AFTER_SECONDS } from '../lib/db-outage';

/**
 * One path for errors: validation → 400 with field messages, AppError → its status, a database that
 * cannot be reached → 503 with Retry-After and one warning per outage (decision 034), anything else →
 * 500 without details.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  const outage = new DatabaseOutage(() => app.database.ping(), app.log);
  app.addHook('onClose', async () => outage.stop());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A field inside a list or an object is named by its dotted path (userFtins.0.ftin); the input as a whole is _.
      const issues = error.validation.map((issue) => ({ path: String(issue.instancePath ?? '').split('/').filter(Boolean), message: issue.message ?? 'Invalid value' }));
      const fields = fieldErrors(issues, dottedPath);
      const first = Object.values(fields)[0] ?? 'Invalid request.';
      return reply.status(400).send({ code: 'VALIDATION', message: first, fields, requestId: request.id });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ code: error.code, message: error.message, fields: error.fields, requestId: request.id });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : status === 415 || status === 413 ? 'BAD_REQUEST' : 'BAD_REQUEST';
      const message = status === 429 ? RATE_LIMITED_MESSAGE : 'The request could not be read.';
      return reply.status(status).send({ code, message, requestId: request.id });
    }
    if (isDatabaseUnavailable(error)) {
      outage.refused(request.log, error);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ code: 'UNAVAILABLE', message: genericMessages.generic, requestId: request.id });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL', message: genericMessages.generic, requestId: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.', requestId: request.id });
  });
});
