import { and, asc, eq, sql } from 'drizzle-orm';
import type { ClaimSearchRequest } from '@wcpp/contract';
import type { Db } from '../../db/client';
import { bills, claims } from '../../db/schema';
import type { TinScope } from '../../identity/tin-scope';

const MAX_CLAIMS = 200;
/** Every claim search uses all four (the first name as a prefix with the wildcard Y). */
export const claimSearchFields = ['claimantFirstName', 'claimantLastName', 'claimantDOB', 'doi'];

const p = sql.placeholder;
type Variant = { wildcard: boolean; allTins: boolean };

/** One statement per variant (first name exact or prefix; every TIN or the caller's), prepared once per database. */
const prepareSearch = (db: Db, { wildcard, allTins }: Variant) =>
  db
    .select({
      claimNumber: claims.claimNumber,
      claimantFirstName: claims.claimantFirstName,
      claimantLastName: claims.claimantLastName,
      claimantDOB: claims.claimantDob,
      claimantDOI: claims.claimantDoi,
      stateOfJurisdiction: claims.stateOfJurisdiction,
      claimantGender: claims.claimantGender,
    })
    .from(claims)
    .where(
      and(
        sql`lower(${claims.claimantLastName}) = ${p('lastName')}`,
        eq(claims.claimantDob, p('dob')),
        eq(claims.claimantDoi, p('doi')),
        wildcard ? sql`lower(${claims.claimantFirstName}) LIKE ${p('firstName')}` : sql`lower(${claims.claimantFirstName}) = ${p('firstName')}`,
        allTins ? undefined : sql`EXISTS (SELECT 1 FROM ${bills} WHERE ${bills.claimId} = ${claims.id} AND ${bills.ftin} = ANY(string_to_array(${p('tins')}, ',')))`,
      ),
    )
    .orderBy(asc(claims.claimantFirstName), asc(claims.claimNumber))
    .limit(MAX_CLAIMS)
    .prepare(`claim_search_${wildcard ? 'prefix' : 'exact'}_${allTins ? 'all' : 'tins'}`);
const statements = new WeakMap<Db, Map<string, ReturnType<typeof prepareSearch>>>();

function statement(db: Db, variant: Variant) {
  const key = `${variant.wildcard}-${variant.allTins}`;
  let ofDb = statements.get(db);
  if (!ofDb) statements.set(db, (ofDb = new Map()));
  let prepared = ofDb.get(key);
  if (!prepared) ofDb.set(key, (prepared = prepareSearch(db, variant)));
  return prepared;
}

/**
 * Claims of one claimant: exact last name, date of birth and date of injury, and the first name
 * exactly or (wildcard Y) as a prefix, so the search cannot browse claims. A provider user sees only
 * claims with a bill under one of their TINs. docs/decisions/016-bill-search.md. One prepared
 * statement per call (docs/decisions/034-request-path-speed.md).
 */
export async function searchClaims(db: Db, request: ClaimSearchRequest, scope: TinScope) {
  if (!scope.all && scope.tins.size === 0) return [];
  const wildcard = request.wildCardFstName === 'Y';
  const firstName = request.claimantFirstName.toLowerCase();
  return statement(db, { wildcard, allTins: scope.all }).execute({
    lastName: request.claimantLastName.toLowerCase(),
    dob: request.claimantDOB,
    doi: request.doi,
    firstName: wildcard ? firstName.replace(/[\\%_]/g, (c) => `\\${c}`) + '%' : firstName,
    tins: scope.all ? undefined : [...scope.tins].join(','),
  });
}
