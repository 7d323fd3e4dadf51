import type { FastifyPluginAsync } from 'fastify';
import { isEmailChange, userCalls, userMessages } from '@wcpp/contract';
import { requireStepUp } from '../../../plugins/auth';
import { registerEndpoints } from '../../../lib/endpoints';
import { notFound } from '../../../lib/errors';
import { assertCanReadUser, assertProviderUser, assertSelf, assertSignedInUser } from '../../../identity/access';
import { assertOwnAccountFields } from '../access';
import { confirmEmailChange } from '../email-change';
import { findUserForRequest } from '../../../identity/users';
import { assertUserAction, findAdministeredUser } from '../administration';
import { needsBackfill, toUserDetails, updateBackfill, updateOwnProfile, updateProfileByAdmin } from '../profile';

/** The own account calls, registered from their descriptions (packages/contract/src/users/endpoints.ts). */
export const userRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, userCalls, {
    userByName: async (request) => {
      const row = await findUserForRequest(app.db, request.auth!.rows, request.params.name);
      if (!row) throw notFound(userMessages.notFound);
      assertCanReadUser(request.auth!, row);
      // Finding 15: another user's details; the own (or mirrored) read on every page load is not audited (decision 028).
      if (row.id !== request.auth!.user.id && row.id !== request.auth!.effective.id) await request.audit('USER_READ', row.userNm);
      return toUserDetails(row);
    },
    needsBackfill: async (request) => {
      const auth = request.auth!;
      const name = request.params.userName.toLowerCase();
      assertSelf(auth, name);
      const row = await findUserForRequest(app.db, auth.rows, name);
      return row ? needsBackfill(row) : false;
    },
    updateBackfill: async (request) => {
      const auth = request.auth!;
      assertSignedInUser(auth, request.body.userNm);
      assertProviderUser(auth);
      const details = await updateBackfill(app.db, auth.user.id, request.body);
      await request.audit('PROFILE_BACKFILL', auth.user.userNm);
      return details;
    },
    // A change of e-mail asks the second factor again (issue 46 §3); a name or a phone number does not.
    updateUser: async (request) => {
      const auth = request.auth!;
      const { id, userNm, typeCd, grpInfoId, currentPassword, employeeId, ...changes } = request.body;
      const own = auth.rows[0]!;
      if (id !== own.id) {
        // Another account: Edit Profile by an administrator who may edit it (docs/decisions/038).
        const target = await findAdministeredUser(app.db, auth, userNm);
        assertOwnAccountFields(target, { id, userNm, typeCd, grpInfoId });
        assertUserAction(auth, target, 'EDIT_PROFILE');
        if (changes.emailAddr != null && isEmailChange(target.emailAddr, changes.emailAddr)) requireStepUp(request);
        const saved = await updateProfileByAdmin(app.db, target, changes, employeeId, {
          caller: own,
          currentPassword,
          publicUrl: app.config.publicUrl,
          emailChangesPerHour: app.config.ACCOUNT_RATE_LIMIT,
        }).catch(async (err: unknown) => {
          if ((err as { code?: string }).code === 'incorrect_password') await request.audit('EMAIL_CHANGE_PASSWORD_FAILED', own.userNm, { target: target.userNm });
          throw err;
        });
        await request.audit('USER_PROFILE_UPDATE_BY_ADMIN', target.userNm, { emailChangeSent: saved.emailChangeSent });
        if (saved.emailChangeSent) app.mail.kick();
        return saved.details;
      }
      // Own profile only (part 2 §2); the identity fields say whose account it is and cannot change here.
      assertOwnAccountFields(own, { id, userNm, typeCd, grpInfoId });
      if (changes.emailAddr != null && isEmailChange(own.emailAddr, changes.emailAddr)) requireStepUp(request);
      const saved = await updateOwnProfile(app.db, own, changes, { currentPassword, publicUrl: app.config.publicUrl, emailChangesPerHour: app.config.ACCOUNT_RATE_LIMIT }).catch(async (err: unknown) => {
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
    confirmEmailChange: {
      // Public (the link's token authorizes), limited per address.
      config: { rateLimit: { max: app.config.PUBLIC_RATE_LIMIT, timeWindow: '1 minute' } },
      handler: async (request) => {
        const user = await confirmEmailChange(app.db, request.body.token);
        await request.audit('EMAIL_CHANGE_CONFIRM', user.userNm, undefined, { actor: user.userNm });
        return { emailAddr: user.emailAddr! };
      },
    },
  });
};
