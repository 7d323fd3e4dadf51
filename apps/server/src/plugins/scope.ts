import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { assertInScope, inScope, tinScopeOf, type TinScope } from '../identity/tin-scope';
import type { AppError } from '../lib/errors';

const memo = new WeakMap<FastifyRequest, Promise<TinScope>>();

/**
 * request.tinScope(): the effective user's TIN scope, read once per request however many checks a
 * handler makes (docs/decisions/031-tin-scope.md).
 */
export const scopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('tinScope', function tinScope(this: FastifyRequest): Promise<TinScope> {
    const auth = this.auth;
    if (!auth) return Promise.resolve({ all: false, tins: new Set<string>() });
    if (auth.tinScope) return Promise.resolve(auth.tinScope); // read with the session (decision 034)
    let scope = memo.get(this);
    if (!scope) memo.set(this, (scope = tinScopeOf(app.db, auth.effective)));
    return scope;
  });
});

/** What a refusal's audit row says besides its action: the call's own words (a provider id, a rate code). */
type RefusalDetail = Record<string, unknown>;

/**
 * The one refusal of TINs the caller named (a path, a query, a body): 403 TIN_NOT_IN_SCOPE with one
 * message that names no TIN, for a TIN another group holds and for one no one holds alike, with a
 * SCOPE_REFUSED audit row (docs/decisions/077-one-scope-refusal.md).
 */
export async function assertTinsInScope(request: FastifyRequest, ftins: string[], action: string, detail: RefusalDetail = {}): Promise<void> {
  const scope = await request.tinScope();
  try {
    assertInScope(scope, ftins);
  } catch (err) {
    await request.audit('SCOPE_REFUSED', ftins.join(','), { action, ...detail }, { records: { tins: ftins } });
    throw err;
  }
}

/**
 * The one refusal of a record named by id (a provider, a rate code, a bill, a claim, a payment): a
 * record outside the caller's scope answers as one that does not exist, the call's own not-found, and
 * both write the same SCOPE_REFUSED audit row (its target the record's TIN when there is one), so
 * the two do the same work (decision 077). `record` is what the lookup found, `null` when nothing; a
 * lookup that already judged the scope (claims, payments) passes `ftinOf` undefined.
 */
export async function recordInScope<T>(
  request: FastifyRequest,
  record: T | null | undefined,
  missing: () => AppError,
  action: string,
  detail: RefusalDetail = {},
  ftinOf?: (record: T) => string,
): Promise<T> {
  const scope = await request.tinScope();
  const ftin = record != null && ftinOf ? ftinOf(record) : null;
  if (record != null && (!ftinOf || inScope(scope, ftin!))) return record;
  await request.audit('SCOPE_REFUSED', ftin, { action, ...detail }, ftin ? { records: { tins: [ftin] } } : {});
  throw missing();
}
