import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, AuthenticateRequestSchema, AuthenticateResponseSchema, SessionInfoSchema, signInMessage } from '@wcpp/contract';
import { endSession, openSession } from '../../identity/sessions';
import { issueToken } from '../../identity/tokens';
import { AppError } from '../../lib/errors';
import { findUserByName } from '../../identity/users';
import { admit, checkPassword, type SignInResult } from './service';

/** POST /authenticate (part 1 §7): user name and password, or the single sign-on code. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = { maxFailedLogins: app.config.MAX_FAILED_LOGINS, lockMinutes: app.config.LOCK_MINUTES };

  app.post(
    '/authenticate',
    {
      config: { public: true, rateLimit: { max: app.config.SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['sign-in'],
        summary: 'Sign in with user name and password, or redeem the single sign-on code',
        body: AuthenticateRequestSchema,
        response: { 200: AuthenticateResponseSchema, 401: ApiErrorSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/auth/sso',
    {
      config: { public: true },
      schema: { tags: ['sign-in'], summary: 'Starts single sign-on: redirects to the identity provider (EAS_URL)', querystring: z.object({}).passthrough() },
    },
    async (request, reply) => app.sso.start(request, reply),
  );

  app.post(
    '/auth/signOut',
    {
      preHandler: app.guard('signedIn'),
      config: { allowWhileMirroring: true },
      schema: { tags: ['sign-in'], summary: 'Signs out: ends the server session of this token at once', response: { 204: z.null(), 401: ApiErrorSchema } },
    },
    async (request, reply) => {
      const auth = request.auth!;
      await endSession(app.db, auth.sessionId, 'SIGN_OUT');
      await request.audit('SIGN_OUT', auth.user.userNm);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/session',
    {
      preHandler: app.guard('signedIn'),
      schema: {
        tags: ['sign-in'],
        summary: "The token's session (401 once ended or idle); the call counts as activity",
        response: { 200: SessionInfoSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const { user, mirror, idleMinutes } = request.auth!;
      return {
        username: user.userNm,
        mirror: mirror ? { userNm: mirror.userNm, displayName: `${mirror.userFirstName} ${mirror.userLastName}` } : null,
        idleTimeoutMinutes: idleMinutes,
      };
    },
  );
};
