import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { amrValues, authCalls, rememberBrowserRule, signInMessage, signInSecurityCalls, signInSecurityMessages, type SignInSecurityCode } from '@wcpp/contract';
import { endSession, openSession, type SessionProof } from '../../identity/sessions';
import { issueToken } from '../../identity/tokens';
import { answer, API_PREFIX, registerEndpoints, sent } from '../../lib/endpoints';
import { AppError } from '../../lib/errors';
import { findUserByName, type UserRow } from '../../identity/users';
import { enqueueMail } from '../../plugins/mail';
import { recoveryCodeUsedMail } from './mails';
import { BROWSER_COOKIE, rememberBrowser, rememberedBrowser } from './browsers';
import { factorState, hasFactor, startApp } from './factors';
import { assertionOptions, checkAssertion, findPasskeyWithUser, passkeyAmr, registerPasskey, registrationOptions } from './passkeys';
import { idpProvedFactor, issueTicket, mayRemember, readTicket, spendTicket } from './second-step';
import { admit, checkPassword, guessFactor, proveFactor, recordSignIn, type SignInResult } from './service';

const { authenticate, sso, signOut, session } = authCalls;
const { secondStep, secondStepEnrol, secondStepPasskeyEnrolOptions, secondStepPasskeyEnrol, passkeyOptions, passkeySignIn } = signInSecurityCalls;

const expired = () => new AppError(401, 'SECOND_STEP_EXPIRED', signInSecurityMessages.SECOND_STEP_EXPIRED);

/** A refusal's message: sign-in security's own codes, else the sign-in's (the lock, the account's state). */
export const refusalMessage = (code: string) => (code in signInSecurityMessages ? signInSecurityMessages[code as SignInSecurityCode] : signInMessage(code));

