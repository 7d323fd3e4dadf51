import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema';

/** The floor's user lookups: every module and plugin reads users by name or id through these. */
export type UserRow = typeof users.$inferSelect;

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

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}


/** Which of these user ids are users of the portal (any type or status). */
export async function existingUserIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return new Set(rows.map((r) => r.id));
}
