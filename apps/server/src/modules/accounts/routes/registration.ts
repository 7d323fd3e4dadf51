import type { FastifyPluginAsync } from 'fastify';
import { registrationCalls } from '@wcpp/contract';
import { registerEndpoints } from '../../../lib/endpoints';
import { accountLookup } from '../limits';
import { completeInternalRegistration, completeRegistration, startRegistration } from '../registration';

/** Self-registration (part 2 §2, §7), registered from its descriptions (packages/contract/src/registration/endpoints.ts): public calls, limited per address and per account. */
export const registrationRoutes: FastifyPluginAsync = async (app) => {
  const perAddress = { rateLimit: { max: app.config.PUBLIC_RATE_LIMIT, timeWindow: '1 minute' } };

  registerEndpoints(app, registrationCalls, {
    registrationStart: {
      config: perAddress,
      handler: async (request) => {
        const { emailAddress, campaign } = request.body;
        return accountLookup(app, request, 'REGISTRATION_START', emailAddress, async () => {
          await startRegistration(app.db, app.config.publicUrl, emailAddress, campaign);
          return { emailAddress };
        });
      },
    },
    registrationComplete: {
      config: perAddress,
      handler: async (request) => {
        try {
          const { user, tin } = await completeRegistration(app.db, request.body, { ip: request.ip });
          await request.audit('REGISTRATION_COMPLETE', user.userNm, { ftin: request.body.ftin, grpInfoId: user.grpInfoId }, { actor: user.userNm });
          if (tin?.kind === 'claimed') {
            await request.audit('TIN_CLAIM_REQUEST', String(user.grpInfoId), { ftin: tin.claim.ftin, claimId: tin.claim.id, holders: tin.holders, crossGroup: true }, { actor: user.userNm });
            app.mail.kick();
            return { userNm: user.userNm, pendingFtin: tin.claim.ftin };
          }
          return { userNm: user.userNm };
        } catch (err) {
          const code = (err as { code?: string }).code ?? 'ERROR';
          // A TIN blocked after too many wrong proofs is named, so support can find it; nothing else is kept.
          if (code === 'TIN_PROOF_ATTEMPTS') await request.audit('REGISTRATION_TIN_BLOCKED', request.body.ftin, { code }, { actor: null });
          else await request.audit('REGISTRATION_REFUSED', request.body.userName, { code }, { actor: null });
          throw err;
        }
      },
    },
    internalRegistrationComplete: {
      config: perAddress,
      handler: async (request) => {
        const user = await completeInternalRegistration(app.db, request.body);
        await request.audit('REGISTRATION_COMPLETE', user.userNm, { internal: true }, { actor: user.userNm });
        return { userNm: user.userNm };
      },
    },
  });
};
