import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { tinClaimDeciders, type TinClaim } from '@wcpp/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { groupFtins, tinClaims, users } from '../../../db/schema';
import { mayDecideClaim, type Decider } from '../access';
import { lockGroup } from '../group-lock';
import { tellClaimant } from './notices';
import { activateGroupFtin, holdingGroups, type TinClaimRow } from './ownership';

/**
 * Claims on TINs that another group holds (docs/decisions/047): who sees them, and their one
 * decision by a holder or an internal system administrator.
 */

export function toTinClaim(row: TinClaimRow): TinClaim {
  return {
    id: row.id,
    ftin: row.ftin,
    grpInfoId: row.grpInfoId,
    status: row.status as TinClaim['status'],
    requestedBy: row.requestedBy,
    requestedDate: row.requestedAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedDate: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

/** A claim the requesting group reads: who decided it as a group, never a person of another group. */
export type OutgoingTinClaimRow = TinClaimRow & { deciderGroup: number | null };

/** A group's own claim, as its administrators read it: the decider named by group (tinClaimDeciders). */
export function toOutgoingTinClaim(row: OutgoingTinClaimRow): TinClaim {
  const { deciderGroup, ...claim } = row;
  const decidedBy = claim.decidedBy === null ? null : deciderGroup === null ? tinClaimDeciders.internal : tinClaimDeciders.holdingGroup(deciderGroup);
  return { ...toTinClaim(claim), decidedBy };
}

/**
 * Approves or denies a pending claim, once (the claim's row is locked and must still be PENDING). An
 * approval gives the claiming group the TIN under its group lock. The claimant's administrators are
 * told. 'hidden' when the decider may not see the claim (answered as one that does not exist).
 */
export async function decideTinClaim(
  db: Db,
  claimId: number,
  decision: 'approve' | 'deny',
  decider: Decider,
  now: Date,
): Promise<{ outcome: 'decided'; claim: TinClaimRow; holders: number[] } | { outcome: 'hidden' } | { outcome: 'decided-before'; claim: TinClaimRow }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(tinClaims).where(eq(tinClaims.id, claimId)).limit(1);
    if (!found) return { outcome: 'hidden' as const };
    // The claimant's group lock first (the order every TIN change takes), then the claim's row.
    await lockGroup(tx, found.grpInfoId);
    const [claim] = await tx.select().from(tinClaims).where(eq(tinClaims.id, claimId)).for('update');
    const holders = await holdingGroups(tx, claim!.ftin, claim!.grpInfoId);
    if (!mayDecideClaim(decider, holders)) return { outcome: 'hidden' as const };
    if (claim!.status !== 'PENDING') return { outcome: 'decided-before' as const, claim: claim! };
    const status = decision === 'approve' ? 'APPROVED' : 'DENIED';
    const [saved] = await tx.update(tinClaims).set({ status, decidedBy: decider.userNm, decidedAt: now }).where(eq(tinClaims.id, claimId)).returning();
    if (decision === 'approve') await activateGroupFtin(tx, saved!.grpInfoId, saved!.ftin, decider.userNm);
    await tellClaimant(tx, saved!, now);
    return { outcome: 'decided' as const, claim: saved!, holders };
  });
}

const newestFirst = [desc(tinClaims.requestedAt), desc(tinClaims.id)];

/**
 * The claims a group's administrators see (docs/decisions/047): the pending claims of other groups on
 * TINs the group holds (incoming) and the group's own claims of every status (outgoing), newest first.
 */
export async function listTinClaims(db: DbOrTx, grpInfoId: number): Promise<{ incoming: TinClaimRow[]; outgoing: OutgoingTinClaimRow[] }> {
  const held = db
    .select({ ftin: groupFtins.ftin })
    .from(groupFtins)
    .where(and(eq(groupFtins.grpInfoId, grpInfoId), isNull(groupFtins.inactiveDate)));
  const incoming = await db
    .select()
    .from(tinClaims)
    .where(and(eq(tinClaims.status, 'PENDING'), ne(tinClaims.grpInfoId, grpInfoId), inArray(tinClaims.ftin, held)))
    .orderBy(...newestFirst);
  const outgoing = await db
    .select({ claim: tinClaims, deciderGroup: users.grpInfoId })
    .from(tinClaims)
    .leftJoin(users, eq(users.userNm, tinClaims.decidedBy))
    .where(eq(tinClaims.grpInfoId, grpInfoId))
    .orderBy(...newestFirst)
    .limit(100);
  return { incoming, outgoing: outgoing.map((r) => ({ ...r.claim, deciderGroup: r.deciderGroup })) };
}

/** Every pending claim, for the internal administrators, newest first. */
export async function listPendingTinClaims(db: DbOrTx): Promise<TinClaimRow[]> {
  return db.select().from(tinClaims).where(eq(tinClaims.status, 'PENDING')).orderBy(...newestFirst).limit(500);
}

