import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  EmailSentResponseSchema,
  ForgotUsernameRequestSchema,
  ResetCompleteRequestSchema,
  ResetCompleteResponseSchema,
  ResetStartRequestSchema,
} from '@wcpp/contract';
import { endUserSessions } from '../../../identity/sessions';
import { accountLookup } from '../limits';
import { assertSignedInUser } from '../../../identity/access';
import { findUserForRequest } from '../../../identity/users';
import { changePassword, completePasswordReset, sendForgottenUsername, startPasswordReset } from '../password';

const refusals = { 400: ApiErrorSchema, 403: ApiErrorSchema, 410: ApiErrorSchema, 429: ApiErrorSchema };

/** Reset password, forgot username (public) and change password (part 2 §2, §7). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = { public: true, rateLimit: { max: app.config.PUBLIC_RATE_LIMIT, timeWindow: '1 minute' } };

  app.post(
    '/public/resetPasswordByUser/start',
    {
      config: perAddress,
      schema: {
        tags: ['password'],
        summary: 'E-mails a temporary password and a reset link to the account of the user name and e-mail',
        body: ResetStartRequestSchema,
        response: { 200: EmailSentResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { userName, emailAddress } = request.body;
      return accountLookup(app, request, 'PASSWORD_RESET_START', userName, async () => {
        await startPasswordReset(app.db, app.config.publicUrl, userName, emailAddress);
        return { emailAddress };
      });
    },
  );

  app.post(
    '/public/resetPassword/complete',
    {
      config: perAddress,
      schema: {
        tags: ['password'],
        summary: 'Sets a new password with the reset token and the temporary password',
        body: ResetCompleteRequestSchema,
        response: { 200: ResetCompleteResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const user = await completePasswordReset(app.db, request.body);
      // Whoever held a session of this account (a stolen token included) must sign in with the new password.
      await endUserSessions(app.db, user.id, 'PASSWORD_RESET');
      await request.audit('PASSWORD_RESET_COMPLETE', user.userNm, undefined, user.userNm);
      return { userNm: user.userNm };
    },
  );

  app.post(
    '/public/forgotUsername',
    {
      config: perAddress,
      schema: {
        tags: ['password'],
        summary: 'E-mails the user name of the accounts of an e-mail address',
        body: ForgotUsernameRequestSchema,
        response: { 200: EmailSentResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { emailAddress } = request.body;
      return accountLookup(app, request, 'FORGOT_USERNAME', emailAddress, async () => {
        await sendForgottenUsername(app.db, app.config.publicUrl, emailAddress);
        return { emailAddress };
      });
    },
  );

  app.post(
    '/users/updatePwd',
    {
      preHandler: app.guard('signedIn'),
      schema: {
        tags: ['password'],
        summary: "Changes the signed-in user's own password",
        body: ChangePasswordRequestSchema,
        response: { 200: ChangePasswordResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const auth = request.auth!;
      // Only the person signed in changes their own password here (mirroring is refused before this).
      assertSignedInUser(auth, request.body.username);
      const user = (await findUserForRequest(app.db, auth.rows, auth.user.userNm))!;
      try {
        await changePassword(app.db, user, request.body.password, request.body.newPassword);
      } catch (err) {
        if ((err as { code?: string }).code === 'incorrect_password') await request.audit('PASSWORD_CHANGE_FAILED', user.userNm);
        throw err;
      }
      // Every other session of the account ends; the one that changed the password goes on.
      await endUserSessions(app.db, user.id, 'PASSWORD_CHANGED', auth.sessionId);
      await request.audit('PASSWORD_CHANGE', user.userNm);
      return { result: 'success' as const };
    },
  );
};
