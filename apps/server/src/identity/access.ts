import { isAdminType } from '@wcpp/contract';
import { forbidden } from '../lib/errors';
import type { RequestAuth } from './request-auth';
import type { UserRow } from './users';

/**
 * Data rules beyond a route's guard (app.guard judges only the caller's type and affiliation): whose
 * account a request may read or change. Every module asks these, so the rule lives in one place.
 */

/**
 * Whose account details a request may read: the signed-in or mirrored user themself, any user for an
 * internal administrator, and users of their own group for a provider admin (judged on the effective user).
 */
export function canReadUser(auth: RequestAuth, target: Pick<UserRow, 'id' | 'grpInfoId'>): boolean {
  if (target.id === auth.user.id || target.id === auth.effective.id) return true;
  if (isAdminType(auth.effective.typeCd)) return true;
  return auth.effective.typeCd === 'PRAD' && auth.effective.grpInfoId !== null && auth.effective.grpInfoId === target.grpInfoId;
}

/** 403 unless canReadUser. */
export function assertCanReadUser(auth: RequestAuth, target: Pick<UserRow, 'id' | 'grpInfoId'>): void {
  if (!canReadUser(auth, target)) throw forbidden();
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** 403 unless the name is the person signed in (own password, own profile): never the mirrored user. */
export function assertSignedInUser(auth: RequestAuth, userNm: string): void {
  if (!same(userNm, auth.user.userNm)) throw forbidden();
}

/** 403 unless the name is the person signed in or the user they mirror (reads about "me"). */
export function assertSelf(auth: RequestAuth, userNm: string): void {
  if (!same(userNm, auth.user.userNm) && !same(userNm, auth.effective.userNm)) throw forbidden();
}

/** 403 unless the name is the effective user's (the mirrored user's while mirroring): reads of "my" records. */
export function assertEffectiveUser(auth: RequestAuth, userNm: string): void {
  if (!same(userNm, auth.effective.userNm)) throw forbidden();
}

/** 403 unless the id is the effective user's (the mirrored user's while mirroring). */
export function assertEffectiveUserId(auth: RequestAuth, userId: number): void {
  if (userId !== auth.effective.id) throw forbidden();
}

/** 403 unless the person signed in is a provider user (PRAD or PRUS). */
export function assertProviderUser(auth: RequestAuth): void {
  if (auth.user.typeCd !== 'PRAD' && auth.user.typeCd !== 'PRUS') throw forbidden();
}
