import { adminProfileMessages, administers, managesGroup, userActions, userMessages, userTypes, type UserActionCode } from '@wcpp/contract';
import type { Db } from '../../db/client';
import { assertSignedInUser } from '../../identity/access';
import { findUserByName, type UserRow } from '../../identity/users';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { RequestAuth } from '../../plugins/context';

/**
 * Who may act on which account (docs/decisions/038-administration.md): the contract's userActions
 * rule, judged on the effective user, decides both the actions a list offers and what these calls
 * allow, so a request cannot do what the screen would not offer.
 */

/** 403 unless the {actor} of a path is the person signed in (never someone else's name): identity's rule. */
export const assertActor: (auth: RequestAuth, actor: string) => void = assertSignedInUser;

/** The account named, if the caller administers it: 404 unknown, 403 outside the caller's reach. */
export async function findAdministeredUser(db: Db, auth: RequestAuth, userNm: string): Promise<UserRow> {
  const target = await findUserByName(db, userNm);
  if (!target) throw notFound(userMessages.notFound);
  if (!administers(auth.effective, target)) throw forbidden();
  return target;
}

/** 403 unless the rule gives the caller this action on the account. */
export function assertUserAction(auth: RequestAuth, target: UserRow, action: UserActionCode): void {
  if (!userActions(auth.effective, target).includes(action)) throw forbidden();
}

/** 403 unless the caller manages the group: ISAD any, IRAD any to read, a Provider Admin only its own (judged on the effective user). */
export function assertManagesGroup(auth: RequestAuth, grpInfoId: number, change: boolean): void {
  if (!managesGroup(auth.effective, grpInfoId, change)) throw forbidden();
}

/** 403 unless an id sent beside a name names the same account (a request naming two accounts is refused). */
export function assertSameAccount(target: UserRow, id: number | undefined): void {
  if (id !== undefined && id !== target.id) throw forbidden();
}

/** 403 unless an administrator id sent with a request is the caller's own: the server never takes it on trust. */
export function assertCallerId(auth: RequestAuth, userInfoId: number | null | undefined): void {
  if (userInfoId != null && userInfoId !== auth.user.id) throw forbidden();
}

/** PUT /users/getUserTypes: the account types the caller may create (a Provider Admin: its group's two). */
export function creatableTypes(callerType: string): { userTypeCd: string; userTypeDesc: string }[] {
  const codes = callerType === 'ISAD' ? (Object.keys(userTypes) as (keyof typeof userTypes)[]) : callerType === 'PRAD' ? (['PRAD', 'PRUS'] as const) : [];
  return codes.map((code) => ({ userTypeCd: code, userTypeDesc: userTypes[code] }));
}

/** 403 unless the caller may create some kind of account (ISAD, or a Provider Admin for its group). */
export function assertMayAddUsers(auth: RequestAuth): void {
  if (creatableTypes(auth.effective.typeCd).length === 0) throw forbidden();
}

/** 400 with the spec's text when the account has no e-mail address (reset and resend need one). */
export function assertHasEmail(target: UserRow): asserts target is UserRow & { emailAddr: string } {
  if (!target.emailAddr) throw new AppError(400, 'EMAIL_BLANK', 'The email address is blank for the selected user.');
}

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

/** The one who decides a claim, judged on the effective user. */
export interface Decider {
  userNm: string;
  typeCd: string;
  grpInfoId: number | null;
}

/** Whether the decider may decide a claim on a TIN that these groups hold: an ISAD, or a Provider Admin of a holding group. */
export function mayDecideClaim(decider: Decider, holders: number[]): boolean {
  if (decider.typeCd === 'ISAD') return true;
  return decider.typeCd === 'PRAD' && decider.grpInfoId !== null && holders.includes(decider.grpInfoId);
}

/**
 * The affiliation an administrator may give (decision 075). Office staff see Claim Search, the Client List
 * and Demographics (part 1 §6), which billing companies and others do not: only the system administrator or
 * a Provider Admin who is office staff makes someone office staff, so a billing company's admin cannot
 * give its own group that access. An affiliation kept as it was is not judged.
 */
export function assertMayGiveAffiliation(caller: { typeCd: string; affiliationCd: string | null }, given: string | null | undefined, stored: string | null = null): void {
  if (given !== 'OFC_STAFF' || given === stored) return;
  if (caller.typeCd === 'ISAD' || caller.affiliationCd === 'OFC_STAFF') return;
  throw new AppError(403, 'AFFILIATION_NOT_ALLOWED', adminProfileMessages.officeStaffOnly, { affiliationCd: adminProfileMessages.officeStaffOnly });
}
