import { randomInt } from 'node:crypto';
import { and, count, eq, inArray, isNotNull, isNull, lt, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import { factorRequiredTypes, recoveryCodeRule, normalizeCode, type FactorMethod } from '@wcpp/contract';
import type { FactorKey } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { groups, passkeyChallenges, passkeys, recoveryCodes, secondFactors, users } from '../../db/schema';
import { codeHashes, openSecret, sealSecret } from '../../lib/factor-keys';
import { enrolmentOf, matchingStep, newTotpSecret } from './totp';

/**
 * An account's second factors (issue 46): the authenticator app and the recovery codes. Secrets are
 * sealed with the factor keys; codes are compared in one statement each, so a code is used once however
 * many requests bring it at the same moment.
 */

export interface FactorState {
  /** The confirmed app, if any. */
  app: { id: number; createdAt: Date; lastUsedAt: Date | null } | null;
  /** How many passkeys (or security keys) the account has. */
  passkeys: number;
  recoveryLeft: number;
  recoveryCreatedAt: Date | null;
  /** The account must have a second factor: its type, or its group's rule. */
  required: boolean;
  /**
   * The confirmed app's sealed secret, read in the same round trip so that its code needs no second
   * read (useAppCode). Only for the server's check: no answer carries it.
   */
  sealedApp?: { id: number; secretEnc: string };
}

const requiredTypes = new Set<string>(factorRequiredTypes);

/**
 * The columns of an account's factor state, for the account whose id and group are these (a value, or a
 * column of the statement they join): readTicket reads them with the ticket, in the same round trip.
 */
export const factorStateColumns = (userId: number | SQLWrapper, grpInfoId: number | null | SQLWrapper) => ({
  appId: secondFactors.id,
  appCreated: secondFactors.confirmedAt,
  appUsed: secondFactors.lastUsedAt,
  appSealed: secondFactors.secretEnc,
  passkeys: sql<number>`(SELECT count(*)::int FROM passkey p WHERE p.user_info_id = ${userId})`,
  recoveryLeft: sql<number>`(SELECT count(*)::int FROM recovery_code r WHERE r.user_info_id = ${userId} AND r.used_at IS NULL)`,
  recoveryCreated: sql<string | null>`(SELECT max(r.created_at) FROM recovery_code r WHERE r.user_info_id = ${userId})`,
  groupRequires: sql<boolean>`coalesce((SELECT g.require_second_factor FROM grp_info g WHERE g.grp_info_id = ${grpInfoId}), false)`,
});

/** The join of the account's confirmed app (one at most) to the statement of factorStateColumns. */
export const confirmedAppOf = (userId: number | SQLWrapper) =>
  and(eq(secondFactors.userInfoId, userId as number), eq(secondFactors.kind, 'TOTP'), isNotNull(secondFactors.confirmedAt));

type StateRow = { [K in keyof ReturnType<typeof factorStateColumns>]: unknown };

/** The factor state of a row of factorStateColumns, for an account of this type. */
export function toFactorState(row: StateRow | undefined, typeCd: string): FactorState {
  const appId = row?.appId as number | null | undefined;
  return {
    app: appId ? { id: appId, createdAt: row!.appCreated as Date, lastUsedAt: row!.appUsed as Date | null } : null,
    sealedApp: appId && row!.appSealed ? { id: appId, secretEnc: row!.appSealed as string } : undefined,
    passkeys: Number(row?.passkeys ?? 0),
    recoveryLeft: Number(row?.recoveryLeft ?? 0),
    recoveryCreatedAt: row?.recoveryCreated ? new Date(row.recoveryCreated as string) : null,
    required: requiredTypes.has(typeCd) || Boolean(row?.groupRequires),
  };
}

/** One round trip: the account's app, its passkeys, its recovery codes left and whether its group requires a factor. */
export async function factorState(db: DbOrTx, user: { id: number; typeCd: string; grpInfoId: number | null }): Promise<FactorState> {
  const [row] = await db
    .select(factorStateColumns(user.id, user.grpInfoId))
    .from(sql`(SELECT 1) one`)
    .leftJoin(secondFactors, confirmedAppOf(user.id));
  return toFactorState(row, user.typeCd);
}

/** Whether the account has any second factor to answer with (recovery codes count only beside a factor). */
export const hasFactor = (state: FactorState) => state.app !== null || state.passkeys > 0;

/** The ways the account proves its second factor, the strongest first (recovery codes only beside a factor). */
export function factorMethods(state: FactorState): FactorMethod[] {
  if (!hasFactor(state)) return [];
  return [...(state.passkeys > 0 ? (['passkey'] as const) : []), ...(state.app ? (['totp'] as const) : []), ...(state.recoveryLeft > 0 ? (['recovery'] as const) : [])];
}

/**
 * A new app key, waiting for its first code: the one waiting before is replaced, so an account holds at
 * most one waiting key, however often it starts.
 */
export async function startApp(db: Db, keys: FactorKey[], user: { id: number; userNm: string }) {
  const secret = newTotpSecret();
  const secretEnc = sealSecret(keys, secret);
  // One statement, so parallel starts leave one waiting key (the last), never a unique-index failure.
  await db
    .insert(secondFactors)
    .values({ userInfoId: user.id, kind: 'TOTP', secretEnc })
    .onConflictDoUpdate({
      target: secondFactors.userInfoId,
      targetWhere: sql`${secondFactors.kind} = 'TOTP' AND ${secondFactors.confirmedAt} IS NULL`,
      set: { secretEnc, lastStep: null, createdAt: sql`now()` },
    });
  return enrolmentOf(secret, user.userNm);
}

/**
 * Judges a code against the app (`waiting`: the key still waiting for its first code) and, when it is
 * right, takes its time step in one conditional UPDATE: a code of a step already used, or used by a
 * request at the same moment, is refused (RFC 6238 §5.2). Returns the factor's id, or null.
 */
export async function useAppCode(
  db: DbOrTx,
  keys: FactorKey[],
  userId: number,
  typed: string,
  waiting = false,
  now = Date.now(),
  known?: { id: number; secretEnc: string },
): Promise<number | null> {
  const [factor] = known && !waiting
    ? [known]
    : await db
        .select({ id: secondFactors.id, secretEnc: secondFactors.secretEnc })
        .from(secondFactors)
        .where(and(eq(secondFactors.userInfoId, userId), eq(secondFactors.kind, 'TOTP'), waiting ? isNull(secondFactors.confirmedAt) : isNotNull(secondFactors.confirmedAt)));
  const secret = factor?.secretEnc ? openSecret(keys, factor.secretEnc) : null;
  if (!factor || !secret) return null;
  const step = matchingStep(secret, typed, now);
  if (step === null) return null;
  const [taken] = await db
    .update(secondFactors)
    .set({ lastStep: step, lastUsedAt: new Date(now) })
    .where(and(eq(secondFactors.id, factor.id), or(isNull(secondFactors.lastStep), lt(secondFactors.lastStep, step))))
    .returning({ id: secondFactors.id });
  return taken ? taken.id : null;
}

/**
 * The waiting key becomes the account's app (an app before it is removed). With no recovery codes left,
 * ten come with it: returned once, to be shown once. Null when the key was confirmed meanwhile.
 */
export async function confirmApp(db: Db, keys: FactorKey[], userId: number, waitingId: number): Promise<{ recoveryCodes: string[] | null } | null> {
  return db.transaction(async (tx) => {
    // Two right codes confirmed at the same moment: the second waits here, then finds the key confirmed.
    const [waiting] = await tx
      .select({ id: secondFactors.id })
      .from(secondFactors)
      .where(and(eq(secondFactors.id, waitingId), isNull(secondFactors.confirmedAt)))
      .for('update');
    if (!waiting) return null;
    await tx.delete(secondFactors).where(and(eq(secondFactors.userInfoId, userId), eq(secondFactors.kind, 'TOTP'), isNotNull(secondFactors.confirmedAt)));
    await tx.update(secondFactors).set({ confirmedAt: sql`now()` }).where(eq(secondFactors.id, waitingId));
    const [left] = await tx.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userInfoId, userId), isNull(recoveryCodes.usedAt)));
    return { recoveryCodes: Number(left?.n ?? 0) === 0 ? await replaceRecoveryCodes(tx, keys, userId) : null };
  });
}

