import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canBeMirrored, guards, isAdminType, type GuardName } from '@wcpp/contract';
import { AppError, forbidden, unauthorized } from '../lib/errors';
import { loadSession } from '../identity/sessions';
import { verifyToken } from '../identity/tokens';
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

/**
 * Verifies the token, then loads its server session with the signed-in and mirrored users in one
 * round trip; null when there is no valid, open, recently used session (docs/decisions/025).
 */
export async function resolveAuth(app: FastifyInstance, token: string | null): Promise<RequestAuth | null> {
  if (!token) return null;
  const claims = await verifyToken(app.config.jwtSecret, token, app.config.TOKEN_TTL_MINUTES);
  if (!claims) return null;
  const session = await loadSession(app.db, claims.sid);
  if (!session) return null;
  const { user: row, mirror: target } = session;
  if (row.id !== claims.uid || row.userNm !== claims.sub || row.statusCd !== 'ACTIV') return null;
  // A mirror is honoured only when the session says so, on an internal administrator, of a user still mirrorable.
  if (Boolean(claims.mir) !== Boolean(target)) return null;
  if (target && (target.userNm !== claims.mir || !isAdminType(row.typeCd) || !canBeMirrored(target))) return null;
  const user = toAuthUser(row);
  const mirror = target ? toAuthUser(target) : null;
  return {
    user,
    mirror,
    effective: mirror ?? user,
    rows: target ? [row, target] : [row],
    sessionId: session.id,
    idleMinutes: session.idleMinutes,
  };
}

/**
 * Authenticates every API request unless its route is public, and refuses any mutating call while
 * mirroring with 403 MIRROR_READ_ONLY (part 1 §4: mirroring is read-only).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);

  app.decorate('guard', (name: GuardName) => async (request: FastifyRequest) => {
    if (!guards[name](request.auth?.effective)) throw forbidden();
  });

  app.addHook('onRequest', async (request) => {
    const routeConfig = request.routeOptions.config ?? {};
    if (routeConfig.public) {
      request.auth = await resolveAuth(app, tokenOf(request, false));
      return;
    }
    if (!request.routeOptions.url) return; // unknown route: the not-found handler answers
    request.auth = await resolveAuth(app, tokenOf(request, false));
    if (!request.auth) throw unauthorized();
    if (request.auth.mirror && !SAFE_METHODS.has(request.method) && !routeConfig.allowWhileMirroring) {
      throw new AppError(403, 'MIRROR_READ_ONLY', 'This action is not available while mirroring a user.');
    }
  });
});
