import { forbidden } from '../../lib/errors';
import type { UserRow } from '../../identity/users';

/**
 * PUT /users/updateUser saves the caller's own account only: the identity fields it sends (id, user
 * name, and when sent the type and group) must be the caller's own, else 403.
 */
export function assertOwnAccountFields(
  own: Pick<UserRow, 'id' | 'userNm' | 'typeCd' | 'grpInfoId'>,
  sent: { id: number; userNm: string; typeCd?: string; grpInfoId?: number | null },
): void {
  const same =
    sent.id === own.id &&
    sent.userNm.toLowerCase() === own.userNm.toLowerCase() &&
    (sent.typeCd === undefined || sent.typeCd === own.typeCd) &&
    (sent.grpInfoId === undefined || sent.grpInfoId === own.grpInfoId);
  if (!same) throw forbidden();
}
