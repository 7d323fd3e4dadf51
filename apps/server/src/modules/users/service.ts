import { and, eq, sql } from 'drizzle-orm';
import { userStatuses, userTypes, type Backfill, type UserDetails } from '@wcpp/contract';
import type { Db } from '../../db/client';
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
