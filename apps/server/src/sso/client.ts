import type { FastifyReply, FastifyRequest } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';
import * as oidc from 'openid-client';
import type { SsoClient } from '../plugins/context';

/** The short-lived cookie that carries state, nonce and PKCE verifier from start() to redeem(). */
export const STATE_COOKIE = 'wcpp_sso';
const STATE_TTL_SECONDS = 600;

export interface SsoClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `${publicUrl}/wcpp/login`: the web app reads code and state there and posts them to /api/authenticate. */
  redirectUri: string;
  /** AES-256-GCM key sealing the state cookie (encrypted, so the verifier is not readable either). */
  cookieKey: Uint8Array;
  secureCookie: boolean;
  /** The embedded provider: ask for the password every time, so Sign Out followed by SIGN IN is a real sign-in. */
  forceLogin?: boolean;
  /** Only when the provider's keys are known in advance (embedded: ES256). */
  idTokenAlg?: string;
  /** Embedded: requests go to app.inject instead of over the network to ourselves. */
  fetch?: oidc.CustomFetch;
}

interface Pending {
  state: string;
  nonce: string;
  verifier: string;
}

/** OpenID Connect authorization-code flow with PKCE, as the SsoClient the auth routes call. */
export function createSsoClient(options: SsoClientOptions): SsoClient {
  const { issuer, clientId, clientSecret, redirectUri, cookieKey } = options;
  let discovered: Promise<oidc.Configuration> | null = null;

  /** Discovery once, on first use (not at start: the embedded provider answers only once the app is ready). */
  const configuration = () => {
    discovered ??= discover().catch((err: unknown) => {
      discovered = null; // try again next time instead of caching an outage
      throw err;
    });
    return discovered;
  };

  const discover = async () => {
    const insecure = new URL(issuer).protocol === 'http:';
    const metadata = { client_secret: clientSecret, ...(options.idTokenAlg ? { id_token_signed_response_alg: options.idTokenAlg } : {}) };
    const discoveryOptions: oidc.DiscoveryRequestOptions = {
      timeout: 10,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
    };
    let config = await oidc.discovery(new URL(issuer), clientId, metadata, oidc.ClientSecretBasic(clientSecret), discoveryOptions);
    // client_secret_basic is the OpenID default; an IdP that only takes the secret in the body gets that.
    const methods = config.serverMetadata().token_endpoint_auth_methods_supported;
    if (methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')) {
      const server = config.serverMetadata();
      config = new oidc.Configuration(server, clientId, metadata, oidc.ClientSecretPost(clientSecret));
      config.timeout = 10;
      if (options.fetch) config[oidc.customFetch] = options.fetch;
      if (insecure) oidc.allowInsecureRequests(config);
    }
    return config;
  };

  const seal = (pending: Pending) =>
    new EncryptJWT({ ...pending })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt()
      .setExpirationTime(`${STATE_TTL_SECONDS}s`)
      .encrypt(cookieKey);

  const unseal = async (value: string | undefined): Promise<Pending | null> => {
    if (!value) return null;
    const { payload } = await jwtDecrypt(value, cookieKey).catch(() => ({ payload: null }));
    if (!payload || typeof payload.state !== 'string' || typeof payload.nonce !== 'string' || typeof payload.verifier !== 'string') return null;
    return { state: payload.state, nonce: payload.nonce, verifier: payload.verifier };
  };

  return {
    async start(request: FastifyRequest, reply: FastifyReply) {
      try {
        const config = await configuration();
        const pending: Pending = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
        const url = oidc.buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope: 'openid profile',
          state: pending.state,
          nonce: pending.nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
          code_challenge_method: 'S256',
          ...(options.forceLogin ? { prompt: 'login' } : {}),
        });
        // path '/': the web app posts the code to API_URL (/api by default) on the same origin.
        reply.setCookie(STATE_COOKIE, await seal(pending), {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: options.secureCookie,
          maxAge: STATE_TTL_SECONDS,
        });
        return reply.header('cache-control', 'no-store').redirect(url.href);
      } catch (err) {
        request.log.error({ err }, 'single sign-on could not start');
        return reply.redirect('/wcpp/login?fail=SSO_UNAVAILABLE');
      }
    },

    async redeem(request: FastifyRequest, reply: FastifyReply, code: string, state: string | undefined) {
      // One attempt per start: the cookie is cleared whatever happens next.
      const pending = await unseal(request.cookies[STATE_COOKIE]);
      reply.clearCookie(STATE_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secureCookie });
      if (!pending || !state || state !== pending.state) {
        request.log.warn({ reason: pending ? 'state mismatch' : 'no pending sign-in' }, 'single sign-on code refused');
        return null;
      }
      try {
        const config = await configuration();
        const server = config.serverMetadata();
        const current = new URL(redirectUri);
        current.searchParams.set('code', code);
        current.searchParams.set('state', state);
        // The web app posts only code and state. With one configured IdP there is no mix-up to
        // detect, so the expected issuer stands in for the `iss` the IdP added to the redirect.
        if (server.authorization_response_iss_parameter_supported) current.searchParams.set('iss', server.issuer);
        const tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) return null;
        const amr = Array.isArray(claims.amr) ? claims.amr.filter((v): v is string => typeof v === 'string').slice(0, 10) : [];
        const acr = typeof claims.acr === 'string' && claims.acr.length <= 200 ? claims.acr : null;
        if (typeof claims.preferred_username === 'string' && claims.preferred_username) return { userNm: claims.preferred_username, amr, acr };
        // Some IdPs release profile claims only at userinfo.
        if (server.userinfo_endpoint && tokens.access_token) {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
          if (typeof info.preferred_username === 'string' && info.preferred_username) return { userNm: info.preferred_username, amr, acr };
        }
        return { userNm: claims.sub, amr, acr };
      } catch (err) {
        // An expired, replayed or foreign code is an ordinary refusal (401), never a 500.
        request.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'single sign-on code refused');
        return null;
      }
    },
  };
}
