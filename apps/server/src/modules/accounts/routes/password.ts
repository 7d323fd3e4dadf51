import type { FastifyPluginAsync } from 'fastify';
import { passwordCalls } from '@wcpp/contract';
import { registerEndpoints } from '../../../lib/endpoints';
import { endUserSessions } from '../../../identity/sessions';
import { accountLookup } from '../limits';
import { assertSignedInUser } from '../../../identity/access';
import { findUserForRequest } from '../../../identity/users';
import { changePassword, completePasswordReset, sendForgottenUsername, startPasswordReset } from '../password';

/** Reset password, forgot username (public) and change password (part 2 §2, §7), registered from their descriptions (packages/contract/src/password/endpoints.ts). */
export const passwordRoutes: FastifyPluginAsync = async (app) => {
  // The public calls are limited per address.
  const perAddress = { rateLimit: { max: app.config.PUBLIC_RATE_LIMIT, timeWindow: '1 minute' } };

  registerEndpoints(app, passwordCalls, {
    resetPasswordStart: {
      config: perAddress,
      handler: async (request) => {
        const { userName, emailAddress } = request.body;
        return accountLookup(app, request, 'PASSWORD_RESET_START', userName, async () => {
          await startPasswordReset(app.db, app.config.publicUrl, userName, emailAddress);
          return { emailAddress };
        });
      },
    },
    resetPasswordComplete: {
      config: perAddress,
      handler: async (request) => {
        const user = await completePasswordReset(app.db, request.body);
        // Whoever held a session of this account (a stolen token included) must sign in with the new password.
        await endUserSessions(app.db, user.id, 'PASSWORD_RESET');
        await request.audit('PASSWORD_RESET_COMPLETE', user.userNm, undefined, { actor: user.userNm });
        return { userNm: user.userNm };
      },
    },
    forgotUsername: {
      config: perAddress,
      handler: async (request) => {
        const { emailAddress } = request.body;
        return accountLookup(app, request, 'FORGOT_USERNAME', emailAddress, async () => {
          await sendForgottenUsername(app.db, app.config.publicUrl, emailAddress);
          return { emailAddress };
        });
      },
    },
    updatePassword: async (request) => {
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
  });
};
