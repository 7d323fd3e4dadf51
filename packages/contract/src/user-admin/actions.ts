import { isAdminType } from '../enums';
import { canBeMirrored } from '../permissions';

/**
 * The row actions of Manage Users and User Search (part 2 §2, §4). The server sends each row's
 * `userActions` from this rule and refuses any change whose action the rule does not give the caller
 * for that user, so what a screen offers and what the API allows are one table
 * (docs/decisions/038-administration.md).
 */
export const userActionCodes = [
  'EDIT_PROFILE',
  'MANAGE_TINS',
  'VIEW_TINS',
  'CONVERT_TO_ADMIN',
  'CONVERT_TO_USER',
  'TERMINATE',
  'RESET_PASSWORD',
  'RESEND_REGISTRATION',
  'RESET_SECOND_FACTORS',
  'MIRROR',
] as const;
export type UserActionCode = (typeof userActionCodes)[number];

/** Who acts: the effective user of a request (the mirrored user while mirroring). */
export interface ActingUser {
  id: number;
  typeCd: string;
  grpInfoId: number | null;
}

/** The account acted on. */
export interface ActedOnUser {
  id: number;
  typeCd: string;
  statusCd: string;
  grpInfoId: number | null;
}

const isProvider = (typeCd: string) => typeCd === 'PRUS' || typeCd === 'PRAD';

/** Whether the caller administers the account at all: internal administrators any, a Provider Admin its own group's providers. */
export function administers(caller: ActingUser, target: Pick<ActedOnUser, 'typeCd' | 'grpInfoId'>): boolean {
  if (isAdminType(caller.typeCd)) return true;
  return caller.typeCd === 'PRAD' && caller.grpInfoId !== null && caller.grpInfoId === target.grpInfoId && isProvider(target.typeCd);
}

/**
 * The actions the caller may take on one account, in the order the menus list them.
 * - No actions on IRAD accounts (part 2 §2), nor on accounts the caller does not administer.
 * - IRAD reads only: View TINs and Mirror.
 * - Nobody terminates, converts, resets or edits their own account here (the own profile does that).
 * - A terminated account offers View TINs only; Resend Registration is for accounts not yet registered
 *   (NEW); Reset Password for accounts that have a password (ACTIV, INACT).
 * - Mirror: internal administrators, on an ACTIV PRUS or PRAD (part 1 §4).
 */
export function userActions(caller: ActingUser, target: ActedOnUser): UserActionCode[] {
  if (target.typeCd === 'IRAD' || !administers(caller, target)) return [];
  const internal = isAdminType(caller.typeCd);
  const provider = isProvider(target.typeCd);
  const actions: UserActionCode[] = [];
  const add = (when: boolean, action: UserActionCode) => when && actions.push(action);
  if (caller.typeCd === 'IRAD') {
    add(provider, 'VIEW_TINS');
    add(canBeMirrored(target), 'MIRROR');
    return actions;
  }
  const self = caller.id === target.id;
  const live = target.statusCd !== 'TERMD';
  add(live && !self, 'EDIT_PROFILE');
  add(live && provider, 'MANAGE_TINS');
  add(internal && provider, 'VIEW_TINS');
  add(live && target.typeCd === 'PRUS', 'CONVERT_TO_ADMIN');
  add(live && !self && target.typeCd === 'PRAD', 'CONVERT_TO_USER');
  add(live && !self, 'TERMINATE');
  add(!self && (target.statusCd === 'ACTIV' || target.statusCd === 'INACT'), 'RESET_PASSWORD');
  add(target.statusCd === 'NEW', 'RESEND_REGISTRATION');
  // Issue 46 §4: an internal administrator resets anyone's second factors, a Provider Admin those of the group's users.
  add(live && !self && target.statusCd !== 'NEW', 'RESET_SECOND_FACTORS');
  add(internal && canBeMirrored(target), 'MIRROR');
  return actions;
}

/** Which actions each screen lists (part 2 §2): the server sends them all, a screen shows its own. */
export const manageUsersActions: UserActionCode[] = [
  'EDIT_PROFILE', 'MANAGE_TINS', 'CONVERT_TO_ADMIN', 'CONVERT_TO_USER', 'TERMINATE', 'RESET_PASSWORD', 'RESEND_REGISTRATION', 'RESET_SECOND_FACTORS', 'MIRROR',
];
export const userSearchActions: UserActionCode[] = ['EDIT_PROFILE', 'VIEW_TINS', 'RESET_PASSWORD', 'RESEND_REGISTRATION', 'RESET_SECOND_FACTORS', 'TERMINATE', 'MIRROR'];

/** Actions that change something: refused to IRAD and while mirroring, disabled on screen while mirroring. */
export const changingActions: ReadonlySet<UserActionCode> = new Set([
  'EDIT_PROFILE', 'CONVERT_TO_ADMIN', 'CONVERT_TO_USER', 'TERMINATE', 'RESET_PASSWORD', 'RESEND_REGISTRATION', 'RESET_SECOND_FACTORS',
]);

/**
 * Manage TINs of a group and Add User into it: a Provider Admin for its own group, the internal
 * system administrator for any; the read-only administrator reads any group and changes none.
 */
export function managesGroup(caller: ActingUser, grpInfoId: number, change: boolean): boolean {
  if (caller.typeCd === 'ISAD') return true;
  if (caller.typeCd === 'IRAD') return !change;
  return caller.typeCd === 'PRAD' && caller.grpInfoId === grpInfoId;
}
