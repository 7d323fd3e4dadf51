import type { FastifyPluginAsync } from 'fastify';
import { authCalls, signInMessage } from '@wcpp/contract';
import { endSession, openSession } from '../../identity/sessions';
import { issueToken } from '../../identity/tokens';
import { answer, registerEndpoints, sent } from '../../lib/endpoints';
import { AppError } from '../../lib/errors';
import { findUserByName } from '../../identity/users';
import { admit, checkPassword, type SignInResult } from './service';

const { authenticate, sso, signOut, session } = authCalls;

/**
 * Sign-in, single sign-on, sign-out and the session (part 1 §7), registered from their descriptions
 * (packages/contract/src/auth/endpoints.ts). POST /authenticate takes user name and password, or the
 * single sign-on code.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const policy = { maxFailedLogins: app.config.MAX_FAILED_LOGINS, lockMinutes: app.config.LOCK_MINUTES };

  registerEndpoints(app, { authenticate, sso, signOut, session }, {
    authenticate: {
      config: { rateLimit: { max: app.config.SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        const body = request.body;
        let result: SignInResult;
        if ('code' in body) {
          const userNm = await app.sso.redeem(request, reply, body.code, body.state);
          const user = userNm ? await findUserByName(app.db, userNm) : undefined;
          result = user ? await admit(app.db, user, policy.lockMinutes) : { ok: false, code: 'INVALID_CREDENTIALS' };
        } else {
          result = await checkPassword(app.db, body.username, body.password, policy);
        }
        if (!result.ok) {
          const via = 'code' in body ? 'sso' : 'password';
          await request.audit('SIGN_IN_FAILED', result.user?.userNm ?? null, { code: result.code, via }, result.user?.userNm ?? null);
          throw new AppError(401, result.code, signInMessage(result.code));
        }
        const sid = await openSession(app.db, result.user.id);
        const token = await issueToken(app.config.jwtSecret, app.config.TOKEN_TTL_MINUTES, { sub: result.user.userNm, uid: result.user.id, sid });
        await request.audit('SIGN_IN', result.user.userNm, { via: 'code' in body ? 'sso' : 'password' }, result.user.userNm);
        return { token, username: result.user.userNm, mirror: null };
      },
    },
    // The redirect to the identity provider (or back to the login page) is written by the SSO client.
    sso: async (request, reply) => sent(await app.sso.start(request, reply)),
    signOut: {
      config: { allowWhileMirroring: true },
      handler: async (request) => {
        const auth = request.auth!;
        await endSession(app.db, auth.sessionId, 'SIGN_OUT');
        await request.audit('SIGN_OUT', auth.user.userNm);
        return answer(204, null);
      },
    },
    session: async (request) => {
      const { user, mirror, idleMinutes } = request.auth!;
      return {
        username: user.userNm,
        mirror: mirror ? { userNm: mirror.userNm, displayName: `${mirror.userFirstName} ${mirror.userLastName}` } : null,
        idleTimeoutMinutes: idleMinutes,
      };
    },
  });
};
