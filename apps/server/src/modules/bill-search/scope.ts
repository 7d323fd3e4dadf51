import { and, eq, isNull } from 'drizzle-orm';
import { isAdminType } from '@wcpp/contract';
import type { Db } from '../../db/client';
import { groupFtins, userFtins } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { AuthUser } from '../../plugins/context';

/** The TINs whose bills a user may see: every TIN for an internal administrator, else a set. */
export type TinScope = { all: true } | { all: false; tins: Set<string> };

/**
 * Part 1 §6 and issue scope rules, judged on the effective (mirrored) user: a provider user sees the
 * TINs assigned to them; a provider admin also sees the active TINs of their group; internal
 * administrators see every TIN. See docs/decisions/016-bill-search.md.
 */
export async function tinScope(db: Db, user: AuthUser): Promise<TinScope> {
  if (isAdminType(user.typeCd)) return { all: true };
  const own = await db
    .select({ ftin: userFtins.ftin })
    .from(userFtins)
    .where(and(eq(userFtins.userInfoId, user.id), eq(userFtins.activeFlag, true)));
  const tins = new Set(own.map((r) => r.ftin));
  if (user.typeCd === 'PRAD' && user.grpInfoId !== null) {
    const group = await db
      .select({ ftin: groupFtins.ftin })
      .from(groupFtins)
      .where(and(eq(groupFtins.grpInfoId, user.grpInfoId), isNull(groupFtins.inactiveDate)));
    group.forEach((r) => tins.add(r.ftin));
  }
  return { all: false, tins };
}

export function inScope(scope: TinScope, ftin: string): boolean {
  return scope.all || scope.tins.has(ftin);
}

/** Refuses (never filters silently) a request naming a TIN outside the user's scope. */
export function assertInScope(scope: TinScope, ftins: string[]): void {
  const outside = ftins.filter((ftin) => !inScope(scope, ftin));
  if (outside.length) throw forbidden('TIN_NOT_IN_SCOPE', `You do not have access to TIN ${outside.join(', ')}.`);
}
