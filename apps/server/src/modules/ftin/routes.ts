import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, UserFtinSchema } from '@wcpp/contract';
import { forbidden, notFound } from '../../lib/errors';
import { canReadUser } from '../users/access';
import { findUserForRequest } from '../users/service';
import { listUserFtins } from './service';

export const ftinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ftin/userFtins/:userName',
    {
      schema: {
        tags: ['tins'],
        summary: "A user's TINs (the mirrored user's while mirroring)",
        params: z.object({ userName: z.string().min(1).max(120) }),
        querystring: z.object({ activeFlag: z.enum(['true', 'false']).optional() }),
        response: { 200: z.array(UserFtinSchema), 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const row = await findUserForRequest(app.db, request.auth!.rows, request.params.userName);
      if (!row) throw notFound('User not found.');
      if (!canReadUser(request.auth!, row)) throw forbidden();
      return listUserFtins(app.db, row.id, request.query.activeFlag !== 'false');
    },
  );
};
