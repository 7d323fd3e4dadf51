import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema';

/**
 * The one group lock (docs/decisions/047): every change to a group's TINs, to its users' TINs and to
 * who administers it locks the group's row first, inside the transaction that makes the change, so
 * such changes of one group run one at a time (a user's TINs are never saved while the same TIN
 * leaves the group). False when the group does not exist.
 */
export async function lockGroup(tx: DbOrTx, grpInfoId: number): Promise<boolean> {
  const rows = await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, grpInfoId)).for('update');
  return rows.length > 0;
}
