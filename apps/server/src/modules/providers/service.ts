import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { locationAttributes, providerLicenses, providerLocations, providers, providerSpecialties } from '../../db/schema';

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

/** GET /provider/list/{tin}: the TIN's providers by name, narrowed by the Add TIN Provider dialog's options (at most 5,000: every provider of the largest TIN on file). */
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
    .limit(5000);
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

/**
 * The provider, which must be on file under the TIN the call names (the TIN judged in scope before):
 * an unknown id and a provider of another TIN both answer the call's own 404 text (decision 077).
 */
export async function providerOfTin(db: DbOrTx, prvId: number, ftin: string, notFoundText: string) {
  const provider = await findProvider(db, prvId);
  if (!provider || provider.prvTaxId !== ftin) throw notFound(notFoundText);
  return provider;
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

const addressOf = (l: { address: string; city: string; state: string; zip: string }) => `${l.address}, ${l.city}, ${l.state} ${l.zip}`;
const yn = (value: boolean) => (value ? 'Y' : 'N') as 'Y' | 'N';

/** A provider's whole row (the demographics' general information). */
export async function providerDetails(db: DbOrTx, prvId: number) {
  const [row] = await db.select().from(providers).where(eq(providers.prvId, prvId)).limit(1);
  return row ?? null;
}

/** A physician's specialties by rank. */
export async function providerSpecialtiesOf(db: DbOrTx, prvId: number) {
  return db
    .select({ specDesc: providerSpecialties.specDesc, srrRank: providerSpecialties.srrRank })
    .from(providerSpecialties)
    .where(eq(providerSpecialties.prvId, prvId))
    .orderBy(asc(providerSpecialties.srrRank), asc(providerSpecialties.specDesc));
}

/** A provider's locations, the primary first, each with what it offers (services, specialties, focuses, languages). */
async function locationsWithAttributes(db: DbOrTx, prvId: number) {
  const locations = await db
    .select()
    .from(providerLocations)
    .where(eq(providerLocations.prvId, prvId))
    .orderBy(desc(providerLocations.primary), asc(providerLocations.name), asc(providerLocations.ofcId));
  const attributes = locations.length
    ? await db
        .select({ ofcId: locationAttributes.ofcId, kind: locationAttributes.kind, description: locationAttributes.description })
        .from(locationAttributes)
        .where(inArray(locationAttributes.ofcId, locations.map((l) => l.ofcId)))
        .orderBy(asc(locationAttributes.description))
    : [];
  const of = (ofcId: number, kind: string) => attributes.filter((a) => a.ofcId === ofcId && a.kind === kind).map((a) => a.description);
  return locations.map((l) => ({ location: l, of: (kind: string) => of(l.ofcId, kind) }));
}

/** GET /provider/Phys/Loc/{id}: a physician's offices with their focus lists. */
export async function physicianLocationsOf(db: DbOrTx, prvId: number, ftin: string) {
  return (await locationsWithAttributes(db, prvId)).map(({ location: l, of }) => ({
    poflOfcId: l.ofcId,
    phoOfficeName: l.name,
    address: addressOf(l),
    ofcDirectoryPhoneNbr: l.phone,
    ofcFaxNbr: l.fax,
    ofcEmailAddress: l.email,
    ptcTaxId: ftin,
    poflAcceptWcPatientsFlag: yn(l.acceptWc),
    poflPrimaryOfficeFlag: yn(l.primary),
    details: of('FOCUS').map((focusShortDesc) => ({ focusShortDesc })),
  }));
}

/** GET /provider/facility/Loc/{id}: a facility's locations with their services, specialties, focuses and languages. */
export async function facilityLocationsOf(db: DbOrTx, prvId: number) {
  return (await locationsWithAttributes(db, prvId)).map(({ location: l, of }) => ({
    poflOfcId: l.ofcId,
    faclocDirectoryLocName: l.name,
    addressString: addressOf(l),
    faclocDirectoryPhoneNbr: l.phone,
    faclocFaxNbr: l.fax,
    faclocEmailAddress: l.email,
    flfAcceptWcPatients: yn(l.acceptWc),
    flfPrimaryLocationFlag: yn(l.primary),
    services: of('SERVICE').map((fsrShortDesc) => ({ fsrShortDesc })),
    specialties: of('SPECIALTY').map((specDesc) => ({ specDesc })),
    focuses: of('FOCUS').map((focusShortDesc) => ({ focusShortDesc })),
    languagues: of('LANGUAGE').map((lngLanguageName) => ({ lngLanguageName })),
  }));
}

/** A provider's licenses, the newest expiry first. */
export async function licensesOf(db: DbOrTx, prvId: number) {
  return db
    .select({
      prvId: providerLicenses.prvId,
      ltrLicenseType: providerLicenses.licenseType,
      plicStateCode: providerLicenses.stateCode,
      plicLicenseNbr: providerLicenses.licenseNbr,
      plicIssueDate: providerLicenses.issueDate,
      plicExpirationDate: providerLicenses.expirationDate,
      lsrStatus: providerLicenses.status,
    })
    .from(providerLicenses)
    .where(eq(providerLicenses.prvId, prvId))
    .orderBy(desc(providerLicenses.expirationDate), asc(providerLicenses.id));
}
