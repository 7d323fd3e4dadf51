import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { canBeMirrored, isAdminType, signInSecurityMessages, stepUpRule } from '@wcpp/contract';
import { AppError, unauthorized } from '../lib/errors';
import { hasGuard } from './guard';
import { verifyToken, type PortalClaims } from '../identity/tokens';
import type { UserRow } from '../identity/sessions';
import type { AuthUser, RequestAuth } from './context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    userNm: row.userNm,
    userFirstName: row.userFirstName,
    userLastName: row.userLastName,
    typeCd: row.typeCd,
    statusCd: row.statusCd,
    affiliationCd: row.affiliationCd,
    grpInfoId: row.grpInfoId,
  };
}

/** Reads the bearer token (scheme case-insensitive) or, for plain GETs of files, the authorization cookie. */
export function tokenOf(request: FastifyRequest, allowCookie: boolean): string | null {
  const header = request.headers.authorization;
  const bearer = header ? /^bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (bearer) return bearer[1]!;
  if (allowCookie && request.method === 'GET') {
    const cookie = request.cookies?.authorization;
    if (cookie) return cookie.replace(/^bearer\s+/i, '') || null;
  }
  return null;
}

/** Tokens whose signature and claims were verified, per secret, with the moment they stop being valid. */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, { claims: PortalClaims; until: number }>>();
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * verifyToken, remembered: a token is signed once and then sent with every call of a session, and
 * verifying its HMAC through WebCrypto costs more CPU than the rest of a request (bench/README.md). A
 * verified token string is kept until its expiry or maximum age, whichever comes first; time is still
 * checked on every use, and the session (revocation, idle expiry) is still read on every request.
 */
async function verifiedClaims(secret: Uint8Array, ttlMinutes: number, token: string): Promise<PortalClaims | null> {
  let cache = verifiedTokens.get(secret);
  if (!cache) verifiedTokens.set(secret, (cache = new Map()));
  const now = Date.now();
  const known = cache.get(token);
  if (known && now < known.until) return known.claims;
  const claims = await verifyToken(secret, token, ttlMinutes);
  if (!claims) return null;
  const { exp, iat } = decodeJwt(token) as { exp: number; iat: number };
  if (cache.size >= VERIFIED_TOKENS_MAX) cache.delete(cache.keys().next().value!);
  cache.set(token, { claims, until: Math.min(exp * 1000, (iat + ttlMinutes * 60) * 1000) });
  return claims;
}

/**
 * Verifies the token, then loads its server session with the signed-in and mirrored users in one
 * round trip, or takes the instance's check of it from a few seconds ago (decision 057); null when
 * there is no valid, open, recently used session (docs/decisions/025). With withTinScope (routes
 * with config readsTinScope) the effective user's TIN scope comes in the same round trip (decision 034).
 */
export async function resolveAuth(app: FastifyInstance, token: string | null, withTinScope = false, renew = true): Promise<RequestAuth | null> {
  if (!token) return null;
  const claims = await verifiedClaims(app.config.jwtSecret, app.config.TOKEN_TTL_MINUTES, token);
  if (!claims) return null;
  const session = await app.sessionCache.load(claims.sid, withTinScope, renew);
  if (!session) return null;
  const { user: row, mirror: target } = session;
  if (row.id !== claims.uid || row.userNm !== claims.sub || row.statusCd !== 'ACTIV') return null;
  // A mirror is honoured only when the session says so, on an internal administrator, of a user still mirrorable.
  if (Boolean(claims.mir) !== Boolean(target)) return null;
  if (target && (target.userNm !== claims.mir || !isAdminType(row.typeCd) || !canBeMirrored(target))) return null;
  const user = toAuthUser(row);
  const mirror = target ? toAuthUser(target) : null;
  const effective = mirror ?? user;
  return {
    user,
    mirror,
    effective,
    rows: target ? [row, target] : [row],
    sessionId: session.id,
    signedInAt: claims.iat!,
    idleMinutes: session.idleMinutes,
    factorAt: session.factorAt,
    tinScope: session.tins === null ? undefined : isAdminType(effective.typeCd) ? { all: true } : { all: false, tins: new Set(session.tins.map((t) => t.ftin)) },
    ownTins: session.tins ?? undefined,
  };
}

/** Whether the session's person proved a factor (or, with none, the password) within stepUpRule.minutes. */
export const stepUpFresh = (auth: RequestAuth, now = Date.now()) => auth.factorAt !== null && now - auth.factorAt <= stepUpRule.minutes * 60_000;

/**
 * A second check before what matters (issue 46 §3): 403 STEP_UP_REQUIRED unless the session's last
 * proof is fresh. Not 401: that would end the session in the web. While mirroring, the administrator's
 * own session is judged (the mirrored user's factor is never asked).
 */
export function requireStepUp(request: FastifyRequest): void {
  if (!stepUpFresh(request.auth!)) throw new AppError(403, 'STEP_UP_REQUIRED', signInSecurityMessages.STEP_UP_REQUIRED);
}

/**
 * Authenticates every API request unless its route is public, and refuses any mutating call while
 * mirroring with 403 MIRROR_READ_ONLY (part 1 §4: mirroring is read-only).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);

  const sessionCache = app.sessionCache;
  // A call that may have changed a session, an account, TINs or a property: this instance forgets the
  // sessions it knows before answering, so the next call sees the change (the database's announcement
  // tells the other instances; decision 057).
  app.addHook('onSend', (request, _reply, payload, done) => {
    const config = request.routeOptions.config ?? {};
    if (config.refuseWhileMirroring === true || (!SAFE_METHODS.has(request.method) && config.readOnly !== true)) sessionCache.forgetAll();
    done(null, payload);
  });

  // Every route of this context states its guard (app.guard) unless it is public: a route without one
  // stops the start, so no call can be added that forgets who may use it.
  app.addHook('onRoute', (route) => {
    if (route.config?.public || hasGuard(route.preHandler)) return;
    throw new Error(`Route ${String(route.method)} ${route.url} has no guard: add preHandler: app.guard('<rule>')`);
  });

  app.addHook('onRequest', async (request) => {
    const routeConfig = request.routeOptions.config ?? {};
    if (routeConfig.public) {
      request.auth = await resolveAuth(app, tokenOf(request, false));
      return;
    }
    if (!request.routeOptions.url) return; // unknown route: the not-found handler answers
    request.auth = await resolveAuth(app, tokenOf(request, false), routeConfig.readsTinScope === true, routeConfig.background !== true);
    if (!request.auth) throw unauthorized();
    const changes = routeConfig.refuseWhileMirroring === true || !SAFE_METHODS.has(request.method);
    if (request.auth.mirror && changes && !routeConfig.allowWhileMirroring) {
      throw new AppError(403, 'MIRROR_READ_ONLY', 'This action is not available while mirroring a user.');
    }
    if (routeConfig.stepUp === true) requireStepUp(request);
  });
});
