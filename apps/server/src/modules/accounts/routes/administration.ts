import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddUserRequestSchema,
  AdminResetRequestSchema,
  UserRowSchema,
  UserTypeListSchema,
  YesNoResponseSchema,
  ApiErrorSchema,
  ConvertResponseSchema,
  EmailSentResponseSchema,
  TerminateRequestSchema,
  TerminateResponseSchema,
  UserRowListSchema,
  UserSearchRequestSchema,
  UserSearchResponseSchema,
  userSearchExport, idParam } from '@wcpp/contract';
import { notFound } from '../../../lib/errors';
import type { RequestAuth } from '../../../identity/request-auth';
import type { UserRow } from '../../../identity/users';
import { assertSelf } from '../../../identity/access';
import { sendTemporaryPassword } from '../password';
import { writeInvitation } from '../registration';
import { findUsersByEmail, isEmailInUse } from '../users';
import { assertActor, assertCallerId, assertHasEmail, assertManagesGroup, assertMayAddUsers, assertSameAccount, assertUserAction, findAdministeredUser } from '../access';
import { userSearchWorkbook } from '../user-search-export';
import { assertAccountLimit, assertCallerLimit } from '../limits';
import { sendWorkbook, wantsWorkbook } from '../../../lib/workbook';
import { createUserByAdmin } from '../add-user';
import { convertUser, creatableTypes, listGroupUsers, searchUsers, terminateUser, toUserRow } from '../administration';

