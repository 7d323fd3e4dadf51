import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  manageUsersMessages,
  NO_OTHER_ADMIN,
  USER_SEARCH_LIMIT,
  userActions,
  userMessages,
  userStatuses,
  userTypes,
  type ActingUser,
  type UserRow as UserRowAnswer,
  type UserSearchRequest,
} from '@wcpp/contract';
import type { Db, DbOrTx } from '../../db/client';
import { groupFtins, passwordResetTokens, registrationTokens, userFtins, users } from '../../db/schema';
import { endUserSessions } from '../../identity/sessions';
import { lockGroup } from './group-lock';
import type { UserRow } from '../../identity/users';
import { AppError } from '../../lib/errors';
import { isPendingUserName, PENDING_USER_NAME_PREFIX } from './add-user';

/**
 * Part 2 §3 user row with the caller's actions; an active account locked by failed sign-ins reads 'Locked' (decision 038),
 * and one added by ADD USER that has not registered says so instead of showing its placeholder name (issue 26 §4).
 */
export function toUserRow(row: UserRow, caller: ActingUser, now = new Date()): UserRowAnswer {
  const locked = row.statusCd === 'ACTIV' && row.lockedUntil !== null && row.lockedUntil > now;
  return {
    id: row.id,
    userFirstName: row.userFirstName,
    userLastName: row.userLastName,
    userNm: row.userNm,
    pendingRegistration: isPendingUserName(row.userNm),
    emailAddr: row.emailAddr,
    statusCd: row.statusCd,
    statusDesc: locked ? 'Locked' : (userStatuses[row.statusCd as keyof typeof userStatuses] ?? row.statusCd),
    typeCd: row.typeCd,
    typeDesc: userTypes[row.typeCd as keyof typeof userTypes] ?? row.typeCd,
    grpInfoId: row.grpInfoId,
    createdDt: row.createdDt.toISOString(),
    lastLoginDt: row.lastLoginDt ? row.lastLoginDt.toISOString() : null,
    userActions: userActions(caller, row),
    mgrUserInfoId: row.mgrUserInfoId,
  };
}

const byName = [asc(sql`lower(${users.userLastName})`), asc(sql`lower(${users.userFirstName})`), asc(users.id)];

/** The provider accounts of a group, every status (Manage Users filters them on screen), by last and first name. */
export async function listGroupUsers(db: Db, grpInfoId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.grpInfoId, grpInfoId), inArray(users.typeCd, ['PRAD', 'PRUS'])))
    .orderBy(...byName);
}

const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * POST /admin/userList (part 2 §2, §5): part of a user name, part of an e-mail address, a TIN (users
 * it is assigned to, and the Provider Admins of groups holding it, who have every TIN of their group)
 * or a group id; narrowed by type and status; or users named exactly (ids, or names with isUserNames).
 * At most USER_SEARCH_LIMIT rows; `truncated` says there were more.
 */
export async function searchUsers(db: Db, criteria: UserSearchRequest): Promise<{ rows: UserRow[]; truncated: boolean }> {
  const where: (SQL | undefined)[] = [];
  if (criteria.userName) {
    if (criteria.isUserNames === 'true') {
      const names = criteria.userName.split(',').map((n) => n.trim().toLowerCase()).filter(Boolean);
      where.push(inArray(sql`lower(${users.userNm})`, names.length ? names : ['']));
    } else {
      // The placeholder of an account ADD USER made and nobody has registered yet is no name anyone
      // chose ("pending registration" on every screen): it is not matched (issue 26 §4).
      where.push(sql`lower(${users.userNm}) LIKE ${containing(criteria.userName)}`, sql`${users.userNm} NOT LIKE ${`${PENDING_USER_NAME_PREFIX}%`}`);
    }
  }
  if (criteria.emailAddress) {
    const email = criteria.emailAddress;
    // A leading * searches part of an address; the recipient search (isUserNames sent) otherwise matches it whole.
    if (email.startsWith('*')) where.push(sql`lower(${users.emailAddr}) LIKE ${containing(email.slice(1).trim())}`);
    else if (criteria.isUserNames !== undefined) where.push(sql`lower(${users.emailAddr}) = ${email.toLowerCase()}`);
    else where.push(sql`lower(${users.emailAddr}) LIKE ${containing(email)}`);
  }
  if (criteria.ftin) {
    const ftin = criteria.ftin;
    where.push(
      or(
        sql`EXISTS (SELECT 1 FROM ${userFtins} WHERE ${userFtins.userInfoId} = ${users.id} AND ${userFtins.ftin} = ${ftin} AND ${userFtins.activeFlag})`,
        and(
          eq(users.typeCd, 'PRAD'),
          sql`EXISTS (SELECT 1 FROM ${groupFtins} WHERE ${groupFtins.grpInfoId} = ${users.grpInfoId} AND ${groupFtins.ftin} = ${ftin} AND ${groupFtins.inactiveDate} IS NULL)`,
        ),
      ),
    );
  }
  if (criteria.groupId) where.push(eq(users.grpInfoId, Number(criteria.groupId)));
  if (criteria.userIDs?.length) where.push(inArray(users.id, criteria.userIDs));
  if (criteria.userTypeCD) where.push(eq(users.typeCd, criteria.userTypeCD));
  if (criteria.status) where.push(eq(users.statusCd, criteria.status));
  const rows = await db
    .select()
    .from(users)
    .where(and(...where))
    .orderBy(...byName)
    .limit(USER_SEARCH_LIMIT + 1);
  return { rows: rows.slice(0, USER_SEARCH_LIMIT), truncated: rows.length > USER_SEARCH_LIMIT };
}

