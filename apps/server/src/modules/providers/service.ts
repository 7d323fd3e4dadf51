import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { providers } from '../../db/schema';

/** Whether any provider is on file under the TIN. */
export async function isFtinOfAnyProvider(db: DbOrTx, ftin: string): Promise<boolean> {
  const [row] = await db.select({ id: providers.prvId }).from(providers).where(eq(providers.prvTaxId, ftin)).limit(1);
  return Boolean(row);
}

/** Whether the provider id is on file under the TIN (registration's TIN + provider ID proof). */
export async function isProviderOfFtin(db: DbOrTx, ftin: string, prvId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: providers.prvId })
    .from(providers)
    .where(and(eq(providers.prvTaxId, ftin), eq(providers.prvId, prvId)))
    .limit(1);
  return Boolean(row);
}

/** The name a TIN is best known by: its first facility, else its first provider; null when none. */
export async function nameOfFtin(db: DbOrTx, ftin: string): Promise<string | null> {
  const rows = await db
    .select({ name: providers.prvName, type: providers.prvProviderType })
    .from(providers)
    .where(eq(providers.prvTaxId, ftin))
    .orderBy(asc(providers.prvId))
    .limit(20);
  return (rows.find((r) => r.type !== 'P') ?? rows[0])?.name ?? null;
}
