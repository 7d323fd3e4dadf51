import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { verify } from '@node-rs/argon2';
import { signInMessage, signInSecurityCalls, signInSecurityMessages, stepUpRule, type StepUpState } from '@wcpp/contract';
import { markFactor } from '../../identity/sessions';
import { answer, registerEndpoints } from '../../lib/endpoints';
import { AppError, notFound } from '../../lib/errors';
import { BROWSER_COOKIE, cookieBrowserId, forgetAllBrowsers, forgetBrowser, listBrowsers } from './browsers';
import { enqueueMail } from '../../plugins/mail';
import { assertManagesGroup, assertUserAction, findAdministeredUser } from '../accounts/service';
import { factorsResetMail } from './mails';
import { confirmApp, factorMethods, factorState, groupAdmins, groupRequires, hasFactor, removeFactor, replaceRecoveryCodes, resetFactors, setGroupRequirement, startApp, useAppCode } from './factors';
import { listPasskeys, passkeySummary } from './passkeys';
import { refusalMessage } from './routes';
import { mayRemember } from './second-step';
import { guessFactor, proveFactor } from './service';

const { stepUpState, stepUp, securityOverview, appEnrolStart, appEnrolConfirm, appRemove, recoveryCodesRenew, browserForget, groupFactorRule, saveGroupFactorRule, resetSecondFactors } = signInSecurityCalls;

/**
 * The own account's sign-in security and the second check (issue 46 §1, §3). Always the person signed
 * in, never a mirrored user: the calls refuse while mirroring (reads too: they are the administrator's
 * own factors, not the mirrored user's).
 */