/** Active Provider Admins of the group other than `exceptId`, read inside the group's lock. */
async function otherActiveAdmins(tx: DbOrTx, grpInfoId: number, exceptId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.grpInfoId, grpInfoId), eq(users.typeCd, 'PRAD'), eq(users.statusCd, 'ACTIV'), ne(users.id, exceptId)));
  return row?.n ?? 0;
}

/** The target as it is now, locked: the list the administrator saw may be old. */
async function lockedUser(tx: DbOrTx, id: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new AppError(404, 'NOT_FOUND', userMessages.notFound);
  return row;
}

/** Whether removing this account from the group's administrators leaves none (the caller holds the group's lock). */
async function isLastAdmin(tx: DbOrTx, target: UserRow): Promise<boolean> {
  if (target.typeCd !== 'PRAD' || target.grpInfoId === null) return false;
  return (await otherActiveAdmins(tx, target.grpInfoId, target.id)) === 0;
}

/**
 * Terminates an account (part 2 §7; part 2 §6: refused with 600 when no other active Provider Admin
 * would remain in the group), decided inside one transaction under the group's lock. The user's
 * sessions end at once, and their unused registration and reset links are spent.
 */
export async function terminateUser(db: Db, targetId: number, now = new Date()): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [first] = await tx.select({ grpInfoId: users.grpInfoId }).from(users).where(eq(users.id, targetId));
    if (first?.grpInfoId != null) await lockGroup(tx, first.grpInfoId);
    const target = await lockedUser(tx, targetId);
    if (target.statusCd === 'TERMD') throw new AppError(409, 'ALREADY_TERMINATED', manageUsersMessages.failure);
    if (target.statusCd === 'ACTIV' && (await isLastAdmin(tx, target))) throw new AppError(409, NO_OTHER_ADMIN, manageUsersMessages.noOtherAdmin);
    const [saved] = await tx.update(users).set({ statusCd: 'TERMD' }).where(eq(users.id, targetId)).returning();
    await endUserSessions(tx, targetId, 'ACCOUNT_STATUS');
    await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.userInfoId, targetId), isNull(passwordResetTokens.usedAt)));
    await tx.update(registrationTokens).set({ usedAt: now }).where(and(eq(registrationTokens.userInfoId, targetId), isNull(registrationTokens.usedAt)));
    return saved!;
  });
}

/**
 * Converts a Provider User to a Provider Admin or back (part 2 §7). Converting the group's last
 * active Provider Admin to a user is refused like terminating it (decision 038), under the same lock.
 */
export async function convertUser(db: Db, targetId: number, toType: 'PRAD' | 'PRUS'): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [first] = await tx.select({ grpInfoId: users.grpInfoId }).from(users).where(eq(users.id, targetId));
    if (first?.grpInfoId != null) await lockGroup(tx, first.grpInfoId);
    const target = await lockedUser(tx, targetId);
    const from = toType === 'PRAD' ? 'PRUS' : 'PRAD';
    if (target.typeCd !== from || target.statusCd === 'TERMD') throw new AppError(409, 'NOT_CONVERTIBLE', manageUsersMessages.failure);
    if (toType === 'PRUS' && target.statusCd === 'ACTIV' && (await isLastAdmin(tx, target))) {
      throw new AppError(409, 'NO_OTHER_ADMIN_CONVERT', manageUsersMessages.noOtherAdminConvert);
    }
    const [saved] = await tx.update(users).set({ typeCd: toType }).where(eq(users.id, targetId)).returning();
    return saved!;
  });
}

// Other modules (the TINs of a managed user, the administrator's profile edit) judge with the same rule.
export { assertActor, assertManagesGroup, assertUserAction, creatableTypes, findAdministeredUser } from './access';
