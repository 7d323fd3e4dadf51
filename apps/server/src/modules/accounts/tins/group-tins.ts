import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { ownTins, type OwnTin, type ScopeUser } from '../../../identity/tin-scope';
import { lockGroup } from '../group-lock';
import { groupFtins, groups, restrictedFtins, userFtins, users } from '../../../db/schema';

/**
 * A user's TINs, ascending (part 2 §9: TIN tables sort by TIN). The active list is the user's own
 * TINs by the one scope rule (identity/tin-scope.ts: a provider admin's include the group's), so the
 * Bill Search checkboxes offer exactly the TINs the server lets the user search. With inactive ones
 * too (activeOnly false), the assignments as stored.
 */
export async function listUserFtins(db: Db, user: ScopeUser, activeOnly: boolean) {
  if (activeOnly) return (await ownTins(db, user)).map(toUserFtin);
  const rows = await db
    .select({ ftin: userFtins.ftin, createdDate: userFtins.createdDate, activeFlag: userFtins.activeFlag })
    .from(userFtins)
    .where(eq(userFtins.userInfoId, user.id))
    .orderBy(asc(userFtins.ftin));
  return rows.map((r) => ({ ftin: r.ftin, createdDate: r.createdDate ? r.createdDate.toISOString() : null, activeFlag: r.activeFlag, nickname: null }));
}

/** One of a user's own (active) TINs as the API answers it. */
export function toUserFtin(t: OwnTin) {
  return { ftin: t.ftin, createdDate: t.createdDate, activeFlag: true, nickname: t.nickname };
}

/** Whether the TIN is owned by the network itself (FTIN_RESTRICTED_FOR_REGISTRATION). */
export async function isFtinRestricted(db: DbOrTx, ftin: string): Promise<boolean> {
  const [row] = await db.select({ ftin: restrictedFtins.ftin }).from(restrictedFtins).where(eq(restrictedFtins.ftin, ftin)).limit(1);
  return Boolean(row);
}

/** Whether a group holds the TIN. */
export async function groupHasFtin(db: DbOrTx, grpInfoId: number, ftin: string): Promise<boolean> {
  const [row] = await db
    .select({ ftin: groupFtins.ftin })
    .from(groupFtins)
    .where(and(eq(groupFtins.grpInfoId, grpInfoId), eq(groupFtins.ftin, ftin), isNull(groupFtins.inactiveDate)))
    .limit(1);
  return Boolean(row);
}

/** Creates a provider group, with no TIN yet (ownership.ts joinTin gives it its TINs); returns the group id. */
export async function createGroup(db: DbOrTx, name: string): Promise<number> {
  const [group] = await db.insert(groups).values({ name: name.slice(0, 120) }).returning({ id: groups.id });
  return group!.id;
}

/** Assigns TINs to a user (already assigned ones are kept). */
export async function assignUserFtins(db: DbOrTx, userInfoId: number, ftins: string[], byUserNm: string): Promise<void> {
  if (!ftins.length) return;
  await db
    .insert(userFtins)
    .values(ftins.map((ftin) => ({ userInfoId, ftin, lastUpdatedUserName: byUserNm })))
    .onConflictDoNothing();
}

/**
 * GET /ftin/managedUserFtins/{user} (part 2 §3 TIN for a user): the active TINs of the user's group,
 * by TIN, each with whether the user has it and since when. A Provider Admin has every TIN of the
 * group (the one scope rule, identity/tin-scope.ts).
 */
export async function managedUserFtins(db: DbOrTx, user: ScopeUser & { grpInfoId: number | null }) {
  if (user.grpInfoId === null) return [];
  const rows = await db
    .select({ ftin: groupFtins.ftin, addedDate: groupFtins.addedDate, assigned: userFtins.createdDate })
    .from(groupFtins)
    .leftJoin(userFtins, and(eq(userFtins.ftin, groupFtins.ftin), eq(userFtins.userInfoId, user.id), eq(userFtins.activeFlag, true)))
    .where(and(eq(groupFtins.grpInfoId, user.grpInfoId), isNull(groupFtins.inactiveDate)))
    .orderBy(asc(groupFtins.ftin));
  const admin = user.typeCd === 'PRAD';
  return rows.map((r) => {
    const hasIt = admin || r.assigned !== null;
    const since = r.assigned ?? (admin ? r.addedDate : null);
    return { ftin: r.ftin, hasIt, createdDate: since ? since.toISOString() : null };
  });
}

/**
 * POST /ftin/managedUserFtins/{user}: gives the user the flagged TINs and takes away the others
 * listed. Every TIN must be an active TIN of the user's group; TINs not listed stay as they are.
 * Answers which TINs were added and removed (for the audit row).
 */
