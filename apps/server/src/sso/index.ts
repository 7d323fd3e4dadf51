import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/**
 * Single sign-on. Placeholder until the embedded provider lands: SIGN IN reports that single
 * sign-on is unavailable, and the form sign-in (POST /authenticate) is used.
 */
export const ssoPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('sso', {
    async start(_request, reply) {
      return reply.redirect('/wcpp/login?fail=SSO_UNAVAILABLE');
    },
    async redeem() {
      throw new AppError(401, 'INVALID_CREDENTIALS', 'Single sign-on is not available.');
    },
  });
});
