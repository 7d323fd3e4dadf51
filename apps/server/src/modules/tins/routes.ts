import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, UserFtinSchema } from '@wcpp/contract';
import { notFound } from '../../lib/errors';
import { assertCanReadUser } from '../../identity/access';
import { findUserForRequest } from '../../identity/users';
import { listUserFtins } from './service';

export const tinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ftin/userFtins/:userName',
    {
      preHandler: app.guard('signedIn'),
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
      assertCanReadUser(request.auth!, row);
      return listUserFtins(app.db, row, request.query.activeFlag !== 'false');
    },
  );
};
