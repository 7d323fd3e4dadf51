import type { FastifyPluginAsync } from 'fastify';
import { appPropertyCalls, appPropertyMessages } from '@wcpp/contract';
import { findAppProperty } from './service';
import { registerEndpoints } from '../../lib/endpoints';
import { notFound } from '../../lib/errors';

/** GET /appProperties/property/{name}: server properties the app reads, such as FE_APP_TIMEOUT (packages/contract/src/app-properties/endpoints.ts). */
export const appPropertyRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, appPropertyCalls, {
    appProperty: async (request) => {
      const row = await findAppProperty(app.db, request.params.name);
      if (!row) throw notFound(appPropertyMessages.notFound);
      return { propertyNm: row.name, propertyValue: row.value };
    },
  });
};
