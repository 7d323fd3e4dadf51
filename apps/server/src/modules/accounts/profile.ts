import { and, eq, sql } from 'drizzle-orm';
import {
  adminProfileMessages,
  affiliationMessages,
  APP_VERSION,
  isEmailChange,
  normaliseProviderFields,
  providerFieldErrors,
  userStatuses,
  userTypes,
  type Backfill,
  type UserDetails,
} from '@wcpp/contract';
import { AppError, badRequest } from '../../lib/errors';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { assertEmailChangeAllowance, emailInUse, startEmailChange, verifyCurrentPassword } from './email-change';
import { isEmailInUse, updateUserColumns } from './users';
import { assertCallerLimit } from './limits';
import { assertMayGiveAffiliation } from './access';
import type { UserRow } from '../../identity/users';

/** The user details of part 1 §3 / part 2 §3, without secrets. */
export function toUserDetails(row: UserRow): UserDetails {
  return {
    id: row.id,
    userNm: row.userNm,
    userFirstName: row.userFirstName,
    userLastName: row.userLastName,
    userMidName: row.userMidName,
    emailAddr: row.emailAddr,
    phoneNum: row.phoneNum,
    employeeId: row.employeeId,
    grpInfoId: row.grpInfoId,
    typeCd: row.typeCd,
    typeDesc: userTypes[row.typeCd as keyof typeof userTypes] ?? row.typeCd,
    statusCd: row.statusCd,
    statusDesc: userStatuses[row.statusCd as keyof typeof userStatuses] ?? row.statusCd,
    affiliationCd: row.affiliationCd,
    affiliationDesc: row.affiliationDesc,
    jobTitle: row.jobTitle,
    companyNm: row.companyNm,
    companyUrl: row.companyUrl,
    enlyteEmployee: row.enlyteEmployee,
    appVersion: APP_VERSION,
  };
}

/** A provider user (PRAD or PRUS) must complete job title, company and affiliation once (part 1 §4). */
export function needsBackfill(row: UserRow): boolean {
  if (row.typeCd !== 'PRAD' && row.typeCd !== 'PRUS') return false;
  return !row.jobTitle || !row.companyNm || !row.affiliationCd || (row.affiliationCd === 'OTHER' && !row.affiliationDesc);
}

/** needsBackfill as SQL, so that "only while the profile is incomplete" is decided by the update itself. */
const incompleteProfile = sql`(coalesce(${users.jobTitle}, '') = '' OR coalesce(${users.companyNm}, '') = ''
  OR ${users.affiliationCd} IS NULL OR (${users.affiliationCd} = 'OTHER' AND coalesce(${users.affiliationDesc}, '') = ''))`;

/**
 * Saves the profile-completion fields for the given user and returns the updated details. Only while
 * the profile is incomplete (409 PROFILE_COMPLETE after): part 1 §6 judges access on the affiliation,
 * which the person chooses once (docs/decisions/026). An affiliation already on file is kept.
 */
export async function updateBackfill(db: Db, userId: number, input: Backfill): Promise<UserDetails> {
  const affiliation = sql`coalesce(${users.affiliationCd}, ${input.affiliationCd})`;
  const [row] = await db
    .update(users)
    .set({
      jobTitle: input.jobTitle,
      companyNm: input.companyNm,
      companyUrl: input.companyUrl,
      affiliationCd: affiliation,
      affiliationDesc: sql`CASE WHEN ${affiliation} = 'OTHER' THEN coalesce(nullif(${users.affiliationDesc}, ''), ${input.affiliationDesc}) END`,
    })
    .where(and(eq(users.id, userId), incompleteProfile))
    .returning();
  if (!row) throw new AppError(409, 'PROFILE_COMPLETE', affiliationMessages.profileComplete);
  return toUserDetails(row);
}

/** The fields a user edits on the own profile (part 2 §3 user details), already validated. */
export interface ProfileChanges {
  userFirstName: string;
  userLastName: string;
  userMidName: string | null;
  emailAddr: string;
  phoneNum: string;
  affiliationCd: string | null;
  affiliationDesc: string | null;
  jobTitle: string | null;
  companyNm: string | null;
  companyUrl: string | null;
}

/**
 * A provider's stored affiliation, which the own profile cannot change (part 1 §6 judges access on it;
 * docs/decisions/026): a request naming another one is refused, one leaving it out keeps it.
 */
function withStoredAffiliation(user: UserRow, changes: ProfileChanges): ProfileChanges {
  if (user.typeCd !== 'PRAD' && user.typeCd !== 'PRUS') return changes;
  const stored = { affiliationCd: user.affiliationCd, affiliationDesc: user.affiliationCd === 'OTHER' ? user.affiliationDesc : null };
  const otherCode = changes.affiliationCd !== null && changes.affiliationCd !== stored.affiliationCd;
  const otherDesc = stored.affiliationCd === 'OTHER' && changes.affiliationDesc !== null && changes.affiliationDesc !== stored.affiliationDesc;
  if (otherCode || otherDesc) throw new AppError(403, 'AFFILIATION_LOCKED', affiliationMessages.locked, { affiliationCd: affiliationMessages.locked });
  return { ...changes, ...stored };
}