export async function saveManagedUserFtins(
  db: Db,
  user: { id: number; grpInfoId: number | null },
  list: { ftin: string; hasIt: boolean }[],
  byUserNm: string,
): Promise<{ added: string[]; removed: string[]; unknown: string[] }> {
  return db.transaction(async (tx) => {
    // The group lock first: the group's TINs cannot change until this save commits.
    if (user.grpInfoId !== null) await lockGroup(tx, user.grpInfoId);
    const groupTins = new Set(
      user.grpInfoId === null
        ? []
        : (
            await tx
              .select({ ftin: groupFtins.ftin })
              .from(groupFtins)
              .where(and(eq(groupFtins.grpInfoId, user.grpInfoId), isNull(groupFtins.inactiveDate)))
          ).map((r) => r.ftin),
    );
    const unknown = list.filter((t) => !groupTins.has(t.ftin)).map((t) => t.ftin);
    if (unknown.length) return { added: [], removed: [], unknown };
    const current = new Set(
      (
        await tx
          .select({ ftin: userFtins.ftin })
          .from(userFtins)
          .where(and(eq(userFtins.userInfoId, user.id), eq(userFtins.activeFlag, true)))
          .for('update')
      ).map((r) => r.ftin),
    );
    const added = list.filter((t) => t.hasIt && !current.has(t.ftin)).map((t) => t.ftin);
    const removed = list.filter((t) => !t.hasIt && current.has(t.ftin)).map((t) => t.ftin);
    if (added.length) {
      await tx
        .insert(userFtins)
        .values(added.map((ftin) => ({ userInfoId: user.id, ftin, lastUpdatedUserName: byUserNm })))
        .onConflictDoUpdate({
          target: [userFtins.userInfoId, userFtins.ftin],
          set: { activeFlag: true, createdDate: sql`now()`, lastUpdatedUserName: byUserNm },
        });
    }
    if (removed.length) {
      await tx
        .update(userFtins)
        .set({ activeFlag: false, lastUpdatedUserName: byUserNm })
        .where(and(eq(userFtins.userInfoId, user.id), inArray(userFtins.ftin, removed)));
    }
    return { added, removed, unknown };
  });
}

const usDate = (d: Date) => `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;

/** GET /ftin/groupFtins/{groupId}: the group's TINs, newest first (part 2 §9); inactive ones too unless activeOnly. */
export async function listGroupFtins(db: DbOrTx, grpInfoId: number, activeOnly = true) {
  const rows = await db
    .select()
    .from(groupFtins)
    .where(and(eq(groupFtins.grpInfoId, grpInfoId), activeOnly ? isNull(groupFtins.inactiveDate) : undefined))
    .orderBy(sql`${groupFtins.addedDate} DESC`, asc(groupFtins.ftin));
  return rows.map(toGroupFtin);
}

/** A group's TIN as the API answers it. */
function toGroupFtin(r: typeof groupFtins.$inferSelect) {
  return {
    ftin: r.ftin,
    createdDate: r.createdDate.toISOString(),
    addedDate: r.addedDate.toISOString(),
    displayDate: usDate(r.addedDate),
    lastUpdatedUserName: r.lastUpdatedUserName,
    nickname: r.nickname,
  };
}

/**
 * Gives one of the group's active TINs its nickname (null removes it; decision 063); the TIN as
 * listed, or null when the group has no such active TIN. One statement: two at once, the last wins.
 */
export async function saveGroupFtinNickname(db: DbOrTx, grpInfoId: number, ftin: string, nickname: string | null, byUserNm: string) {
  const [row] = await db
    .update(groupFtins)
    .set({ nickname, lastUpdatedUserName: byUserNm })
    .where(and(eq(groupFtins.grpInfoId, grpInfoId), eq(groupFtins.ftin, ftin), isNull(groupFtins.inactiveDate)))
    .returning();
  return row ? toGroupFtin(row) : null;
}

/**
 * Removes a TIN from a group: its row becomes inactive and every user of the group loses it (part 2
 * §5: removal cuts access for all users associated with the TIN). The last active TIN is never
 * removed; the group's lock makes two removals at once unable to take the last two.
 */
export async function removeGroupFtin(db: Db, grpInfoId: number, ftin: string, byUserNm: string): Promise<'removed' | 'last' | 'unknown'> {
  return db.transaction(async (tx) => {
    if (!(await lockGroup(tx, grpInfoId))) return 'unknown';
    const active = (await tx.select({ ftin: groupFtins.ftin }).from(groupFtins).where(and(eq(groupFtins.grpInfoId, grpInfoId), isNull(groupFtins.inactiveDate)))).map(
      (r) => r.ftin,
    );
    if (!active.includes(ftin)) return 'unknown';
    if (active.length === 1) return 'last';
    await tx
      .update(groupFtins)
      .set({ inactiveDate: sql`now()`, lastUpdatedUserName: byUserNm })
      .where(and(eq(groupFtins.grpInfoId, grpInfoId), eq(groupFtins.ftin, ftin)));
    await tx
      .update(userFtins)
      .set({ activeFlag: false, lastUpdatedUserName: byUserNm })
      .where(
        and(
          eq(userFtins.ftin, ftin),
          eq(userFtins.activeFlag, true),
          inArray(userFtins.userInfoId, tx.select({ id: users.id }).from(users).where(eq(users.grpInfoId, grpInfoId))),
        ),
      );
    return 'removed';
  });
}
