import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { guards, type GuardName } from '@wcpp/contract';
import { AppError, forbidden, unauthorized } from '../lib/errors';
import { verifyToken } from '../modules/auth/tokens';
import { findUserByName, type UserRow } from '../modules/users/service';
import type { AuthUser } from './context';

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

/** Reads the bearer token (or, for plain GETs of files, the authorization cookie). */
export function tokenOf(request: FastifyRequest, allowCookie: boolean): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  if (allowCookie && request.method === 'GET') {
    const cookie = request.cookies?.authorization;
    if (cookie) return cookie.replace(/^Bearer\s+/, '');
  }
  return null;
}

/** Verifies the token and loads the signed-in and mirrored users; null when there is no valid session. */
export async function resolveAuth(app: FastifyInstance, token: string | null) {
  if (!token) return null;
  const claims = await verifyToken(app.config.jwtSecret, token);
  if (!claims) return null;
  const row = await findUserByName(app.db, claims.sub);
  if (!row || row.id !== claims.uid || row.statusCd !== 'ACTIV') return null;
  const user = toAuthUser(row);
  let mirror: AuthUser | null = null;
  const rows = [row];
  if (claims.mir) {
    const target = await findUserByName(app.db, claims.mir);
    if (!target || target.statusCd !== 'ACTIV') return null;
    mirror = toAuthUser(target);
    rows.push(target);
  }
  return { user, mirror, effective: mirror ?? user, rows };
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
