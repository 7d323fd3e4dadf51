import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../../lib/errors';
import { authCalls, mirrorMessages } from '@wcpp/contract';
import { issueToken } from '../../../identity/tokens';
import { registerEndpoints } from '../../../lib/endpoints';
import { startMirror, stopMirror } from '../mirror';

const { mirrorStart, mirrorStop } = authCalls;

/**
 * Mirror (part 1 §4): an ISAD or IRAD administrator views the portal as an ACTIV PRUS or PRAD user.
 * The new token names both users; every permission and data scope then uses the mirrored user, and
 * mutating calls are refused (plugins/auth.ts). See docs/decisions/004-mirror-endpoint.md and 078. Registered
 * from the descriptions in packages/contract/src/auth/endpoints.ts.
 */
export const mirrorRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, { mirrorStart, mirrorStop }, {
    mirrorStart: async (request) => {
      const auth = request.auth!;
      // The mirror gets a session of its own; the administrator's plain session ends (Revert opens a new one).
      const { sid, target } = await startMirror(app.db, { userId: auth.user.id, sessionId: auth.sessionId }, request.body.userNm);
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
        const sid = await stopMirror(app.db, { userId: auth.user.id, sessionId: auth.sessionId });
        const token = await issueToken(app.config.jwtSecret, app.config.TOKEN_TTL_MINUTES, { sub: auth.user.userNm, uid: auth.user.id, sid, iat: auth.signedInAt });
        await request.audit('MIRROR_STOP', auth.mirror.userNm);
        return { token, username: auth.user.userNm, mirror: null };
      },
    },
  });
};
