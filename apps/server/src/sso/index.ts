import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type * as oidc from 'openid-client';
import { createSsoClient } from './client';
import { interactionRoutes } from './interaction';
import { createProvider, ID_TOKEN_ALG, MOUNT, mountProvider } from './provider';
import { deriveKey, EMBEDDED_CLIENT_ID, embeddedClientSecret } from './secrets';

/**
 * Single sign-on (docs/decisions/005-single-sign-on.md). GET /api/auth/sso (EAS_URL) starts the
 * code flow with PKCE; POST /api/authenticate {code, state} redeems it. The IdP is the embedded
 * provider at /sso unless OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET name a real one.
 */
export const ssoPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const common = {
    redirectUri: `${config.publicUrl}/wcpp/login`,
    cookieKey: deriveKey(config.jwtSecret, 'state-cookie'),
    secureCookie: config.publicUrl.startsWith('https:'),
  };

  if (!config.embeddedSso) {
    app.decorate('sso', createSsoClient({ ...common, issuer: config.OIDC_ISSUER!, clientId: config.OIDC_CLIENT_ID!, clientSecret: config.OIDC_CLIENT_SECRET! }));
    return;
  }

  const provider = await createProvider(app);
  await app.register(mountProvider, { provider });
  await app.register(interactionRoutes, { provider });

  // Discovery, JWKS and token requests to the embedded provider never leave the process.
  const viaInject: oidc.CustomFetch = async (url, init) => {
    const target = new URL(url);
    if (target.origin !== new URL(config.publicUrl).origin || !target.pathname.startsWith(`${MOUNT}/`)) {
      throw new Error(`the embedded sign-on client only talks to ${MOUNT}`);
    }
    const { body } = init;
    const payload =
      body == null ? undefined : typeof body === 'string' ? body : body instanceof URLSearchParams ? body.toString() : body instanceof ReadableStream ? undefined : Buffer.from(body as ArrayBuffer);
    const res = await app.inject({
      method: init.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: init.headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const item of [value ?? []].flat()) headers.append(name, String(item));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };

  app.decorate(
    'sso',
    createSsoClient({
      ...common,
      issuer: `${config.publicUrl}${MOUNT}`,
      clientId: EMBEDDED_CLIENT_ID,
      clientSecret: embeddedClientSecret(config.jwtSecret),
      forceLogin: true,
      idTokenAlg: ID_TOKEN_ALG,
      fetch: viaInject,
    }),
  );
});
