import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { ownTins, type OwnTin, type ScopeUser } from '../../identity/tin-scope';
import { groupFtins, groups, restrictedFtins, userFtins, users } from '../../db/schema';

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
  return rows.map((r) => ({ ftin: r.ftin, createdDate: r.createdDate ? r.createdDate.toISOString() : null, activeFlag: r.activeFlag }));
}

/** One of a user's own (active) TINs as the API answers it. */
export function toUserFtin(t: OwnTin) {
  return { ftin: t.ftin, createdDate: t.createdDate, activeFlag: true };
}

/** Whether any group holds the TIN (part 2: FTIN_ALREADY_REGISTERED). */
export async function isFtinRegistered(db: DbOrTx, ftin: string): Promise<boolean> {
  const [row] = await db.select({ ftin: groupFtins.ftin }).from(groupFtins).where(and(eq(groupFtins.ftin, ftin), isNull(groupFtins.inactiveDate))).limit(1);
  return Boolean(row);
}

/**
 * The active Provider Admins with an e-mail of every group holding the TIN: they are told when a new
 * group registers it (docs/decisions/024).
 */
export async function providerAdminsHoldingFtin(db: DbOrTx, ftin: string): Promise<{ emailAddr: string; firstName: string }[]> {
  const rows = await db
    .selectDistinct({ emailAddr: users.emailAddr, firstName: users.userFirstName })
    .from(users)
    .innerJoin(groupFtins, and(eq(groupFtins.grpInfoId, users.grpInfoId), eq(groupFtins.ftin, ftin), isNull(groupFtins.inactiveDate)))
    .where(and(eq(users.typeCd, 'PRAD'), eq(users.statusCd, 'ACTIV'), isNotNull(users.emailAddr)));
  return rows.filter((r): r is { emailAddr: string; firstName: string } => Boolean(r.emailAddr));
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

/** Creates a provider group holding one TIN; returns the group id. */
export async function createGroupWithFtin(db: DbOrTx, name: string, ftin: string, byUserNm: string): Promise<number> {
  const [group] = await db.insert(groups).values({ name: name.slice(0, 120) }).returning({ id: groups.id });
  await db.insert(groupFtins).values({ grpInfoId: group!.id, ftin, lastUpdatedUserName: byUserNm });
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
  return rows.map((r) => ({
    ftin: r.ftin,
    createdDate: r.createdDate.toISOString(),
    addedDate: r.addedDate.toISOString(),
    displayDate: usDate(r.addedDate),
    lastUpdatedUserName: r.lastUpdatedUserName,
  }));
}

/** Locks the group's row for the transaction: TIN removals of one group run one at a time. */
async function lockGroupRow(tx: DbOrTx, grpInfoId: number): Promise<boolean> {
  const rows = await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, grpInfoId)).for('update');
  return rows.length > 0;
}

/**
 * Adds a TIN to a group (the proof is checked before, by the caller), or makes a removed one active
 * again. Refuses (returns false) a TIN the group already holds.
 */
export async function addGroupFtin(db: Db, grpInfoId: number, ftin: string, byUserNm: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockGroupRow(tx, grpInfoId))) return false;
    if (await groupHasFtin(tx, grpInfoId, ftin)) return false;
    await tx
      .insert(groupFtins)
      .values({ grpInfoId, ftin, lastUpdatedUserName: byUserNm })
      .onConflictDoUpdate({
        target: [groupFtins.grpInfoId, groupFtins.ftin],
        set: { inactiveDate: null, addedDate: sql`now()`, lastUpdatedUserName: byUserNm },
      });
    return true;
  });
}

/**
 * Removes a TIN from a group: its row becomes inactive and every user of the group loses it (part 2
 * §5: removal cuts access for all users associated with the TIN). The last active TIN is never
 * removed; the group's lock makes two removals at once unable to take the last two.
 */
export async function removeGroupFtin(db: Db, grpInfoId: number, ftin: string, byUserNm: string): Promise<'removed' | 'last' | 'unknown'> {
  return db.transaction(async (tx) => {
    if (!(await lockGroupRow(tx, grpInfoId))) return 'unknown';
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