/**
 * Removes the app, or one passkey, of an account: 'gone' when there was none, 'last' when it is the
 * last factor of an account that must keep one. The account's row is locked meanwhile, so two removals
 * at the same moment (the app and the last passkey) never leave such an account with none.
 */
export async function removeFactor(db: Db, user: { id: number; typeCd: string; grpInfoId: number | null }, factor: { kind: 'app' } | { kind: 'passkey'; id: number }): Promise<'removed' | 'gone' | 'last'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const state = await factorState(tx, user);
    const [owned] =
      factor.kind === 'app'
        ? state.app ? [state.app] : []
        : await tx.select({ id: passkeys.id }).from(passkeys).where(and(eq(passkeys.id, factor.id), eq(passkeys.userInfoId, user.id)));
    if (!owned) return 'gone';
    const left = (state.app ? 1 : 0) + state.passkeys - 1;
    if (state.required && left === 0) return 'last';
    if (factor.kind === 'app') await tx.delete(secondFactors).where(and(eq(secondFactors.userInfoId, user.id), eq(secondFactors.kind, 'TOTP')));
    else await tx.delete(passkeys).where(eq(passkeys.id, factor.id));
    return 'removed';
  });
}

const recoveryCode = () => {
  const { alphabet, groups: n, groupLength } = recoveryCodeRule;
  return Array.from({ length: n }, () => Array.from({ length: groupLength }, () => alphabet[randomInt(alphabet.length)]).join('')).join('-');
};

