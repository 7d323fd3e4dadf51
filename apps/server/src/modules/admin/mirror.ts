import type { FastifyPluginAsync } from 'fastify';
import { AppError, notFound } from '../../lib/errors';
import { authCalls, canBeMirrored, mirrorMessages, userMessages } from '@wcpp/contract';
import { endSession, openSession } from '../../identity/sessions';
import { issueToken } from '../../identity/tokens';
import { findUserByName } from '../../identity/users';
import { registerEndpoints } from '../../lib/endpoints';

const { mirrorStart, mirrorStop } = authCalls;

/**
 * Mirror (part 1 §4): an ISAD or IRAD administrator views the portal as an ACTIV PRUS or PRAD user.
 * The new token names both users; every permission and data scope then uses the mirrored user, and
 * mutating calls are refused (plugins/auth.ts). See docs/decisions/004-mirror-endpoint.md. Registered
 * from the descriptions in packages/contract/src/auth/endpoints.ts.
 */
export const mirrorRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, { mirrorStart, mirrorStop }, {
    mirrorStart: async (request) => {
      const auth = request.auth!;
      const target = await findUserByName(app.db, request.body.userNm);
      if (!target) throw notFound(userMessages.notFound);
      if (!canBeMirrored(target)) throw new AppError(409, 'NOT_MIRRORABLE', mirrorMessages.notMirrorable);
      // The mirror gets a session of its own; the administrator's plain session ends (Revert opens a new one).
      const sid = await app.db.transaction(async (tx) => {
        await endSession(tx, auth.sessionId, 'MIRROR_START');
        return openSession(tx, auth.user.id, target.id);
      });
      // The sign-in's lifetime goes on: a chain of mirrors and Reverts ends when the sign-in's token would (decision 075).
      const token = await issueToken(app.config.jwtSecret, app.config.TOKEN_TTL_MINUTES, { sub: auth.user.userNm, uid: auth.user.id, sid, mir: target.userNm, iat: auth.signedInAt });
      await request.audit('MIRROR_START', target.userNm, { typeCd: target.typeCd });
      return { token, username: auth.user.userNm, mirror: { userNm: target.userNm, displayName: `${target.userFirstName} ${target.userLastName}` } };
    },
    mirrorStop: {
      config: { allowWhileMirroring: true },
      handler: async (request) => {
        const auth = request.auth!;
        if (!auth.mirror) throw new AppError(409, 'NOT_MIRRORING', mirrorMessages.notMirroring);
        // Revert ends the mirror session at once: its token stops working (docs/decisions/025).
        const sid = await app.db.transaction(async (tx) => {
          if (!(await endSession(tx, auth.sessionId, 'REVERT'))) throw new AppError(409, 'NOT_MIRRORING', mirrorMessages.notMirroring);
          return openSession(tx, auth.user.id);
        });
        const token = await issueToken(app.config.jwtSecret, app.config.TOKEN_TTL_MINUTES, { sub: auth.user.userNm, uid: auth.user.id, sid, iat: auth.signedInAt });
        await request.audit('MIRROR_STOP', auth.mirror.userNm);
        return { token, username: auth.user.userNm, mirror: null };
      },
    },
  });
};
