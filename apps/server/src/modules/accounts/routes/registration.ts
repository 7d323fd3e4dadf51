import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  EmailSentResponseSchema,
  InternalRegistrationRequestSchema,
  RegistrationCompleteRequestSchema,
  RegistrationCompleteResponseSchema,
  RegistrationStartRequestSchema,
} from '@wcpp/contract';
import { accountLookup } from '../limits';
import { completeInternalRegistration, completeRegistration, startRegistration } from '../registration';

const refusals = { 400: ApiErrorSchema, 409: ApiErrorSchema, 410: ApiErrorSchema, 429: ApiErrorSchema };

/** Self-registration (part 2 §2, §7): public calls, limited per address and per account. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = { public: true, rateLimit: { max: app.config.PUBLIC_RATE_LIMIT, timeWindow: '1 minute' } };

  app.post(
    '/public/registration/start',
    {
      config: perAddress,
      schema: {
        tags: ['registration'],
        summary: 'Starts a registration: e-mails an authentication code and an activation link',
        body: RegistrationStartRequestSchema,
        response: { 200: EmailSentResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { emailAddress, campaign } = request.body;
      return accountLookup(app, request, 'REGISTRATION_START', emailAddress, async () => {
        await startRegistration(app.db, app.config.publicUrl, emailAddress, campaign);
        return { emailAddress };
      });
    },
  );

  app.post(
    '/public/registration/complete',
    {
      config: perAddress,
      schema: {
        tags: ['registration'],
        summary: 'Completes a registration with the token, the authentication code and the TIN proof',
        body: RegistrationCompleteRequestSchema,
        response: { 200: RegistrationCompleteResponseSchema, ...refusals },
      },
    },
    async (request) => {
      try {
        const { user, tin } = await completeRegistration(app.db, request.body, { ip: request.ip });
        await request.audit('REGISTRATION_COMPLETE', user.userNm, { ftin: request.body.ftin, grpInfoId: user.grpInfoId }, user.userNm);
        if (tin?.kind === 'claimed') {
          await request.audit('TIN_CLAIM_REQUEST', String(user.grpInfoId), { ftin: tin.claim.ftin, claimId: tin.claim.id, holders: tin.holders, crossGroup: true }, user.userNm);
          app.mail.kick();
          return { userNm: user.userNm, pendingFtin: tin.claim.ftin };
        }
        return { userNm: user.userNm };
      } catch (err) {
        const code = (err as { code?: string }).code ?? 'ERROR';
        // A TIN blocked after too many wrong proofs is named, so support can find it; nothing else is kept.
        if (code === 'TIN_PROOF_ATTEMPTS') await request.audit('REGISTRATION_TIN_BLOCKED', request.body.ftin, { code }, null);
        else await request.audit('REGISTRATION_REFUSED', request.body.userName, { code }, null);
        throw err;
      }
    },
  );

  app.post(
    '/public/completeInternalUserRegistration',
    {
      config: perAddress,
      schema: {
        tags: ['registration'],
        summary: 'Completes the registration of an internal user added by an administrator',
        body: InternalRegistrationRequestSchema,
        response: { 200: RegistrationCompleteResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const user = await completeInternalRegistration(app.db, request.body);
      await request.audit('REGISTRATION_COMPLETE', user.userNm, { internal: true }, user.userNm);
      return { userNm: user.userNm };
    },
  );
};
