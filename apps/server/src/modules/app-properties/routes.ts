import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, AppPropertySchema } from '@wcpp/contract';
import { findAppProperty } from './service';
import { notFound } from '../../lib/errors';

/** GET /appProperties/property/{name}: server properties the app reads, such as FE_APP_TIMEOUT. */
export const appPropertyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appProperties/property/:name',
    {
      preHandler: app.guard('signedIn'),
      schema: {
        tags: ['session'],
        summary: 'A server property (FE_APP_TIMEOUT: idle timeout in minutes)',
        params: z.object({ name: z.string().regex(/^[A-Z_]{1,60}$/) }),
        response: { 200: AppPropertySchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const row = await findAppProperty(app.db, request.params.name);
      if (!row) throw notFound('Property not found.');
      return { propertyNm: row.name, propertyValue: row.value };
    },
  );
};
