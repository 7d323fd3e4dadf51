import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { isRecoveryCode, loginMessages, signInMessage, signInSecurityMessages } from '@wcpp/contract';
import { admit, checkPassword, factorState, issueTicket, proveFactor, readTicket, spendTicket } from '../modules/auth/service';
import { auditPlugin } from '../plugins/audit';
import { expiredPage, factorPage, loginPage, type LoginFormState } from './page';
import { MOUNT, SCOPE } from './provider';

type Params = { uid: string };

/**
 * The embedded provider's login pages: GET shows the form, POST checks the password with the same
 * rules and lockout as POST /api/authenticate, then hands the result back to the provider.
 * Registered as its own context: it parses the form post, the provider context must not.
 */
export async function interactionRoutes(app: FastifyInstance, { provider }: { provider: Provider }) {
  const policy = { maxFailedLogins: app.config.MAX_FAILED_LOGINS, lockMinutes: app.config.LOCK_MINUTES };
  const factorContext = { keys: app.config.factorKeys, rp: app.config.passkeys };
  await app.register(auditPlugin);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const action = (uid: string) => `${MOUNT}/interaction/${encodeURIComponent(uid)}/login`;
  const factorAction = (uid: string) => `${MOUNT}/interaction/${encodeURIComponent(uid)}/factor`;

  /** The pending interaction, or null when its cookie is missing, expired or for another uid. */
  const interactionOf = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : null;
    } catch {
      return null;
    }
  };

  /** Records the outcome on the interaction and sends the browser back to the provider. */
  const finish = async (request: FastifyRequest, reply: FastifyReply, result: InteractionResults) => {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: true });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  };

  /** The portal is a first-party client: consent is granted without asking (openid profile only). */
  const grantFor = async (accountId: string, clientId: string, grantId?: string) => {
    const grant = (grantId && (await provider.Grant.find(grantId))) || new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(SCOPE);
    return grant.save();
  };

  app.get<{ Params: Params }>(`${MOUNT}/interaction/:uid`, { schema: { hide: true } }, async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return html(reply, expiredPage(), 400);
    // Consent is normally granted with the login below; this covers a login the session already had.
    if (details.prompt.name === 'consent' && details.session) {
      const grantId = await grantFor(details.session.accountId, String(details.params.client_id), details.grantId);
      return finish(request, reply, { consent: { grantId } });
    }
    return html(reply, loginPage(action(details.uid)));
  });

  app.post<{ Params: Params; Body: Record<string, unknown> }>(
    `${MOUNT}/interaction/:uid/login`,
    { schema: { hide: true }, config: { rateLimit: { max: app.config.SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details || details.prompt.name !== 'login') return html(reply, expiredPage(), 400);
      const form = request.body && typeof request.body === 'object' ? request.body : {};
      const username = typeof form.username === 'string' ? form.username.trim().slice(0, 120) : '';
      const password = typeof form.password === 'string' ? form.password.slice(0, 256) : '';
      const state: LoginFormState = { username };

      // Same texts as the portal's own sign-in form (part 1 §5 Login).
      if (!username || !password) {
        if (!username) state.usernameError = loginMessages.enterUsername;
        if (!password) state.passwordError = loginMessages.enterPassword;
        return html(reply, loginPage(action(details.uid), { ...state, alert: loginMessages.summary }));
      }

      const result = await checkPassword(app.db, username, password, policy);
      if (!result.ok) {
        const who = result.user?.userNm ?? null;
        await request.audit('SIGN_IN_FAILED', who, { code: result.code, via: 'sso-form' }, { actor: who });
        return html(reply, loginPage(action(details.uid), { ...state, alert: signInMessage(result.code) }));
      }
      // An account whose factor is its app proves it here, so the ID token says so (amr) and the portal
      // asks nothing more. One with a passkey is asked by the portal, where the passkey is one touch,
      // and one that must set a factor up does it there too (issue 46 §1, decision 088).
      const factors = await factorState(app.db, result.user);
      if (factors.app && factors.passkeys === 0) {
        const step = await issueTicket(app.db, result.user, 'sso', factors);
        await request.audit('SIGN_IN_SECOND_STEP', result.user.userNm, { via: 'sso-form', enrol: false }, { actor: result.user.userNm });
        return html(reply, factorPage(factorAction(details.uid), step.ticket));
      }
      const accountId = result.user.userNm;
      const grantId = await grantFor(accountId, String(details.params.client_id));
      return finish(request, reply, { login: { accountId, amr: ['pwd'] }, consent: { grantId } });
    },
  );

  app.post<{ Params: Params; Body: Record<string, unknown> }>(
    `${MOUNT}/interaction/:uid/factor`,
    { schema: { hide: true }, config: { rateLimit: { max: app.config.SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details || details.prompt.name !== 'login') return html(reply, expiredPage(), 400);
      const form = request.body && typeof request.body === 'object' ? request.body : {};
      const ticket = typeof form.ticket === 'string' ? form.ticket.slice(0, 100) : '';
      const code = typeof form.code === 'string' ? form.code.slice(0, 40) : '';
      const held = ticket ? await readTicket(app.db, ticket) : null;
      if (!held) return html(reply, expiredPage(), 400);
      const { user } = held;
      const again = (message: string) => html(reply, factorPage(factorAction(details.uid), ticket, message));
      if (!code.trim()) return again(signInSecurityMessages.INVALID_SECOND_FACTOR);
      const admitted = await admit(app.db, user, policy.lockMinutes);
      if (!admitted.ok) return again(signInMessage(admitted.code));
      const state = await factorState(app.db, user);
      const method = isRecoveryCode(code) ? 'recovery' : 'totp';
      const proof = await proveFactor(app.db, factorContext, user.id, state, policy, { method, code });
      if (!proof.ok) {
        await request.audit('SECOND_FACTOR_FAILED', user.userNm, { method, code: proof.refusal, via: 'sso-form' }, { actor: user.userNm });
        return again(proof.refusal === 'INVALID_SECOND_FACTOR' ? signInSecurityMessages.INVALID_SECOND_FACTOR : signInMessage(proof.refusal));
      }
      const judged = proof.outcome;
      if (!(await spendTicket(app.db, ticket))) return html(reply, expiredPage(), 400);
      if (judged.recoveryUsed) await request.audit('RECOVERY_CODE_USED', user.userNm, { via: 'sso-form' }, { actor: user.userNm });
      const grantId = await grantFor(user.userNm, String(details.params.client_id));
      return finish(request, reply, { login: { accountId: user.userNm, amr: ['pwd', ...judged.amr] }, consent: { grantId } });
    },
  );
}
