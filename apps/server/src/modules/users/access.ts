import { isAdminType } from '@wcpp/contract';
import type { RequestAuth } from '../../plugins/context';
import type { UserRow } from './service';

/**
 * Whose account details a request may read: the signed-in or mirrored user themself, any user for an
 * internal administrator, and users of their own group for a provider admin (judged on the effective user).
 */
export function canReadUser(auth: RequestAuth, target: Pick<UserRow, 'id' | 'grpInfoId'>): boolean {
  if (target.id === auth.user.id || target.id === auth.effective.id) return true;
  if (isAdminType(auth.effective.typeCd)) return true;
  return auth.effective.typeCd === 'PRAD' && auth.effective.grpInfoId !== null && auth.effective.grpInfoId === target.grpInfoId;
}
