import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { genericMessages } from '@wcpp/contract';
import { AppError } from '../lib/errors';

/** One path for errors: validation → 400 with field messages, AppError → its status, anything else → 500 without details. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = String(issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || (issue.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request.';
      return reply.status(400).send({ code: 'VALIDATION', message: first, fields, requestId: request.id });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ code: error.code, message: error.message, fields: error.fields, requestId: request.id });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : status === 415 || status === 413 ? 'BAD_REQUEST' : 'BAD_REQUEST';
      const message = status === 429 ? 'Too many requests. Please wait a moment and try again.' : 'The request could not be read.';
      return reply.status(status).send({ code, message, requestId: request.id });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL', message: genericMessages.generic, requestId: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.', requestId: request.id });
  });
});
