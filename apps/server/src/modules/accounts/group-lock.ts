import { eq, sql } from 'drizzle-orm';
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

/**
 * The lock of one TIN's holders, taken after the joining group's lock (decision 076): two groups joining the
 * same TIN run one at a time, so the second sees the first as a holder and waits for its approval. Without
 * it each read the holders before the other committed, and both took a TIN no one held. A transaction lock
 * (released at its end), keyed on the TIN.
 */
export async function lockTinHolders(tx: DbOrTx, ftin: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`tin-holders:${ftin}`}))`);
}