/** Ten new recovery codes; the old ones stop working. Returns them as shown, once. */
export async function replaceRecoveryCodes(db: DbOrTx, keys: FactorKey[], userId: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < recoveryCodeRule.count) codes.add(recoveryCode());
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userInfoId, userId));
  await db.insert(recoveryCodes).values([...codes].map((code) => ({ userInfoId: userId, codeHash: codeHashes(keys, normalizeCode(code))[0]! })));
  return [...codes];
}

/** Uses a recovery code in one conditional UPDATE: true once, for the first request that brings it. */
export async function useRecoveryCode(db: DbOrTx, keys: FactorKey[], userId: number, typed: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userInfoId, userId), inArray(recoveryCodes.codeHash, codeHashes(keys, normalizeCode(typed))), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** Removes every second factor, passkey and recovery code of an account (a reset by an administrator). */
export async function resetFactors(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(secondFactors).where(eq(secondFactors.userInfoId, userId));
  await db.delete(passkeys).where(eq(passkeys.userInfoId, userId));
  await db.delete(passkeyChallenges).where(eq(passkeyChallenges.userInfoId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userInfoId, userId));
}

/** A group's rule: every user of the group must have a second factor. */
export async function setGroupRequirement(db: DbOrTx, groupId: number, required: boolean): Promise<void> {
  await db.update(groups).set({ requireSecondFactor: required }).where(eq(groups.id, groupId));
}


export async function groupRequires(db: DbOrTx, groupId: number): Promise<boolean> {
  const [row] = await db.select({ required: groups.requireSecondFactor }).from(groups).where(eq(groups.id, groupId));
  return row?.required ?? false;
}

/** The group's active Provider Admins other than `exceptId`, with an address: those told of a reset. */
export async function groupAdmins(db: DbOrTx, groupId: number, exceptId: number): Promise<{ emailAddr: string; firstName: string }[]> {
  const rows = await db
    .select({ emailAddr: users.emailAddr, firstName: users.userFirstName })
    .from(users)
    .where(and(eq(users.grpInfoId, groupId), eq(users.typeCd, 'PRAD'), eq(users.statusCd, 'ACTIV'), ne(users.id, exceptId), isNotNull(users.emailAddr)));
  return rows.map((r) => ({ emailAddr: r.emailAddr!, firstName: r.firstName }));
}