/**
 * Sign-in, single sign-on, sign-out and the session (part 1 §7), registered from their descriptions
 * (packages/contract/src/auth/endpoints.ts), and the second step of a sign-in (issue 46). POST
 * /authenticate takes user name and password, or the single sign-on code.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const policy = { maxFailedLogins: app.config.MAX_FAILED_LOGINS, lockMinutes: app.config.LOCK_MINUTES };
  const keys = app.config.factorKeys;
  const factorContext = { keys, rp: app.config.passkeys };
  const signInLimit = { rateLimit: { max: app.config.SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' } };
  const secureCookie = app.config.publicUrl.startsWith('https:');

  /** The whole sign-in: a session with its proof, the account's failures cleared, the token. */
  async function signedIn(request: FastifyRequest, user: UserRow, via: string, proof: SessionProof, detail: Record<string, unknown> = {}) {
    await recordSignIn(app.db, user.id);
    const sid = await openSession(app.db, user.id, null, proof);
    const token = await issueToken(app.config.jwtSecret, app.config.TOKEN_TTL_MINUTES, { sub: user.userNm, uid: user.id, sid });
    await request.audit('SIGN_IN', user.userNm, { via, amr: proof.amr, ...detail }, { actor: user.userNm });
    return { token, username: user.userNm, mirror: null };
  }

  registerEndpoints(app, { authenticate, sso, signOut, session, secondStep, secondStepEnrol, secondStepPasskeyEnrolOptions, secondStepPasskeyEnrol, passkeyOptions, passkeySignIn }, {
    authenticate: {
      config: signInLimit,
      handler: async (request, reply) => {
        const body = request.body;
        const via = 'code' in body ? 'sso' : 'password';
        let result: SignInResult;
        let idpAmr: string[] = [];
        let idpAcr: string | null = null;
        if ('code' in body) {
          const redeemed = await app.sso.redeem(request, reply, body.code, body.state);
          const user = redeemed ? await findUserByName(app.db, redeemed.userNm) : undefined;
          idpAmr = redeemed?.amr ?? [];
          idpAcr = redeemed?.acr ?? null;
          result = user ? await admit(app.db, user, policy.lockMinutes) : { ok: false, code: 'INVALID_CREDENTIALS' };
        } else {
          result = await checkPassword(app.db, body.username, body.password, policy);
        }
        if (!result.ok) {
          await request.audit('SIGN_IN_FAILED', result.user?.userNm ?? null, { code: result.code, via }, { actor: result.user?.userNm ?? null });
          throw new AppError(401, result.code, signInMessage(result.code));
        }
        const user = result.user;
        // One rule for both identity providers: a factor the IdP proved (its amr) is not asked again.
        if (via === 'sso' && idpProvedFactor(app.config, idpAmr, idpAcr)) {
          return signedIn(request, user, via, { amr: idpAmr, factorAt: new Date() });
        }
        const state = await factorState(app.db, user);
        if (!hasFactor(state) && !state.required) return signedIn(request, user, via, { amr: [amrValues.password], factorAt: new Date() });
        // A remembered browser signs in with the password alone: not a second factor, so no step-up holds.
        if (hasFactor(state) && mayRemember(user) && (await rememberedBrowser(app.db, user.id, request.cookies?.[BROWSER_COOKIE]))) {
          return signedIn(request, user, via, { amr: [amrValues.password], factorAt: null }, { rememberedBrowser: true });
        }
        const step = await issueTicket(app.db, user, via, state);
        await request.audit('SIGN_IN_SECOND_STEP', user.userNm, { via, enrol: step.enrol }, { actor: user.userNm });
        return { secondStep: step };
      },
    },
    secondStep: {
      config: signInLimit,
      handler: async (request, reply) => {
        const { ticket, rememberBrowser: remember, ...answer } = request.body;
        const method = answer.method;
        const held = await readTicket(app.db, ticket);
        if (!held) throw expired();
        const { user } = held;
        const admitted = await admit(app.db, user, policy.lockMinutes);
        if (!admitted.ok) {
          await request.audit('SECOND_FACTOR_FAILED', user.userNm, { method, code: admitted.code }, { actor: user.userNm });
          throw new AppError(401, admitted.code, signInMessage(admitted.code));
        }
        const { state } = held;
        // A right answer is not given back: the sign-in is recorded right after (recordSignIn clears the failures).
        const proof = await proveFactor(app.db, factorContext, user.id, state, policy, answer, 'secondStep', { signInFollows: true });
        if (!proof.ok) {
          await request.audit('SECOND_FACTOR_FAILED', user.userNm, { method, code: proof.refusal }, { actor: user.userNm });
          throw new AppError(401, proof.refusal, refusalMessage(proof.refusal));
        }
        const judged = proof.outcome;
        if (!(await spendTicket(app.db, ticket))) throw expired();
        if (judged.recoveryCodes) await request.audit('SECOND_FACTOR_ENROLLED', user.userNm, { factor: 'totp', atSignIn: true }, { actor: user.userNm });
        if (judged.recoveryUsed) await recoveryUsed(user, request);
        if (remember && mayRemember(user)) await keepBrowser(reply, user, request);
        const signIn = await signedIn(request, user, held.via, { amr: [amrValues.password, ...judged.amr], factorAt: new Date() }, { factor: method });
        return judged.recoveryCodes ? { ...signIn, recoveryCodes: judged.recoveryCodes } : signIn;
      },
    },
    secondStepPasskeyEnrolOptions: {
      config: signInLimit,
      handler: async (request) => ({ options: await registrationOptions(app.db, app.config.passkeys, keys, await enrolling(request, request.body.ticket, 'passkey')) }),
    },
    secondStepPasskeyEnrol: {
      config: signInLimit,
      handler: async (request, reply) => {
        const { ticket, name, credential, rememberBrowser: remember } = request.body;
        const held = await readTicket(app.db, ticket);
        if (!held) throw expired();
        const { user } = held;
        const admitted = await admit(app.db, user, policy.lockMinutes);
        if (!admitted.ok) throw new AppError(401, admitted.code, signInMessage(admitted.code));
        const added = await registerPasskey(app.db, app.config.passkeys, keys, user.id, name, credential, { firstFactor: true });
        if (!added.ok) {
          await request.audit('SECOND_FACTOR_ENROL_FAILED', user.userNm, { factor: 'passkey', code: added.refusal, atSignIn: true }, { actor: user.userNm });
          throw new AppError(added.refusal === 'PASSKEY_FAILED' ? 400 : 409, added.refusal, refusalMessage(added.refusal));
        }
        if (!(await spendTicket(app.db, ticket))) throw expired();
        await request.audit('SECOND_FACTOR_ENROLLED', user.userNm, { factor: 'passkey', atSignIn: true, passkey: added.passkey.id }, { actor: user.userNm });
        if (remember && mayRemember(user)) await keepBrowser(reply, user, request);
        const signIn = await signedIn(request, user, held.via, { amr: [amrValues.password, ...passkeyAmr(added.passkey)], factorAt: new Date() }, { factor: 'passkey' });
        return added.recoveryCodes ? { ...signIn, recoveryCodes: added.recoveryCodes } : signIn;
      },
    },
    passkeyOptions: {
      config: signInLimit,
      handler: async (request) => {
        const { ticket } = request.body;
        if (ticket === undefined) return { options: await assertionOptions(app.db, app.config.passkeys, 'signIn', null) };
        const held = await readTicket(app.db, ticket);
        if (!held) throw expired();
        return { options: await assertionOptions(app.db, app.config.passkeys, 'secondStep', held.user.id) };
      },
    },
    passkeySignIn: {
      config: signInLimit,
      handler: async (request) => {
        const { credential } = request.body;
        const refuse = async (code: string, user?: UserRow) => {
          await request.audit('SIGN_IN_FAILED', user?.userNm ?? null, { code, via: 'passkey' }, { actor: user?.userNm ?? null });
          return new AppError(401, code, refusalMessage(code));
        };
        const found = await findPasskeyWithUser(app.db, credential.id);
        if (!found) throw await refuse('PASSKEY_UNKNOWN');
        const { passkey: row, user } = found;
        // The account's state is checked as a password's is: locked, terminated, deactivated, new.
        const admitted = await admit(app.db, user, policy.lockMinutes);
        if (!admitted.ok) throw await refuse(admitted.code, user);
        // A failed assertion counts toward the account's lock, as a wrong password does (issue 46 §4).
        // A right one is not given back: the sign-in recorded next clears the failures (recordSignIn).
        const guess = await guessFactor(app.db, user.id, policy, () => checkAssertion(app.db, app.config.passkeys, 'signIn', row, credential), { signInFollows: true });
        if (!guess.ok) throw await refuse(guess.refusal === 'LOCKED' ? `USER_ACCT_LOCKED:${policy.lockMinutes}` : guess.refusal, user);
        return signedIn(request, user, 'passkey', { amr: passkeyAmr(row), factorAt: new Date() }, { passkey: row.id });
      },
    },
    secondStepEnrol: {
      config: signInLimit,
      handler: async (request) => startApp(app.db, keys, await enrolling(request, request.body.ticket, 'totp')),
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

  /** The ticket's account, starting its first factor at sign-in: only while it has none (the ticket is the password alone). */
  async function enrolling(request: FastifyRequest, ticket: string, factor: 'totp' | 'passkey'): Promise<UserRow> {
    const held = await readTicket(app.db, ticket);
    if (!held) throw expired();
    const { user } = held;
    if (hasFactor(held.state)) throw new AppError(409, 'ENROLMENT_NOT_ALLOWED', signInSecurityMessages.ENROLMENT_NOT_ALLOWED);
    await request.audit('SECOND_FACTOR_ENROL_START', user.userNm, { factor, atSignIn: true }, { actor: user.userNm });
    return user;
  }

  /** A recovery code was used: the person is told by mail (issue 46 §1), and it is audited. */
  async function recoveryUsed(user: UserRow, request: FastifyRequest) {
    await request.audit('RECOVERY_CODE_USED', user.userNm, {}, { actor: user.userNm });
    if (user.emailAddr) {
      await enqueueMail(app.db, recoveryCodeUsedMail(user.emailAddr, user.userFirstName, new Date()));
      app.mail.kick();
    }
  }

  async function keepBrowser(reply: FastifyReply, user: UserRow, request: FastifyRequest) {
    const value = await rememberBrowser(app.db, user.id, request.headers['user-agent']);
    // Sent to the API only: the sign-in reads it, the profile's list marks "this browser" by it.
    reply.setCookie(BROWSER_COOKIE, value, { path: API_PREFIX, httpOnly: true, sameSite: 'strict', secure: secureCookie, maxAge: rememberBrowserRule.days * 86_400 });
    await request.audit('BROWSER_REMEMBERED', user.userNm, {}, { actor: user.userNm });
  }
};
