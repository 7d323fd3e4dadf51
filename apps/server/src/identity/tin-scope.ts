import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { isAdminType, scopeMessages } from '@wcpp/contract';
import type { DbOrTx } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { groupFtins, userFtins } from '../db/schema';
import { forbidden } from '../lib/errors';

/** The user a TIN scope is judged on: the effective (mirrored) user of a request. */
export interface ScopeUser {
  id: number;
  typeCd: string;
  grpInfoId: number | null;
}

/** The TINs whose bills, claims and payments a user may see: every TIN for an internal administrator, else a set. */
export type TinScope = { all: true } | { all: false; tins: Set<string> };

/**
 * One TIN of a user's own list (the Bill Search checkboxes), with when it became theirs (ISO 8601, UTC,
 * as Date.toISOString) and the nickname the user's group gave it (decision 063), if any.
 */
export interface OwnTin {
  ftin: string;
  createdDate: string | null;
  nickname: string | null;
}

/**
 * The one rule of "my TINs" (part 1 §6, docs/decisions/031-tin-scope.md, 047): a provider user's
 * active assigned TINs that their group still holds; a provider admin's also include the other active
 * TINs of their group, since they manage them. Sorted by TIN (part 2 §9). The Bill Search checkboxes
 * and every scope check use this list.
 */
export async function ownTins(db: DbOrTx, user: ScopeUser): Promise<OwnTin[]> {
  const group = user.typeCd === 'PRAD' ? user.grpInfoId : null;
  const rows = await ownTinsStatement(db).execute({ userId: user.id, group, userGroup: user.grpInfoId });
  return rows
    .map((r) => ({ ftin: r.ftin, createdDate: r.createdDate ? r.createdDate.toISOString() : null, nickname: r.nickname }))
    .sort((a, b) => a.ftin.localeCompare(b.ftin));
}

// The rule's two halves, for a user id, the user's group and the group a provider admin manages
// (null unless a provider admin), parameters (ownTins) or columns of the session statement
// (ownTinsSql): the assigned active TINs that the user's group still holds (a TIN leaving the group
// leaves its users' scope even if an assignment outlived it), and the group's active TINs not
// assigned. Decisions 034, 047.
type Value = SQL | ReturnType<typeof sql.placeholder>;
const assigned = (userId: Value, userGroup: Value) =>
  and(
    eq(userFtins.userInfoId, userId),
    eq(userFtins.activeFlag, true),
    sql`EXISTS (SELECT 1 FROM ${groupFtins} WHERE ${groupFtins.grpInfoId} = ${userGroup} AND ${groupFtins.ftin} = ${userFtins.ftin} AND ${groupFtins.inactiveDate} IS NULL)`,
  );
const ofGroup = (userId: Value, group: Value) =>
  and(
    eq(groupFtins.grpInfoId, group),
    isNull(groupFtins.inactiveDate),
    sql`NOT EXISTS (SELECT 1 FROM ${userFtins} WHERE ${userFtins.userInfoId} = ${userId} AND ${userFtins.activeFlag} AND ${userFtins.ftin} = ${groupFtins.ftin})`,
  );

/** The nickname the user's group gave an assigned TIN (the group's row of it is active: `assigned` checks that). */
const nicknameOf = (userGroup: Value) =>
  // Written out with an alias: drizzle names a single table's columns without it, which would read
  // the outer user_ftin's ftin as the subquery's own.
  sql<string | null>`(SELECT named.nickname FROM grp_ftin named WHERE named.grp_info_id = ${userGroup} AND named.ftin = "user_ftin"."ftin" AND named.inactive_dt IS NULL)`;

// One statement, prepared once per database.
const p = sql.placeholder;
const ownTinsStatement = preparedQuery((db: DbOrTx) =>
  db
    .select({ ftin: userFtins.ftin, createdDate: userFtins.createdDate, nickname: nicknameOf(p('userGroup')).as('nickname') })
    .from(userFtins)
    .where(assigned(p('userId'), p('userGroup')))
    .unionAll(
      db.select({ ftin: groupFtins.ftin, createdDate: groupFtins.addedDate, nickname: groupFtins.nickname }).from(groupFtins).where(ofGroup(p('userId'), p('group'))),
    )
    .prepare('own_tins'),
);

/**
 * The same rule as SQL (a query of three columns, ftin, created and nickname) for a user id and group given as
 * expressions of an outer query: the session statement reads the effective user's TINs with it in
 * the same round trip (identity/sessions.ts), so neither a search's scope nor the user's own TIN
 * list (GET /ftin/userFtins) needs a second statement.
 */
export function ownTinsSql(userId: SQL, group: SQL, userGroup: SQL): SQL {
  const qb = new QueryBuilder();
  return qb
    .select({ ftin: userFtins.ftin, created: sql`${userFtins.createdDate}`.as('created'), nickname: nicknameOf(userGroup).as('nickname') })
    .from(userFtins)
    .where(assigned(userId, userGroup))
    .unionAll(
      qb
        .select({ ftin: groupFtins.ftin, created: sql`${groupFtins.addedDate}`.as('created'), nickname: sql<string | null>`${groupFtins.nickname}`.as('nickname') })
        .from(groupFtins)
        .where(ofGroup(userId, group)),
    )
    .getSQL();
}

/** The scope of a user: all TINs for IRAD/ISAD, else the user's own TINs (ownTins). */
export async function tinScopeOf(db: DbOrTx, user: ScopeUser): Promise<TinScope> {
  if (isAdminType(user.typeCd)) return { all: true };
  return { all: false, tins: new Set((await ownTins(db, user)).map((t) => t.ftin)) };
}

export function inScope(scope: TinScope, ftin: string): boolean {
  return scope.all || scope.tins.has(ftin);
}

/**
 * Refuses (never filters silently) a request naming a TIN outside the user's scope. The message names no
 * TIN: a TIN found from something else the caller sent (a provider id, a rate code) must not be told back
 * (a security review learnt other groups' TINs from guessed provider ids, decision 076).
 */
export function assertInScope(scope: TinScope, ftins: string[]): void {
  if (ftins.some((ftin) => !inScope(scope, ftin))) throw forbidden('TIN_NOT_IN_SCOPE', scopeMessages.tinNotInScope);
}
