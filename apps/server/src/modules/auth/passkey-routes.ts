import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { signInSecurityCalls, signInSecurityMessages } from '@wcpp/contract';
import { markFactor } from '../../identity/sessions';
import { answer, registerEndpoints } from '../../lib/endpoints';
import { AppError, notFound } from '../../lib/errors';
import { factorState, removeFactor } from './factors';
import { assertionOptions, passkeySummary, registerPasskey, registrationOptions, renamePasskey } from './passkeys';

const { stepUpPasskeyOptions, passkeyRegisterOptions, passkeyRegister, passkeyRename, passkeyRemove } = signInSecurityCalls;

const refused = (status: number, code: keyof typeof signInSecurityMessages) => new AppError(status, code, signInSecurityMessages[code]);

/**
 * The own account's passkeys (issue 46 §1): add, rename, remove, and the challenge of a step-up by
 * passkey. Always the person signed in: the own-account calls refuse while mirroring.
 */
export const passkeyRoutes: FastifyPluginAsync = async (app) => {
  const rp = app.config.passkeys;
  const keys = app.config.factorKeys;
  const own = { refuseWhileMirroring: true } as const;
  const person = (request: FastifyRequest) => request.auth!.rows[0]!;

  registerEndpoints(app, { stepUpPasskeyOptions, passkeyRegisterOptions, passkeyRegister, passkeyRename, passkeyRemove }, {
    stepUpPasskeyOptions: {
      // The administrator's own proof, while mirroring too (as stepUp).
      config: { allowWhileMirroring: true, rateLimit: { max: app.config.SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' } },
      handler: async (request) => {
        const user = person(request);
        if ((await factorState(app.db, user)).passkeys === 0) throw refused(409, 'NO_PASSKEY');
        return { options: await assertionOptions(app.db, rp, 'stepUp', user.id) };
      },
    },
    passkeyRegisterOptions: {
      config: own,
      handler: async (request) => {
        const user = person(request);
        await request.audit('PASSKEY_ADD_START', user.userNm);
        return { options: await registrationOptions(app.db, rp, keys, user) };
      },
    },
    passkeyRegister: {
      config: own,
      handler: async (request) => {
        const user = person(request);
        const { name, credential } = request.body;
        const added = await registerPasskey(app.db, rp, keys, user.id, name, credential);
        if (!added.ok) {
          await request.audit('PASSKEY_ADD_FAILED', user.userNm, { code: added.refusal });
          throw refused(added.refusal === 'PASSKEY_FAILED' ? 400 : 409, added.refusal);
        }
        // The passkey was just verified with the person's PIN or biometric: this session's proof too.
        await markFactor(app.db, request.auth!.sessionId);
        await request.audit('PASSKEY_ADDED', user.userNm, { passkey: added.passkey.id, synced: added.passkey.synced, recoveryCodesMade: Boolean(added.recoveryCodes) });
        const passkey = passkeySummary(added.passkey);
        return answer(201, added.recoveryCodes ? { passkey, recoveryCodes: added.recoveryCodes } : { passkey });
      },
    },
    passkeyRename: {
      config: own,
      handler: async (request) => {
        const user = person(request);
        const row = await renamePasskey(app.db, user.id, request.params.passkeyId, request.body.name);
        if (!row) throw notFound(signInSecurityMessages.NOT_FOUND);
        await request.audit('PASSKEY_RENAMED', user.userNm, { passkey: row.id });
        return passkeySummary(row);
      },
    },
    passkeyRemove: {
      config: own,
      handler: async (request) => {
        const user = person(request);
        const removed = await removeFactor(app.db, user, { kind: 'passkey', id: request.params.passkeyId });
        if (removed === 'gone') throw notFound(signInSecurityMessages.NOT_FOUND);
        if (removed === 'last') throw refused(409, 'FACTOR_REQUIRED');
        await request.audit('PASSKEY_REMOVED', user.userNm, { passkey: request.params.passkeyId });
        return answer(204, null);
      },
    },
  });
};