export interface OwnProfileOptions {
  /** Needed when the e-mail address changes. */
  currentPassword?: string;
  /** Base of the confirmation link. */
  publicUrl: string;
  /** New addresses asked for one account an hour (ACCOUNT_RATE_LIMIT). */
  emailChangesPerHour: number;
}

/**
 * PUT /users/updateUser for the own profile: the PRAD/PRUS-only fields are judged on the stored type
 * (and cleared for other types) and the affiliation stays as stored. The other fields save at once; a
 * new e-mail address needs the current password and changes only when the link e-mailed to it is
 * followed (docs/decisions/026). `emailChangeSent` says a link went out.
 */
export async function updateOwnProfile(
  db: Db,
  user: UserRow,
  input: ProfileChanges,
  options: OwnProfileOptions,
  now = new Date(),
): Promise<{ details: UserDetails; emailChangeSent: boolean }> {
  const changes = withStoredAffiliation(user, input);
  const fieldErrors = providerFieldErrors(changes, user.typeCd);
  if (Object.keys(fieldErrors).length) throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);
  const newEmail = isEmailChange(user.emailAddr, changes.emailAddr) ? changes.emailAddr : null;
  if (newEmail) {
    // The password first: a token alone must not learn which addresses have accounts.
    await verifyCurrentPassword(db, user, options.currentPassword, now);
    await assertEmailChangeAllowance(db, user, options.emailChangesPerHour);
    if (await isEmailInUse(db, newEmail, user.id)) throw emailInUse();
  }
  const { emailAddr, ...others } = changes;
  const columns = normaliseProviderFields(newEmail ? others : { ...others, emailAddr }, user.typeCd);
  const row = await db.transaction(async (tx) => {
    const saved = await updateUserColumns(tx, user.id, columns);
    if (newEmail) await startEmailChange(tx, user, newEmail, options.publicUrl, now);
    return saved;
  });
  return { details: toUserDetails(row), emailChangeSent: Boolean(newEmail) };
}

export interface AdminProfileOptions {
  /**
   * The administrator who edits (the signed-in user, never a mirrored one): whose allowances a new address
   * spends, and whose current password it needs, as the owner's own change does (decision 075).
   */
  caller: UserRow;
  currentPassword?: string;
  /** Base of the confirmation link. */
  publicUrl: string;
  /** New addresses asked for one account an hour (ACCOUNT_RATE_LIMIT). */
  emailChangesPerHour: number;
}

/**
 * PUT /users/updateUser on another account, by an administrator who may edit it (Edit Profile, part 2
 * §2): the profile fields, the affiliation, and an internal account's employee id. A new e-mail
 * address must not belong to another account, and changes only when the link e-mailed to it is
 * followed, as the owner's own change, and the administrator's own current password is asked first
 * (decisions 047 and 075: a token of an administrator alone must not be able to move an account's mail,
 * and with it a password reset, to an address of its choice); the old address is told.
 * `emailChangeSent` says a link went out.
 */
export async function updateProfileByAdmin(
  db: Db,
  target: UserRow,
  input: ProfileChanges,
  employeeId: string | null | undefined,
  options: AdminProfileOptions,
  now = new Date(),
): Promise<{ details: UserDetails; emailChangeSent: boolean }> {
  const fieldErrors = providerFieldErrors(input, target.typeCd);
  const internal = target.typeCd === 'ISAD' || target.typeCd === 'IRAD';
  if (internal && !/^[A-Za-z0-9-]{1,20}$/.test(employeeId ?? '')) {
    throw new AppError(400, 'INVALID_ENLYTE_EMPLOYEE_ID', adminProfileMessages.employeeId, { employeeId: adminProfileMessages.employeeId });
  }
  if (Object.keys(fieldErrors).length) throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);
  assertMayGiveAffiliation(options.caller, input.affiliationCd, target.affiliationCd);
  const newEmail = isEmailChange(target.emailAddr, input.emailAddr) ? input.emailAddr : null;
  if (newEmail) {
    // A token alone must not move an account's mail (and with it a password reset) to an address the token's
    // holder owns: the administrator's own password first, before the address is looked up (decision 075).
    await verifyCurrentPassword(db, options.caller, options.currentPassword, now);
    // The 409 says whether an address has an account: an address lookup of the caller's, as Add User's.
    await assertCallerLimit(db, 'emailLookup', options.caller.userNm);
    if (await isEmailInUse(db, newEmail, target.id)) throw emailInUse();
    // The link is mail the administrator sends: within the account's allowance, then the caller's mail
    // allowance (counted for mail that the account's allowance lets go).
    await assertEmailChangeAllowance(db, target, options.emailChangesPerHour);
    await assertCallerLimit(db, 'adminMail', options.caller.userNm);
  }
  const { emailAddr, ...others } = input;
  const columns = normaliseProviderFields(newEmail ? others : { ...others, emailAddr }, target.typeCd);
  const row = await db.transaction(async (tx) => {
    const saved = await updateUserColumns(tx, target.id, { ...columns, employeeId: internal ? employeeId!.trim() : target.employeeId });
    if (newEmail) await startEmailChange(tx, target, newEmail, options.publicUrl, now, 'administrator');
    return saved;
  });
  return { details: toUserDetails(row), emailChangeSent: Boolean(newEmail) };
}
