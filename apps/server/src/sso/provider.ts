import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import { findUserByName } from '../identity/users';
import { escapeHtml, page } from './page';
import { memoryAdapter } from './memory-adapter';
import { deriveKey, EMBEDDED_CLIENT_ID, embeddedClientSecret } from './secrets';

export const MOUNT = '/sso';
/** The embedded provider signs ID tokens with ES256: EC keys are generated in a millisecond. */
export const ID_TOKEN_ALG = 'ES256';
export const SCOPE = 'openid profile';

/** The embedded OpenID Connect provider: one first-party client, users from our own table. */
export async function createProvider(app: FastifyInstance): Promise<Provider> {
  const { config } = app;
  const secure = config.publicUrl.startsWith('https:');
  // A fresh signing key per start: nothing to download or store. ID tokens live for minutes and are
  // checked only by this same process, so a restart losing the key loses nothing that matters.
  const { privateKey } = await generateKeyPair(ID_TOKEN_ALG, { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: ID_TOKEN_ALG, use: 'sig' };
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure };

  const configuration: Configuration = {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: embeddedClientSecret(config.jwtSecret),
        redirect_uris: [`${config.publicUrl}/wcpp/login`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: ID_TOKEN_ALG,
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: {
      keys: [deriveKey(config.jwtSecret, 'provider-cookies')],
      names: { session: 'sso_session', interaction: 'sso_interaction', resume: 'sso_interaction_resume' },
      long: cookie,
      short: cookie,
    },
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'profile'],
    // amr: how the person was authenticated (RFC 8176), from the login result (interaction.ts), in every ID
    // token (with the openid scope): the portal reads it.
    claims: { openid: ['sub', 'amr'], profile: ['name', 'preferred_username'] },
    // Put the profile claims in the ID token itself, so the portal needs no userinfo call.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false }, // our own login page (interaction.ts) instead
      rpInitiatedLogout: { enabled: false }, // Sign Out is the portal's; its page would need inline script
      userinfo: { enabled: true },
    },
    interactions: { url: (_ctx, interaction) => `${MOUNT}/interaction/${interaction.uid}` },
    // Short lifetimes (seconds): the provider only bridges a password check to a portal token.
    ttl: { AuthorizationCode: 60, AccessToken: 300, IdToken: 300, Interaction: 600, Session: 600, Grant: 600 },
    clientBasedCORS: () => false, // only the server itself talks to the token endpoint
    async findAccount(_ctx, sub) {
      const user = await findUserByName(app.db, sub);
      if (!user) return undefined;
      const claims = { sub: user.userNm, preferred_username: user.userNm, name: `${user.userFirstName} ${user.userLastName}`.trim() };
      return { accountId: user.userNm, claims: async () => claims };
    },
    async renderError(ctx, out) {
      // Our own page: the default one pulls a web font and has no language or way back.
      ctx.type = 'html';
      ctx.body = page(
        'Provider Portal Sign In',
        `<h1>Provider Portal Sign In</h1><p role="alert" class="error">Sign-in could not be completed (${escapeHtml(String(out.error ?? 'error'))}).</p><p><a href="/wcpp/login">Return to the sign-in page</a></p>`,
      );
    },
  };

  const provider = new Provider(`${config.publicUrl}${MOUNT}`, configuration);
  // Trusting X-Forwarded-* lets mountProvider pin every URL the provider makes to PUBLIC_URL.
  provider.proxy = true;
  provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'sso provider error'));
  // Koa's own 'error' event (the typings list only the provider's events); a listener also stops
  // Koa printing to stderr past our logger.
  (provider as unknown as EventEmitter).on('error', (err: Error) => app.log.error({ err }, 'sso provider error'));
  return provider;
}

/**
 * Hands every /sso/* request (except the login pages, interaction.ts) to the provider's Koa app.
 * Registered as its own context so no Fastify body parser reads the stream the provider parses.
 */
export async function mountProvider(app: FastifyInstance, { provider }: { provider: Provider }) {
  const handle = provider.callback();
  const origin = new URL(app.config.publicUrl);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // A sign-in starts at /sso/auth: each start is kept by the provider (at most 10,000 at once, the oldest
  // dropped), so starts are limited per address as sign-ins are; its other endpoints (the portal's own
  // code exchange among them) are not.
  const starts = { max: app.config.SIGN_IN_RATE_LIMIT, timeWindow: '1 minute', allowList: (request: FastifyRequest) => !/^\/sso\/auth(\?|$)/.test(request.url) };
  app.all(`${MOUNT}/*`, { schema: { hide: true }, config: { rateLimit: starts } }, async (request, reply) => {
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? MOUNT;
    // The provider routes on the path without the prefix; from originalUrl it learns the prefix and
    // so advertises /sso/... in discovery, redirects and cookie paths (ARCHITECTURE "Known gotchas").
    raw.originalUrl = url;
    raw.url = url.slice(MOUNT.length) || '/';
    // Every URL it builds uses PUBLIC_URL, whatever Host the request came with.
    raw.headers['x-forwarded-host'] = origin.host;
    raw.headers['x-forwarded-proto'] = origin.protocol.replace(':', '');
    reply.hijack();
    try {
      await handle(raw, reply.raw);
    } catch (err) {
      request.log.error({ err }, 'sso provider failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain' });
      reply.raw.end();
    }
  });
}
