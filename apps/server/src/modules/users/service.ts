import { and, eq, ne, sql } from 'drizzle-orm';
import { normaliseProviderFields, providerFieldErrors, userStatuses, userTypes, type Backfill, type UserDetails } from '@wcpp/contract';
import { AppError, badRequest } from '../../lib/errors';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export const APP_VERSION = '2.3.35';

// Every authenticated request loads its user, so the statement is prepared once per database.
const byNameStatements = new WeakMap<Db, ReturnType<typeof prepareByName>>();
const prepareByName = (db: Db) =>
  db
    .select()
    .from(users)
    .where(sql`lower(${users.userNm}) = lower(${sql.placeholder('userNm')})`)
    .limit(1)
    .prepare('find_user_by_name');

/** Finds a user by user name, case-insensitively. */
export async function findUserByName(db: Db, userNm: string): Promise<UserRow | undefined> {
  let statement = byNameStatements.get(db);
  if (!statement) byNameStatements.set(db, (statement = prepareByName(db)));
  const [row] = await statement.execute({ userNm });
  return row;
}

/** Like findUserByName, but reuses the signed-in or mirrored user's row already loaded for the request. */
export async function findUserForRequest(db: Db, loaded: UserRow[], userNm: string): Promise<UserRow | undefined> {
  const name = userNm.toLowerCase();
  return loaded.find((r) => r.userNm.toLowerCase() === name) ?? findUserByName(db, userNm);
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

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

/** Saves the profile-completion fields for the given user and returns the updated details. */
export async function updateBackfill(db: Db, userId: number, input: Backfill): Promise<UserDetails> {
  const [row] = await db
    .update(users)
    .set({
      jobTitle: input.jobTitle,
      companyNm: input.companyNm,
      companyUrl: input.companyUrl,
      affiliationCd: input.affiliationCd,
      affiliationDesc: input.affiliationDesc,
    })
    .where(and(eq(users.id, userId)))
    .returning();
  return toUserDetails(row);
}

/** Whether a user name is taken by another account (user names are unique regardless of case). */
export async function isUserNameTaken(db: DbOrTx, userNm: string, exceptUserId: number | null = null): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.userNm}) = lower(${userNm})`, exceptUserId === null ? undefined : ne(users.id, exceptUserId)))
    .limit(1);
  return Boolean(row);
}

/** The accounts of an e-mail address (case-insensitive), oldest first. */
export async function findUsersByEmail(db: DbOrTx, email: string): Promise<UserRow[]> {
  return db.select().from(users).where(sql`lower(${users.emailAddr}) = lower(${email})`).orderBy(users.id);
}

/** Whether the address belongs to an account other than `exceptUserId` that is not terminated. */
export async function isEmailInUse(db: DbOrTx, email: string, exceptUserId: number | null = null): Promise<boolean> {
  const rows = await findUsersByEmail(db, email);
  return rows.some((r) => r.id !== exceptUserId && r.statusCd !== 'TERMD');
}

export type NewUser = typeof users.$inferInsert;

/** Inserts a user and returns the row. */
export async function createUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Changes the given columns of one user and returns the row. */
export async function updateUserColumns(db: DbOrTx, userId: number, values: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row!;
}

/** A new password: stored hashed, the account active again and unlocked (reset, registration). */
export function passwordColumns(passwordHash: string, now = new Date()): Partial<NewUser> {
  return { passwordHash, statusCd: 'ACTIV', failedAttempts: 0, lockedUntil: null, passwordChangedDt: now };
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
 * PUT /users/updateUser for the own profile: the PRAD/PRUS-only fields are judged on the stored type
 * (and cleared for other types), and the e-mail must not belong to another account.
 */
export async function updateOwnProfile(db: Db, user: UserRow, changes: ProfileChanges): Promise<UserDetails> {
  const fieldErrors = providerFieldErrors(changes, user.typeCd);
  if (Object.keys(fieldErrors).length) throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);
  if (await isEmailInUse(db, changes.emailAddr, user.id)) {
    throw new AppError(409, 'INVALID_EMAIL', 'The Email Address is associated to another account', { emailAddr: 'The Email Address is associated to another account' });
  }
  const row = await updateUserColumns(db, user.id, normaliseProviderFields(changes, user.typeCd));
  return toUserDetails(row);
}
