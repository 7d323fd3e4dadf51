import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  BackfillSchema,
  ConfirmEmailChangeRequestSchema,
  ConfirmEmailChangeResponseSchema,
  UpdateUserRequestSchema,
  UserDetailsSchema,
  YesNoResponseSchema,
} from '@wcpp/contract';
import { notFound } from '../../../lib/errors';
import { assertCanReadUser, assertProviderUser, assertSelf, assertSignedInUser } from '../../../identity/access';
import { assertOwnAccountFields } from '../access';
import { confirmEmailChange } from '../email-change';
import { findUserForRequest } from '../../../identity/users';
import { assertUserAction, findAdministeredUser } from '../administration';
import { needsBackfill, toUserDetails, updateBackfill, updateOwnProfile, updateProfileByAdmin } from '../profile';

const NameParams = z.object({ name: z.string().min(1).max(120) });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/userByName/:name',
    {
      preHandler: app.guard('signedIn'),
      schema: {
        tags: ['users'],
        summary: 'User details by user name',
        params: NameParams,
        response: { 200: UserDetailsSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const row = await findUserForRequest(app.db, request.auth!.rows, request.params.name);
      if (!row) throw notFound('User not found.');
      assertCanReadUser(request.auth!, row);
      // Finding 15: another user's details; the own (or mirrored) read on every page load is not audited (decision 028).
      if (row.id !== request.auth!.user.id && row.id !== request.auth!.effective.id) await request.audit('USER_READ', row.userNm);
      return toUserDetails(row);
    },
  );

  app.get(
    '/users/needsBackfill/:userName',
    {
      preHandler: app.guard('signedIn'),
      schema: {
        tags: ['users'],
        summary: 'Whether the user must complete the profile dialog',
        params: z.object({ userName: z.string().min(1).max(120) }),
        response: { 200: YesNoResponseSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const name = request.params.userName.toLowerCase();
      assertSelf(auth, name);
      const row = await findUserForRequest(app.db, auth.rows, name);
      return row ? needsBackfill(row) : false;
    },
  );

  app.post(
    '/users/updateBackfill',
    {
      preHandler: app.guard('signedIn'),
      schema: {
        tags: ['users'],
        summary: 'Saves the profile-completion fields of the signed-in user while the profile is incomplete',
        body: BackfillSchema,
        response: { 200: UserDetailsSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const auth = request.auth!;
      assertSignedInUser(auth, request.body.userNm);
      assertProviderUser(auth);
      const details = await updateBackfill(app.db, auth.user.id, request.body);
      await request.audit('PROFILE_BACKFILL', auth.user.userNm);
      return details;
    },
  );

  app.put(
    '/users/updateUser',
    {
      preHandler: app.guard('signedIn'),
      schema: {
        tags: ['users'],
        summary: "Saves the signed-in user's own profile (a new e-mail address is e-mailed a confirmation link), or another account's by an administrator who may edit it",
        body: UpdateUserRequestSchema,
        response: { 200: UserDetailsSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const { id, userNm, typeCd, grpInfoId, currentPassword, employeeId, ...changes } = request.body;
      const own = auth.rows[0]!;
      if (id !== own.id) {
        // Another account: Edit Profile by an administrator who may edit it (docs/decisions/038).
        const target = await findAdministeredUser(app.db, auth, userNm);
        assertOwnAccountFields(target, { id, userNm, typeCd, grpInfoId });
        assertUserAction(auth, target, 'EDIT_PROFILE');
        const saved = await updateProfileByAdmin(app.db, target, changes, employeeId, app.config.publicUrl);
        await request.audit('USER_PROFILE_UPDATE_BY_ADMIN', target.userNm, { emailChangeSent: saved.emailChangeSent });
        if (saved.emailChangeSent) app.mail.kick();
        return saved.details;
      }
      // Own profile only (part 2 §2); the identity fields say whose account it is and cannot change here.
      assertOwnAccountFields(own, { id, userNm, typeCd, grpInfoId });
      const saved = await updateOwnProfile(app.db, own, changes, { currentPassword, publicUrl: app.config.publicUrl }).catch(async (err: unknown) => {
        if ((err as { code?: string }).code === 'incorrect_password') await request.audit('EMAIL_CHANGE_PASSWORD_FAILED', own.userNm);
        throw err;
      });
      await request.audit('PROFILE_UPDATE', own.userNm);
      if (saved.emailChangeSent) {
        await request.audit('EMAIL_CHANGE_REQUEST', own.userNm);
        app.mail.kick();
      }
      return saved.details;
    },
  );

  app.post(
    '/public/confirmEmailChange',
    {
      // Public: the link's token authorizes, whoever follows it, signed in or not (docs/decisions/026).
      config: { public: true, rateLimit: { max: app.config.PUBLIC_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: 'Applies an e-mail address change with the token of the link sent to the new address',
        body: ConfirmEmailChangeRequestSchema,
        response: { 200: ConfirmEmailChangeResponseSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 410: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await confirmEmailChange(app.db, request.body.token);
      await request.audit('EMAIL_CHANGE_CONFIRM', user.userNm, undefined, user.userNm);
      return { emailAddr: user.emailAddr! };
    },
  );
};
