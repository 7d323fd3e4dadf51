import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, UserFtinListSchema } from '@wcpp/contract';
import { notFound } from '../../lib/errors';
import { assertCanReadUser } from '../../identity/access';
import { findUserForRequest } from '../../identity/users';
import { listUserFtins, toUserFtin } from './service';

export const tinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ftin/userFtins/:userName',
    {
      preHandler: app.guard('signedIn'),
      // The own list (the Bill Search checkboxes, on every search page) comes with the session: one round trip.
      config: { readsTinScope: true },
      schema: {
        tags: ['tins'],
        summary: "A user's TINs (the mirrored user's while mirroring)",
        params: z.object({ userName: z.string().min(1).max(120) }),
        querystring: z.object({ activeFlag: z.enum(['true', 'false']).optional() }),
        response: { 200: UserFtinListSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const row = await findUserForRequest(app.db, request.auth!.rows, request.params.userName);
      if (!row) throw notFound('User not found.');
      assertCanReadUser(request.auth!, row);
      const activeOnly = request.query.activeFlag !== 'false';
      const own = request.auth!.ownTins;
      if (activeOnly && own && row.id === request.auth!.effective.id) return own.map(toUserFtin);
      return listUserFtins(app.db, row, activeOnly);
    },
  );
};