const tags = ['user administration'];
const name = z.string().min(1).max(50);
const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * Manage Users and User Search (part 2 §2, §7): the group's users, the user search and its export, and
 * the row actions. Who may act on whom is the contract's userActions rule (./access.ts); every change
 * is audited with who did it and as whom. docs/decisions/038-administration.md.
 */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/manageUsers/:grpInfoId/:actor',
    {
      preHandler: app.guard('groupManager'),
      schema: {
        tags,
        summary: "The provider accounts of a group, each with the caller's actions (a Provider Admin: its own group only)",
        params: z.object({ grpInfoId: idParam, actor: name }),
        response: { 200: UserRowListSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => {
      const auth = request.auth!;
      assertSelf(auth, request.params.actor);
      const { grpInfoId } = request.params;
      assertManagesGroup(auth, grpInfoId, false);
      const rows = await listGroupUsers(app.db, grpInfoId);
      await request.audit('GROUP_USERS_READ', String(grpInfoId), { count: rows.length });
      const now = new Date();
      return rows.map((row) => toUserRow(row, auth.effective, now));
    },
  );

  app.post(
    '/admin/userList',
    {
      preHandler: app.guard('admin'),
      schema: {
        tags,
        summary: 'User Search (internal administrators); with Accept: the spreadsheet type, the same search as UserSearch.xlsx',
        body: UserSearchRequestSchema,
        response: { 200: UserSearchResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const { rows, truncated } = await searchUsers(app.db, request.body);
      const now = new Date();
      const users = rows.map((row) => toUserRow(row, auth.effective, now));
      const exporting = wantsWorkbook(request);
      const criteria = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined && v !== ''));
      await request.audit(exporting ? 'USER_SEARCH_EXPORT' : 'USER_SEARCH', null, { criteria, count: users.length });
      if (!exporting) return { users, truncated };
      return sendWorkbook(reply, await userSearchWorkbook(users), userSearchExport.fileName);
    },
  );

  for (const [path, toType, action] of [
    ['/users/convertUserToAdmin/:actor/:target', 'PRAD', 'CONVERT_TO_ADMIN'],
    ['/users/convertAdminToUser/:actor/:target', 'PRUS', 'CONVERT_TO_USER'],
  ] as const) {
    app.post(
      path,
      {
        preHandler: app.guard('groupManager'),
        schema: {
          tags,
          summary: toType === 'PRAD' ? 'Converts a Provider User to a Provider Admin' : 'Converts a Provider Admin to a Provider User (not the last active one)',
          params: z.object({ actor: name, target: name }),
          response: { 200: ConvertResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const auth = request.auth!;
        assertActor(auth, request.params.actor);
        const target = await findAdministeredUser(app.db, auth, request.params.target);
        assertUserAction(auth, target, action);
        await convertUser(app.db, target.id, toType);
        await request.audit(toType === 'PRAD' ? 'USER_CONVERT_TO_ADMIN' : 'USER_CONVERT_TO_USER', target.userNm);
        // The JSON string "success" (Fastify sends a returned string as it is, as text/plain).
        return reply.type('application/json').send(JSON.stringify('success') as 'success');
      },
    );
  }

  /** Terminate by id or name (PUT /users/terminate) or by path (PUT /users/terminateUser/{actor}/{target}). */
  async function terminate(request: FastifyRequest, targetNm: string, targetId?: number) {
    const auth = request.auth!;
    const target = await findAdministeredUser(app.db, auth, targetNm);
    assertSameAccount(target, targetId);
    assertUserAction(auth, target, 'TERMINATE');
    await terminateUser(app.db, target.id);
    await request.audit('USER_TERMINATE', target.userNm, { typeCd: target.typeCd, grpInfoId: target.grpInfoId });
    return 1 as const;
  }

  app.put(
    '/users/terminate',
    {
      preHandler: app.guard('groupManager'),
      schema: { tags, summary: 'Terminates an account: 1, or 409 with code 600 when no other active Admin would remain', body: TerminateRequestSchema, response: { 200: TerminateResponseSchema, ...errors } },
    },
    async (request) => {
      const { userNm, id, mgrUserInfoId } = request.body;
      // mgrUserInfoId names the administrator: it must be the caller when sent (the server never takes it on trust).
      assertCallerId(request.auth!, mgrUserInfoId);
      return terminate(request, userNm, id);
    },
  );

  app.put(
    '/users/terminateUser/:actor/:target',
    {
      preHandler: app.guard('groupManager'),
      schema: { tags, summary: 'Terminates an account (path form of PUT /users/terminate)', params: z.object({ actor: name, target: name }), response: { 200: TerminateResponseSchema, ...errors } },
    },
    async (request) => {
      assertActor(request.auth!, request.params.actor);
      return terminate(request, request.params.target);
    },
  );

  /**
   * Reset and resend: the account, once the caller may take the action on an account with an address, within the
   * caller's and the account's allowances, counted before any mail is written (decision 047).
   */
  async function mailableTarget(auth: RequestAuth, target: UserRow, action: 'RESET_PASSWORD' | 'RESEND_REGISTRATION') {
    assertUserAction(auth, target, action);
    assertHasEmail(target);
    await assertCallerLimit(app.db, 'adminMail', auth.user.userNm);
    await assertAccountLimit(app.db, action, target.userNm, app.config.ACCOUNT_RATE_LIMIT, 60);
    return target;
  }

  app.post(
    '/users/resetPasswordByAdmin/start',
    {
      preHandler: app.guard('groupManager'),
      schema: {
        tags,
        summary: 'E-mails the account a temporary password and link (the reset flow completes it)',
        body: AdminResetRequestSchema,
        response: { 200: EmailSentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = request.auth!;
      assertActor(auth, request.body.adminUserName);
      const target = await mailableTarget(auth, await findAdministeredUser(app.db, auth, request.body.userName), 'RESET_PASSWORD');
      // The address on file: a pending change of address is not one until its owner confirms it (decision 047).
      await sendTemporaryPassword(app.db, app.config.publicUrl, target);
      await request.audit('USER_PASSWORD_RESET_BY_ADMIN', target.userNm);
      app.mail.kick();
      return { emailAddress: target.emailAddr };
    },
  );

  app.post(
    '/users/regenRegistrationByAdmin/:actor/:email',
    {
      preHandler: app.guard('groupManager'),
      schema: {
        tags,
        summary: 'Sends a new registration invitation to an account not yet registered; the earlier link stops working',
        params: z.object({ actor: name, email: z.string().min(3).max(120) }),
        response: { 200: EmailSentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = request.auth!;
      assertActor(auth, request.params.actor);
      const [account] = (await findUsersByEmail(app.db, request.params.email)).filter((u) => u.statusCd === 'NEW');
      if (!account) throw notFound('User not found.');
      const target = await mailableTarget(auth, await findAdministeredUser(app.db, auth, account.userNm), 'RESEND_REGISTRATION');
      await app.db.transaction((tx) => writeInvitation(tx, app.config.publicUrl, { email: target.emailAddr, user: target }));
      await request.audit('USER_REGISTRATION_RESENT', target.userNm);
      app.mail.kick();
      return { emailAddress: target.emailAddr };
    },
  );

  app.put(
    '/users/getUserTypes',
    {
      preHandler: app.guard('groupManager'),
      config: { allowWhileMirroring: true },
      schema: { tags, summary: 'The account types the caller may create', response: { 200: UserTypeListSchema, 403: ApiErrorSchema } },
    },
    async (request) => {
      // Nothing changes: allowed while mirroring, where it answers the mirrored user's types (none are used).
      return creatableTypes(request.auth!.effective.typeCd);
    },
  );

  app.post(
    '/users/checkEmailAddressExists/:email',
    {
      preHandler: app.guard('groupManager'),
      schema: {
        tags,
        summary: 'Whether an account (not terminated) uses the address: Add User asks before continuing',
        params: z.object({ email: z.string().min(1).max(120) }),
        response: { 200: YesNoResponseSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      assertMayAddUsers(request.auth!);
      await assertCallerLimit(app.db, 'emailLookup', request.auth!.user.userNm);
      return isEmailInUse(app.db, request.params.email.trim());
    },
  );

  app.put(
    '/users/createUser',
    {
      preHandler: app.guard('groupManager'),
      schema: {
        tags,
        summary: 'Adds an account (NEW) and e-mails its registration invitation',
        body: AddUserRequestSchema,
        response: { 200: UserRowSchema, ...errors },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const user = await createUserByAdmin(app.db, { ...auth.effective, userNm: auth.user.userNm }, request.body, app.config.publicUrl);
      await request.audit('USER_CREATE', user.userNm, { typeCd: user.typeCd, grpInfoId: user.grpInfoId, emailAddr: user.emailAddr });
      app.mail.kick();
      return toUserRow(user, auth.effective);
    },
  );
};
