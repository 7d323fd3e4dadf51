import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { tinClaims, users } from '../../../db/schema';
import { enqueueMail } from '../../../plugins/mail';
import { deliverSystemNotification } from '../../notifications/service';
import { tinAddedByAdminMail, tinClaimDecidedMail, tinClaimedMail } from '../mails';

/** The active Provider Admins of these groups: who is told of their TINs. */
async function groupAdmins(tx: DbOrTx, groupIds: number[]) {
  if (!groupIds.length) return [];
  return tx
    .select({ id: users.id, emailAddr: users.emailAddr, firstName: users.userFirstName })
    .from(users)
    .where(and(inArray(users.grpInfoId, groupIds), eq(users.typeCd, 'PRAD'), eq(users.statusCd, 'ACTIV'), isNotNull(users.emailAddr)));
}

/**
 * Tells the holders of a TIN, by e-mail and in the bell, inside the transaction of the change
 * (docs/decisions/047): another group asks for it ('claimed'), or an administrator gave it to one ('added').
 */
export async function tellHolders(tx: DbOrTx, kind: 'claimed' | 'added', ftin: string, groupId: number, holders: number[], now: Date): Promise<void> {
  const admins = await groupAdmins(tx, holders);
  for (const a of admins) {
    await enqueueMail(tx, kind === 'claimed' ? tinClaimedMail(a.emailAddr!, a.firstName, ftin, groupId, now) : tinAddedByAdminMail(a.emailAddr!, a.firstName, ftin, groupId, now));
  }
  const name = kind === 'claimed' ? `TIN ${ftin}: group ${groupId} asks for access (Manage TINs)` : `TIN ${ftin} was added to group ${groupId}`;
  await deliverSystemNotification(tx, { name, link: null, userIds: admins.map((a) => a.id) }, now);
}

/** Tells the Provider Admins of the group that asked for a TIN how its request was decided. */
export async function tellClaimant(tx: DbOrTx, claim: typeof tinClaims.$inferSelect, now: Date): Promise<void> {
  const approved = claim.status === 'APPROVED';
  const admins = await groupAdmins(tx, [claim.grpInfoId]);
  for (const a of admins) await enqueueMail(tx, tinClaimDecidedMail(a.emailAddr!, a.firstName, claim.ftin, approved));
  await deliverSystemNotification(tx, { name: `Your request for TIN ${claim.ftin} was ${approved ? 'approved' : 'denied'}`, link: null, userIds: admins.map((a) => a.id) }, now);
}
