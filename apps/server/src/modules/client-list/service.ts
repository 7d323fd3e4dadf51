import { and, asc, eq } from 'drizzle-orm';
import type { ClientRow, LineOfBusiness } from '@wcpp/contract';
import type { DbOrTx } from '../../db/client';
import { clients, participations, products } from '../../db/schema';

/** Client List (part 1 §2, §7): who treats a provider as a participant, by TIN, state, product and line of business. */

/** The providers of a TIN that participate with any client (the Provider choices). */
export async function participatingProviderIds(db: DbOrTx, ftin: string): Promise<number[]> {
  const rows = await db.selectDistinct({ prvId: participations.prvId }).from(participations).where(eq(participations.ftin, ftin));
  return rows.map((r) => r.prvId);
}

/** The states a provider participates in under its TIN, in order. */
export async function participationStates(db: DbOrTx, ftin: string, prvId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ state: participations.state })
    .from(participations)
    .where(and(eq(participations.ftin, ftin), eq(participations.prvId, prvId)))
    .orderBy(asc(participations.state));
  return rows.map((r) => r.state);
}

/** The products of a provider in a line of business and state, by name. */
export async function participationProducts(db: DbOrTx, where: { ftin: string; prvId: number; lob: LineOfBusiness; state: string }) {
  return db
    .selectDistinct({ productName: products.productName, productCd: products.productCd })
    .from(participations)
    .innerJoin(products, eq(products.productCd, participations.productCd))
    .where(and(eq(participations.ftin, where.ftin), eq(participations.prvId, where.prvId), eq(participations.lob, where.lob), eq(participations.state, where.state)))
    .orderBy(asc(products.productName));
}

/** The clients of a provider in a line of business, state and product, each once, by name. */
export async function participatingClients(
  db: DbOrTx,
  where: { ftin: string; prvId: number; lob: LineOfBusiness; state: string; productCd: string },
): Promise<ClientRow[]> {
  return db
    .selectDistinct({
      aeName: clients.aeName,
      affltdPayorName: clients.affltdPayorName,
      ecsName: clients.ecsName,
      billClmAttntn: clients.billClmAttntn,
      billClmAddr: clients.billClmAddr,
      ecsPhoneNum: clients.ecsPhoneNum,
      billClmPhoneNum: clients.billClmPhoneNum,
      ecsPayorId: clients.ecsPayorId,
    })
    .from(participations)
    .innerJoin(clients, eq(clients.id, participations.clientId))
    .where(
      and(
        eq(participations.ftin, where.ftin),
        eq(participations.prvId, where.prvId),
        eq(participations.lob, where.lob),
        eq(participations.state, where.state),
        eq(participations.productCd, where.productCd),
      ),
    )
    .orderBy(asc(clients.aeName), asc(clients.ecsPayorId));
}

/** A product's name by its code; null when none. */
export async function productName(db: DbOrTx, productCd: string): Promise<string | null> {
  const [row] = await db.select({ name: products.productName }).from(products).where(eq(products.productCd, productCd)).limit(1);
  return row?.name ?? null;
}
