import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddGroupFtinRequestSchema,
  GroupFtinListSchema,
  groupTinMessage,
  groupTinMessages,
  GroupTinFormSchema,
  MessageResponseSchema,
  ApiErrorSchema,
  ManagedUserFtinListSchema, ManagedUserFtinSaveSchema, UserFtinListSchema, userTinsMessages } from '@wcpp/contract';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import { proveTinForGroup } from '../registration';
import { assertCanReadUser } from '../../../identity/access';
import { findUserForRequest } from '../../../identity/users';
import { assertActor, assertManagesGroup, assertUserAction, findAdministeredUser } from '../administration';
import { addGroupFtin, isFtinRestricted, groupHasFtin, listGroupFtins, listUserFtins, managedUserFtins, removeGroupFtin, saveManagedUserFtins, toUserFtin } from '../tins';

const refuseTin = (status: number, code: string) => new AppError(status, code, groupTinMessage(code));

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

  const groupParams = z.object({ groupId: z.coerce.number().int().positive().max(2_147_483_647) });
  const groupTinParams = groupParams.extend({ ftin: z.string().regex(/^\d{9}$/) });

  app.get(
    '/ftin/groupFtins/:groupId',
    {
      preHandler: app.guard('groupManager'),
      schema: {
        tags: ['tins'],
        summary: "The group's TINs, newest first (Manage TINs)",
        params: groupParams,
        querystring: z.object({ activeFlag: z.enum(['true', 'false']).optional() }),
        response: { 200: GroupFtinListSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => {
      assertManagesGroup(request.auth!, request.params.groupId, false);
      return listGroupFtins(app.db, request.params.groupId, request.query.activeFlag !== 'false');
    },
  );

  /**
   * Proves a TIN for a group by a bill control number or provider id on file (part 2 §5, §8): each
   * refusal with its server code; wrong proofs count towards the same limits whether or not the TIN is then saved.
   */
  async function proveTin(request: FastifyRequest, grpInfoId: number, input: { ftin: string; billCntrlNum?: string | null; cpdId?: string | null }) {
    const auth = request.auth!;
    assertManagesGroup(auth, grpInfoId, true);
    const parsed = GroupTinFormSchema.safeParse(input);
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      throw badRequest(Object.values(fields)[0]!, fields);
    }
    const { ftin } = parsed.data;
    if (await isFtinRestricted(app.db, ftin)) throw refuseTin(400, 'FTIN_RESTRICTED_FOR_REGISTRATION');
    if (await groupHasFtin(app.db, grpInfoId, ftin)) throw refuseTin(409, 'TIN_EXISTS_INTGRP');
    try {
      await proveTinForGroup(app.db, auth.user.userNm, { ftin, bcn: parsed.data.billCntrlNum || null, cpdId: parsed.data.cpdId || null }, new Date());
    } catch (err) {
      if (err instanceof AppError) {
        await request.audit('GROUP_TIN_PROOF_REFUSED', String(grpInfoId), { ftin, code: err.code });
        throw refuseTin(err.statusCode, err.code);
      }
      throw err;
    }
    return ftin;
  }

  /** Adds a TIN once proven. */
  async function addTin(request: FastifyRequest, grpInfoId: number, input: { ftin: string; billCntrlNum?: string | null; cpdId?: string | null }) {
    const ftin = await proveTin(request, grpInfoId, input);
    if (!(await addGroupFtin(app.db, grpInfoId, ftin, request.auth!.user.userNm))) throw refuseTin(409, 'TIN_EXISTS_INTGRP');
    await request.audit('GROUP_TIN_ADD', String(grpInfoId), { ftin });
    return { message: groupTinMessages.added(ftin) };
  }

  app.get(
    '/ftin/validateFtin/:ftin/',
    {
      preHandler: app.guard('groupManager'),
      // A proof counts wrong attempts: not a read a mirror may make.
      config: { refuseWhileMirroring: true },
      schema: {
        tags: ['tins'],
        summary: "Proves a TIN for a group without adding it: the caller's own group, or groupId for a system administrator",
        params: z.object({ ftin: z.string().regex(/^\d{9}$/) }),
        querystring: z.object({
          bcn: z.string().max(22).optional(),
          cpdId: z.string().max(8).optional(),
          groupId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
        }),
        response: { 200: MessageResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const grpInfoId = request.query.groupId ?? request.auth!.effective.grpInfoId;
      if (grpInfoId == null) throw badRequest('Enter a group id.', { groupId: 'Enter a group id.' });
      const ftin = await proveTin(request, grpInfoId, { ftin: request.params.ftin, billCntrlNum: request.query.bcn, cpdId: request.query.cpdId });
      await request.audit('GROUP_TIN_PROVEN', String(grpInfoId), { ftin });
      return { message: groupTinMessages.proven(ftin) };
    },
  );

  app.post(
    '/ftin/groupFtins/:groupId/:ftin',
    {
      preHandler: app.guard('groupManager'),
      schema: {
        tags: ['tins'],
        summary: 'Adds a TIN to the group, proven by a bill control number or provider id on file under it',
        params: groupTinParams,
        body: AddGroupFtinRequestSchema,
        response: { 200: MessageResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => addTin(request, request.params.groupId, { ftin: request.params.ftin, billCntrlNum: request.body.billCntrlNum, cpdId: request.body.cpdId }),
  );

  app.post(
    '/ftin/validateandSaveFtin/:groupId/:ftin',
    {
      preHandler: app.guard('groupManager'),
      schema: {
        tags: ['tins'],
        summary: 'The same as POST /ftin/groupFtins/{groupId}/{ftin}, with the proof in the query',
        params: groupTinParams,
        querystring: z.object({ cpdId: z.string().max(8).optional(), bcn: z.string().max(22).optional() }),
        response: { 200: MessageResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => addTin(request, request.params.groupId, { ftin: request.params.ftin, billCntrlNum: request.query.bcn, cpdId: request.query.cpdId }),
  );

  app.delete(
    '/ftin/groupFtins/:groupId/:ftin',
    {
      preHandler: app.guard('groupManager'),
      schema: {
        tags: ['tins'],
        summary: "Removes a TIN from the group and from every user of the group; never the group's last TIN",
        params: groupTinParams,
        querystring: z.object({ lastUpdatedUserName: z.string().min(1).max(50).optional() }),
        response: { 200: MessageResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (request.query.lastUpdatedUserName) assertActor(auth, request.query.lastUpdatedUserName);
      const { groupId, ftin } = request.params;
      assertManagesGroup(auth, groupId, true);
      const outcome = await removeGroupFtin(app.db, groupId, ftin, auth.user.userNm);
      if (outcome === 'unknown') throw notFound('TIN not found.');
      if (outcome === 'last') throw new AppError(400, 'LAST_TIN', groupTinMessages.removeAll);
      await request.audit('GROUP_TIN_REMOVE', String(groupId), { ftin });
      return { message: groupTinMessages.removed };
    },
  );
};
