import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, ManagedUserFtinListSchema, ManagedUserFtinSaveSchema, UserFtinListSchema, userTinsMessages } from '@wcpp/contract';
import { AppError, notFound } from '../../lib/errors';
import { assertCanReadUser } from '../../identity/access';
import { findUserForRequest } from '../../identity/users';
import { assertActor, assertUserAction, findAdministeredUser } from '../user-admin/service';
import { listUserFtins, managedUserFtins, saveManagedUserFtins, toUserFtin } from './service';

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

  const managedParams = z.object({ userName: z.string().min(1).max(50) });

  app.get(
    '/ftin/managedUserFtins/:userName',
    {
      preHandler: app.guard('groupManager'),
      schema: {
        tags: ['tins'],
        summary: "The group's TINs and which of them the user has (Manage TINs for a user)",
        params: managedParams,
        response: { 200: ManagedUserFtinListSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const target = await findAdministeredUser(app.db, request.auth!, request.params.userName);
      const list = await managedUserFtins(app.db, target);
      await request.audit('USER_TINS_READ', target.userNm);
      return list;
    },
  );

  app.post(
    '/ftin/managedUserFtins/:userName',
    {
      preHandler: app.guard('groupManager'),
      schema: {
        tags: ['tins'],
        summary: "Saves which of the group's TINs a Provider User has; at least one",
        params: managedParams,
        querystring: z.object({ lastUpdatedUserName: z.string().min(1).max(50).optional() }),
        body: ManagedUserFtinSaveSchema,
        response: { 200: ManagedUserFtinListSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (request.query.lastUpdatedUserName) assertActor(auth, request.query.lastUpdatedUserName);
      const target = await findAdministeredUser(app.db, auth, request.params.userName);
      assertUserAction(auth, target, 'MANAGE_TINS');
      // A Provider Admin has every TIN of the group (the scope rule): nothing to choose (part 2 §6).
      if (target.typeCd !== 'PRUS') throw new AppError(409, 'PRAD_TINS_FIXED', userTinsMessages.providerAdminFixed);
      const saved = await saveManagedUserFtins(app.db, target, request.body, auth.user.userNm);
      if (saved.unknown.length) throw new AppError(400, 'VALIDATION', userTinsMessages.notGroupTin(saved.unknown[0]!));
      await request.audit('USER_TINS_UPDATE', target.userNm, { added: saved.added, removed: saved.removed });
      return managedUserFtins(app.db, target);
    },
  );
};
