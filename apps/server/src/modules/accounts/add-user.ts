import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { addTinDialogMessages, addUserMessages, type ActingUser, type AddUser } from '@wcpp/contract';
import type { Db, DbOrTx } from '../../db/client';
import { groupFtins } from '../../db/schema';
import type { UserRow } from '../../identity/users';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import { nameOfFtin, isFtinOfAnyProvider } from '../providers/service';
import { withUniqueRefusals, writeInvitation } from './registration';
import { lockGroup } from './group-lock';
import { joinTin } from './tins/ownership';
import { assignUserFtins, createGroup, isFtinRestricted } from './tins/group-tins';
import { createUser, isEmailInUse } from './users';
import { assertMayGiveAffiliation, creatableTypes } from './access';
import { assertCallerLimit } from './limits';

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/** A user name no one can choose (they are 6 to 14 letters and digits): the person picks theirs when registering. */
/** The start of the placeholder username of an account ADD USER made, until its person registers (usernames are letters and digits). */
export const PENDING_USER_NAME_PREFIX = 'invite-';
const pendingUserName = () => `${PENDING_USER_NAME_PREFIX}${randomBytes(6).toString('hex')}`;

/** Whether the account still has ADD USER's placeholder name: it is pending registration (issue 26 §4). */
export const isPendingUserName = (userNm: string): boolean => userNm.startsWith(PENDING_USER_NAME_PREFIX);

/**
 * PUT /users/createUser (part 2 §2 Add User, §6): a Provider Admin adds Provider Users and Admins to
 * its own group; the internal system administrator adds any type, into an existing group, a new group
 * (a PRAD with the TINs chosen in the Add TIN Provider dialog) or no group (internal staff). The
 * account is NEW with a placeholder user name, managed by the creator, and is e-mailed its registration
 * invitation in the same transaction (the existing registration flow completes it). The address check
 * and the invitation spend the caller's lookup and mail allowances (CALLER_LIMITS, decision 071).
 */
export async function createUserByAdmin(db: Db, caller: ActingUser & { userNm: string; affiliationCd: string | null }, input: AddUser, publicUrl: string): Promise<UserRow> {
  if (!creatableTypes(caller.typeCd).some((t) => t.userTypeCd === input.typeCd)) throw forbidden();
  assertMayGiveAffiliation(caller, input.affiliationCd);
  let grpInfoId = input.grpInfoId;
  if (caller.typeCd === 'PRAD') {
    if (grpInfoId !== null && grpInfoId !== caller.grpInfoId) throw forbidden();
    grpInfoId = caller.grpInfoId;
  }
  // The 409 says whether an address has an account: a lookup of the caller's, as checkEmailAddressExists.
  await assertCallerLimit(db, 'emailLookup', caller.userNm);
  if (await isEmailInUse(db, input.emailAddr)) throw new AppError(409, 'INVALID_EMAIL', addUserMessages.emailInUse, { emailAddr: addUserMessages.emailInUse });
  const provider = input.typeCd === 'PRAD' || input.typeCd === 'PRUS';
  let tins = input.userFtins;
  /** The group's TINs now: read again under the group's lock before the user gets any (decision 047). */
  const heldBy = async (tx: DbOrTx, group: number) =>
    new Set(
      (
        await tx
          .select({ ftin: groupFtins.ftin })
          .from(groupFtins)
          .where(and(eq(groupFtins.grpInfoId, group), isNull(groupFtins.inactiveDate)))
      ).map((r) => r.ftin),
    );
  if (provider && grpInfoId !== null) {
    const held = await heldBy(db, grpInfoId);
    // An empty TIN list for a group id means the group id is not valid (part 2 §5).
    if (!held.size) throw fieldError('grpInfoId', addUserMessages.groupId);
    if (tins.some((t) => !held.has(t))) throw fieldError('userFtins', addUserMessages.selectTin);
    // A Provider Admin has every TIN of the group: nothing is chosen for it (part 2 §4).
    if (input.typeCd === 'PRAD') tins = [];
  } else if (provider) {
    if (!tins.length) throw fieldError('userFtins', addUserMessages.newGroupTin);
    for (const ftin of tins) {
      if ((await isFtinRestricted(db, ftin)) || !(await isFtinOfAnyProvider(db, ftin))) throw fieldError('userFtins', addTinDialogMessages.noProviders);
    }
  }
  // The invitation is mail the administrator sends, to an address of its choice: within its mail allowance.
  await assertCallerLimit(db, 'adminMail', caller.userNm);
  const now = new Date();
  return withUniqueRefusals(() => db.transaction(async (tx) => {
    let group = grpInfoId;
    if (provider && group === null) {
      group = await createGroup(tx, (await nameOfFtin(tx, tins[0]!)) ?? `TIN ${tins[0]}`);
      // An internal system administrator vouches for the TINs: each joins at once, and groups already holding one are told.
      for (const ftin of tins) await joinTin(tx, { grpInfoId: group, ftin, proofKind: 'ADM', byUserNm: caller.userNm, byInternalAdmin: true }, now);
    } else if (provider && group !== null && tins.length) {
      await lockGroup(tx, group);
      const held = await heldBy(tx, group);
      if (tins.some((t) => !held.has(t))) throw fieldError('userFtins', addUserMessages.selectTin);
    }
    const user = await createUser(tx, {
      userNm: pendingUserName(),
      userFirstName: input.userFirstName,
      userLastName: input.userLastName,
      userMidName: input.userMidName,
      emailAddr: input.emailAddr,
      phoneNum: input.phoneNum,
      employeeId: input.employeeId,
      typeCd: input.typeCd,
      statusCd: 'NEW',
      affiliationCd: input.affiliationCd,
      affiliationDesc: input.affiliationDesc,
      jobTitle: input.jobTitle,
      companyNm: input.companyNm,
      companyUrl: input.companyUrl,
      enlyteEmployee: !provider,
      grpInfoId: provider ? group : null,
      mgrUserInfoId: caller.id,
    });
    if (input.typeCd === 'PRUS' || (input.typeCd === 'PRAD' && grpInfoId === null)) await assignUserFtins(tx, user.id, tins, caller.userNm);
    await writeInvitation(tx, publicUrl, { email: input.emailAddr, user });
    return user;
  }));
}
