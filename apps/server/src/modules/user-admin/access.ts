import { administers, userActions, type UserActionCode } from '@wcpp/contract';
import type { Db } from '../../db/client';
import { findUserByName, type UserRow } from '../../identity/users';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { RequestAuth } from '../../plugins/context';

/**
 * Who may act on which account (docs/decisions/038-administration.md): the contract's userActions
 * rule, judged on the effective user, decides both the actions a list offers and what these calls
 * allow, so a request cannot do what the screen would not offer.
 */

/** 403 unless the {actor} of a path is the person signed in (never someone else's name). */
export function assertActor(auth: RequestAuth, actor: string): void {
  if (actor.toLowerCase() !== auth.user.userNm.toLowerCase()) throw forbidden();
}

/** The account named, if the caller administers it: 404 unknown, 403 outside the caller's reach. */
export async function findAdministeredUser(db: Db, auth: RequestAuth, userNm: string): Promise<UserRow> {
  const target = await findUserByName(db, userNm);
  if (!target) throw notFound('User not found.');
  if (!administers(auth.effective, target)) throw forbidden();
  return target;
}

/** 403 unless the rule gives the caller this action on the account. */
export function assertUserAction(auth: RequestAuth, target: UserRow, action: UserActionCode): void {
  if (!userActions(auth.effective, target).includes(action)) throw forbidden();
}

/** 400 with the spec's text when the account has no e-mail address (reset and resend need one). */
export function assertHasEmail(target: UserRow): asserts target is UserRow & { emailAddr: string } {
  if (!target.emailAddr) throw new AppError(400, 'EMAIL_BLANK', 'The email address is blank for the selected user.');
}
