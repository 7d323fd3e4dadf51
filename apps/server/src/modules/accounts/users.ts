import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../../identity/users';

/** The account records every part of accounts writes: names, addresses, new rows and their columns. */

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
