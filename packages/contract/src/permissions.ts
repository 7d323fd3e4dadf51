import { isAdminType } from './enums';

/** The user a permission is judged on: the mirrored user while mirroring (part 1 §6). */
export interface EffectiveUser {
  typeCd: string;
  affiliationCd?: string | null;
}

export type Guard = (user: EffectiveUser | null | undefined) => boolean;

const groupManagerAffiliations = new Set(['OFC_STAFF', 'BILLING_CO', 'OTHER']);

/**
 * Route guards of part 1 §6 and part 2 §6, shared by the web router, the menus and the API.
 * The reading of the ambiguous office-staff rule is recorded in docs/decisions/002-route-guards.md.
 */
export const guards = {
  /** billSearch and every other signed-in page: a user object is required. */
  signedIn: (user) => Boolean(user),
  /** ManageTins, ManageUsers: IRAD, ISAD, and PRAD with an affiliation of OFC_STAFF, BILLING_CO or OTHER. */
  groupManager: (user) =>
    Boolean(user) &&
    (isAdminType(user!.typeCd) ||
      (user!.typeCd === 'PRAD' && groupManagerAffiliations.has(user!.affiliationCd ?? ''))),
  /** Demographic Search, ClientList, ClaimSearch, provider resources: administrators and office-staff PRAD/PRUS. */
  officeStaffOrAdmin: (user) =>
    Boolean(user) &&
    (isAdminType(user!.typeCd) ||
      ((user!.typeCd === 'PRAD' || user!.typeCd === 'PRUS') && user!.affiliationCd === 'OFC_STAFF')),
  /** User Search, View TINs: internal administrators (IRAD, ISAD). */
  admin: (user) => Boolean(user) && isAdminType(user!.typeCd),
  /** The Activity (issue 47): Provider Admins (their group's) and internal administrators (every group's). */
  activityViewer: (user) => Boolean(user) && (isAdminType(user!.typeCd) || user!.typeCd === 'PRAD'),
  /** Sending records for a bill (issue 48): the practice's users; the network's administrators receive them. */
  recordsSender: (user) => Boolean(user) && (user!.typeCd === 'PRAD' || user!.typeCd === 'PRUS'),
  /** ADD USER, Notifications, recipients: internal administrators except IRAD. */
  systemAdmin: (user) => Boolean(user) && user!.typeCd === 'ISAD',
} satisfies Record<string, Guard>;

export type GuardName = keyof typeof guards;

/** A mirror may be started on a PRUS or PRAD user whose status is ACTIV (part 1 §4). */
export function canBeMirrored(target: { typeCd: string; statusCd: string }): boolean {
  return (target.typeCd === 'PRUS' || target.typeCd === 'PRAD') && target.statusCd === 'ACTIV';
}
