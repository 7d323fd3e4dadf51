import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
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

export interface ProviderFilter {
  /** P physician; F any facility (every other type); A, H exactly. */
  type?: string;
  prvId?: number;
  facilityName?: string;
  physicianFirstName?: string;
  physicianLastName?: string;
}

const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /provider/list/{tin}: the TIN's providers by name, narrowed by the Add TIN Provider dialog's options (at most 200). */
export async function listProviders(db: DbOrTx, ftin: string, filter: ProviderFilter = {}) {
  const where = [eq(providers.prvTaxId, ftin)];
  if (filter.type === 'F') where.push(ne(providers.prvProviderType, 'P'));
  else if (filter.type) where.push(eq(providers.prvProviderType, filter.type));
  if (filter.prvId !== undefined) where.push(eq(providers.prvId, filter.prvId));
  if (filter.facilityName) where.push(sql`lower(${providers.prvName}) LIKE ${like(filter.facilityName)}`, ne(providers.prvProviderType, 'P'));
  if (filter.physicianFirstName) where.push(sql`lower(${providers.phyFirstName}) LIKE ${like(filter.physicianFirstName)}`);
  if (filter.physicianLastName) where.push(sql`lower(${providers.phyLastName}) LIKE ${like(filter.physicianLastName)}`);
  return db
    .select({ prvId: providers.prvId, prvName: providers.prvName, prvProviderType: providers.prvProviderType, prvTaxId: providers.prvTaxId })
    .from(providers)
    .where(and(...where))
    .orderBy(asc(providers.prvName), asc(providers.prvId))
    .limit(200);
}

/** One provider by id, with its TIN and type; null when none. */
export async function findProvider(db: DbOrTx, prvId: number) {
  const [row] = await db
    .select({ prvId: providers.prvId, prvName: providers.prvName, prvProviderType: providers.prvProviderType, prvTaxId: providers.prvTaxId })
    .from(providers)
    .where(eq(providers.prvId, prvId))
    .limit(1);
  return row ?? null;
}

/** The providers of a TIN among these ids, by name. */
export async function providersOfFtin(db: DbOrTx, ftin: string, prvIds: number[]) {
  if (!prvIds.length) return [];
  return db
    .select({ prvId: providers.prvId, prvName: providers.prvName, prvProviderType: providers.prvProviderType })
    .from(providers)
    .where(and(eq(providers.prvTaxId, ftin), inArray(providers.prvId, prvIds)))
    .orderBy(asc(providers.prvName), asc(providers.prvId));
}