export const securityRoutes: FastifyPluginAsync = async (app) => {
  const policy = { maxFailedLogins: app.config.MAX_FAILED_LOGINS, lockMinutes: app.config.LOCK_MINUTES };
  const keys = app.config.factorKeys;
  const factorContext = { keys, rp: app.config.passkeys };
  const own = { refuseWhileMirroring: true } as const;
  const person = (request: FastifyRequest) => request.auth!.rows[0]!;

  async function stepUpStateOf(request: FastifyRequest): Promise<StepUpState> {
    const state = await factorState(app.db, person(request));
    const methods: StepUpState['methods'] = hasFactor(state) ? factorMethods(state) : ['password'];
    const at = request.auth!.factorAt;
    return { methods, validUntil: at === null ? null : new Date(at + stepUpRule.minutes * 60_000).toISOString() };
  }

  registerEndpoints(app, { stepUpState, stepUp, securityOverview, appEnrolStart, appEnrolConfirm, appRemove, recoveryCodesRenew, browserForget, groupFactorRule, saveGroupFactorRule, resetSecondFactors }, {
    stepUpState: { config: { allowWhileMirroring: true }, handler: stepUpStateOf },
    stepUp: {
      // The administrator's own proof, while mirroring too (a mirror start asks it).
      config: { allowWhileMirroring: true, rateLimit: { max: app.config.SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' } },
      handler: async (request) => {
        const user = person(request);
        const answer = request.body;
        const { method } = answer;
        const state = await factorState(app.db, user);
        const withFactor = hasFactor(state);
        // An account with a factor answers with it; one without, with its password (decision 085).
        if ((method === 'password') === withFactor) throw new AppError(400, 'VALIDATION', signInSecurityMessages.INVALID_SECOND_FACTOR, { method: 'This account proves itself another way.' });
        let refusal: string | null = null;
        if (answer.method === 'password') {
          const { code } = answer;
          const guess = await guessFactor(app.db, user.id, policy, async () =>
            user.passwordHash && (await verify(user.passwordHash, code).catch(() => false)) ? null : ('INVALID_SECOND_FACTOR' as const),
          );
          refusal = guess.ok ? null : guess.refusal === 'LOCKED' ? `USER_ACCT_LOCKED:${policy.lockMinutes}` : guess.refusal;
        } else {
          const proof = await proveFactor(app.db, factorContext, user.id, state, policy, answer, 'stepUp');
          refusal = proof.ok ? null : proof.refusal;
        }
        if (refusal) {
          await request.audit('STEP_UP_FAILED', user.userNm, { method, code: refusal });
          // 403, not 401: a wrong code does not end the session in the web.
          throw new AppError(403, refusal, refusalMessage(refusal));
        }
        await markFactor(app.db, request.auth!.sessionId);
        await request.audit('STEP_UP', user.userNm, { method });
        request.auth!.factorAt = Date.now();
        return stepUpStateOf(request);
      },
    },
    securityOverview: {
      config: own,
      handler: async (request) => {
        const user = person(request);
        const [state, browsers, keysHeld] = await Promise.all([factorState(app.db, user), listBrowsers(app.db, user.id), listPasskeys(app.db, user.id)]);
        const current = cookieBrowserId(request.cookies?.[BROWSER_COOKIE]);
        return {
          required: state.required,
          passkeys: keysHeld.map(passkeySummary),
          app: state.app ? { createdAt: state.app.createdAt.toISOString(), lastUsedAt: state.app.lastUsedAt?.toISOString() ?? null } : null,
          recoveryCodes: state.recoveryCreatedAt ? { remaining: state.recoveryLeft, createdAt: state.recoveryCreatedAt.toISOString() } : null,
          browsers: browsers.map((b) => ({
            id: b.id,
            label: b.label,
            createdAt: b.createdAt.toISOString(),
            lastUsedAt: b.lastUsedAt.toISOString(),
            expiresAt: b.expiresAt.toISOString(),
            current: b.id === current,
          })),
          mayRemember: mayRemember(user),
        };
      },
    },
    appEnrolStart: {
      config: own,
      handler: async (request) => {
        const user = person(request);
        await request.audit('SECOND_FACTOR_ENROL_START', user.userNm, { factor: 'totp' });
        return startApp(app.db, keys, user);
      },
    },
    appEnrolConfirm: {
      config: own,
      handler: async (request) => {
        const user = person(request);
        const waiting: { id: number | null } = { id: null };
        const guess = await guessFactor(app.db, user.id, policy, async () => {
          waiting.id = await useAppCode(app.db, keys, user.id, request.body.code, true);
          return waiting.id !== null ? null : ('INVALID_SECOND_FACTOR' as const);
        });
        if (!guess.ok) {
          const refusal = guess.refusal === 'LOCKED' ? `USER_ACCT_LOCKED:${policy.lockMinutes}` : guess.refusal;
          await request.audit('SECOND_FACTOR_ENROL_FAILED', user.userNm, { factor: 'totp', code: refusal });
          throw new AppError(403, refusal, refusal === 'INVALID_SECOND_FACTOR' ? signInSecurityMessages.INVALID_SECOND_FACTOR : signInMessage(refusal));
        }
        const confirmed = waiting.id === null ? null : await confirmApp(app.db, keys, user.id, waiting.id);
        if (!confirmed) throw new AppError(409, 'NO_ENROLMENT', signInSecurityMessages.NO_ENROLMENT);
        // The new app is this session's proof too.
        await markFactor(app.db, request.auth!.sessionId);
        await request.audit('SECOND_FACTOR_ENROLLED', user.userNm, { factor: 'totp', recoveryCodesMade: Boolean(confirmed.recoveryCodes) });
        return confirmed.recoveryCodes ? { recoveryCodes: confirmed.recoveryCodes } : {};
      },
    },
    appRemove: {
      config: own,
      handler: async (request) => {
        const user = person(request);
        const removed = await removeFactor(app.db, user, { kind: 'app' });
        if (removed === 'gone') throw notFound(signInSecurityMessages.NOT_FOUND);
        if (removed === 'last') throw new AppError(409, 'FACTOR_REQUIRED', signInSecurityMessages.FACTOR_REQUIRED);
        await request.audit('SECOND_FACTOR_REMOVED', user.userNm, { factor: 'totp' });
        return answer(204, null);
      },
    },
    recoveryCodesRenew: {
      config: own,
      handler: async (request) => {
        const user = person(request);
        if (!hasFactor(await factorState(app.db, user))) throw new AppError(409, 'NO_ENROLMENT', signInSecurityMessages.NO_ENROLMENT);
        const recoveryCodes = await replaceRecoveryCodes(app.db, keys, user.id);
        await request.audit('RECOVERY_CODES_RENEWED', user.userNm);
        return { recoveryCodes };
      },
    },
    browserForget: {
      config: own,
      handler: async (request) => {
        const user = person(request);
        if (!(await forgetBrowser(app.db, user.id, request.params.browserId))) throw notFound(signInSecurityMessages.NOT_FOUND);
        await request.audit('BROWSER_FORGOTTEN', user.userNm);
        return answer(204, null);
      },
    },
    groupFactorRule: async (request) => {
      assertManagesGroup(request.auth!, request.params.groupId, false);
      return { required: await groupRequires(app.db, request.params.groupId) };
    },
    saveGroupFactorRule: async (request) => {
      const { groupId } = request.params;
      assertManagesGroup(request.auth!, groupId, true);
      await setGroupRequirement(app.db, groupId, request.body.required);
      await request.audit('GROUP_SECOND_FACTOR_RULE', String(groupId), { required: request.body.required });
      return { required: request.body.required };
    },
    resetSecondFactors: async (request) => {
      const auth = request.auth!;
      const target = await findAdministeredUser(app.db, auth, request.body.userName);
      assertUserAction(auth, target, 'RESET_SECOND_FACTORS');
      const at = new Date();
      await app.db.transaction(async (tx) => {
        await resetFactors(tx, target.id);
        await forgetAllBrowsers(tx, target.id);
        const by = `${auth.user.userFirstName} ${auth.user.userLastName}`;
        if (target.emailAddr) await enqueueMail(tx, factorsResetMail(target.emailAddr, target.userFirstName, { userNm: target.userNm, own: true }, by, at));
        for (const admin of target.grpInfoId ? await groupAdmins(tx, target.grpInfoId, target.id) : []) {
          await enqueueMail(tx, factorsResetMail(admin.emailAddr, admin.firstName, { userNm: target.userNm, own: false }, by, at));
        }
      });
      await request.audit('SECOND_FACTORS_RESET', target.userNm);
      app.mail.kick();
      return answer(204, null);
    },
  });
};
