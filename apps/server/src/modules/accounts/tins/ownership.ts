import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { groupTinMessage } from '@wcpp/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { groupFtins, tinClaims, userFtins } from '../../../db/schema';
import { groupHasFtin, isFtinRestricted } from './group-tins';
import { sha256 } from '../../../lib/secrets';
import { isBillOfFtin, isFtinOfAnyBill } from '../../bill-search/service';
import { isFtinOfAnyProvider, isProviderOfFtin } from '../../providers/service';
import { lockGroup, lockTinHolders } from '../group-lock';
import { boundedGuess, guessOnRow, takeAllowance, type AttemptPolicy, type Counter } from '../../../db/counters';
import { refuse } from '../refusals';
import { MAX_PROOF_FAILURES, releaseProof, reserveProof, spendToken, type TokenRow } from '../registration-token';
import { tellHolders } from './notices';
import { addressKey } from '../../../lib/client-address';

/**
 * TIN ownership, one home (docs/decisions/024, 047): what proves a TIN, how wrong proofs are counted,
 * and how a proven TIN joins a group: at once when no other group holds it, else as a claim that a
 * holder (or an internal system administrator) approves.
 */

/** Wrong proofs of one TIN by callers outside the groups holding it, before it refuses them for a day. */
export const TIN_PROOF_POLICY: AttemptPolicy = { max: 10, windowMinutes: 1440, blockMinutes: 1440 };
/** Wrong proofs one administrator may make (Manage TINs, ADD TIN) before a day's pause. */
export const ADMIN_PROOF_POLICY: AttemptPolicy = { max: 10, windowMinutes: 1440, blockMinutes: 1440 };
/** Wrong proofs from one address (registration links), across links, before a day's pause. */
export const ADDRESS_PROOF_POLICY: AttemptPolicy = { max: 20, windowMinutes: 1440, blockMinutes: 1440 };

export const tinCounter = (ftin: string): Counter => ({ key: `tin:${ftin}`, policy: TIN_PROOF_POLICY });
export const adminProofCounter = (userNm: string): Counter => ({ key: `tin-admin:${userNm.toLowerCase()}`, policy: ADMIN_PROOF_POLICY });
export const addressProofCounter = (ip: string): Counter => ({ key: `tin-address:${addressKey(ip)}`, policy: ADDRESS_PROOF_POLICY });

/** A TIN proof: the TIN with a bill control number or a provider id on file under it. */
export interface TinProof {
  ftin: string;
  bcn: string | null;
  cpdId: string | null;
}

/** Who proves, as the counters see it. */
export interface ProofCaller {
  /** The caller's own counters: the administrator's, the address's (the link counts on its row). */
  counters: Counter[];
  /**
   * Whether the TIN's own counter applies. It does not for a caller the holders stand behind (an
   * invitee of a holding group) or an internal system administrator: strangers' wrong proofs never
   * refuse their right one.
   */
  countTin: boolean;
  /** The TINs the proof must be one of (an invitee: those its administrator assigned), or null. */
  allowed: string[] | null;
}

export const proofKind = (p: TinProof) => (p.bcn ? 'BCN' : 'CPD');

/** What the server stores of a proof it verified (never the numbers themselves), bound to the link. */
export const proofHash = (tokenId: number, p: TinProof) => sha256(`${tokenId}|${p.ftin}|${p.bcn ? `bcn:${p.bcn}` : `cpd:${Number(p.cpdId)}`}`);

/** The part 2 §8 code of a wrong proof, or null when the proof holds (and the TIN is one the caller may prove). */
async function proofRefusal(db: DbOrTx, p: TinProof, allowed: string[] | null) {
  const known = async () => (await isFtinOfAnyBill(db, p.ftin)) || (await isFtinOfAnyProvider(db, p.ftin));
  if (p.bcn) {
    if (!(await isBillOfFtin(db, p.ftin, p.bcn))) return (await known()) ? 'VALID_FTIN_INVALID_BCN' : 'INVALID_FTIN_BCN';
  } else if (!(await isProviderOfFtin(db, p.ftin, Number(p.cpdId)))) {
    return (await known()) ? 'VALID_FTIN_INVALID_CPDID' : 'INVALID_FTIN_CPDID';
  }
  if (allowed !== null && !allowed.includes(p.ftin)) return p.bcn ? 'INVALID_FTIN_BCN' : 'INVALID_FTIN_CPDID';
  return null;
}

/** 429 TIN_PROOF_ATTEMPTS: a counter of this proof is blocked; nothing was evaluated. */
export const tooManyProofs = () => refuse(429, 'TIN_PROOF_ATTEMPTS');

/**
 * Proves a TIN as one bounded guess: the caller's counters and (for outsiders) the TIN's are reserved
 * before the proof is evaluated and given back when it holds. Throws the part 2 §8 code of a wrong
 * proof (400), or TIN_PROOF_ATTEMPTS (429) while a counter is blocked.
 */
export async function proveTin(db: DbOrTx, proof: TinProof, caller: ProofCaller, now: Date): Promise<void> {
  const counters = caller.countTin ? [...caller.counters, tinCounter(proof.ftin)] : caller.counters;
  const refusal = await boundedGuess(db, counters, now, () => proofRefusal(db, proof, caller.allowed), tooManyProofs);
  if (refusal) throw refuse(400, refusal);
}

/**
 * A registration's proof: one guess on the link's own counter (MAX_PROOF_FAILURES spend it) around
 * proveTin. A blocked counter leaves the link its try, as nothing was evaluated.
 */
export async function proveTinWithLink(db: DbOrTx, token: TokenRow, proof: TinProof, caller: ProofCaller, now: Date): Promise<void> {
  const guess = await guessOnRow({
    reserve: () => reserveProof(db, token.id, now),
    evaluate: async () => {
      try {
        await proveTin(db, proof, caller, now);
        return null;
      } catch (err) {
        // A blocked counter evaluated nothing: the link keeps its try.
        if ((err as { statusCode?: number }).statusCode === 429) await releaseProof(db, token.id);
        if (!(err instanceof AppError) || err.statusCode === 429) throw err;
        return err;
      }
    },
    release: () => releaseProof(db, token.id),
    reachedLimit: (row) => row.proofFailures >= MAX_PROOF_FAILURES,
    atLimit: async () => {
      await spendToken(db, token.id, now);
    },
  });
  if (!guess) throw refuse(400, 'INVALID_REGISTRATION_ACTIVATION_TOKEN');
  if (guess.refusal) throw guess.refusal;
}

/** The groups other than `except` that hold the TIN now. */
export async function holdingGroups(db: DbOrTx, ftin: string, except: number | null = null): Promise<number[]> {
  const rows = await db
    .select({ id: groupFtins.grpInfoId })
    .from(groupFtins)
    .where(and(eq(groupFtins.ftin, ftin), isNull(groupFtins.inactiveDate), except === null ? undefined : ne(groupFtins.grpInfoId, except)));
  return rows.map((r) => r.id);
}

/** Gives the group the TIN (or makes a removed one active again); the caller holds the group lock. */
export async function activateGroupFtin(tx: DbOrTx, grpInfoId: number, ftin: string, byUserNm: string): Promise<void> {
  await tx
    .insert(groupFtins)
    .values({ grpInfoId, ftin, lastUpdatedUserName: byUserNm })
    .onConflictDoUpdate({
      target: [groupFtins.grpInfoId, groupFtins.ftin],
      set: { inactiveDate: null, addedDate: sql`now()`, lastUpdatedUserName: byUserNm },
    });
}

export type TinClaimRow = typeof tinClaims.$inferSelect;

/** How a proven TIN joined a group. */
export type TinJoin =
  | { kind: 'added'; holders: number[] }
  | { kind: 'claimed'; claim: TinClaimRow; holders: number[] }
  | { kind: 'exists' }
  | { kind: 'pending' }
  | { kind: 'denied' }
  | { kind: 'too-many' }
  | { kind: 'unknown-group' };

/** Days after a denial during which the same group's new request for the TIN is refused. */
export const CLAIM_AFTER_DENIAL_DAYS = 30;
/** Requests a TIN's holders are told of in a day, and requests one group may make in a day. */
export const claimsOfTinCounter = (ftin: string): Counter => ({ key: `tin-claims:${ftin}`, policy: { max: 10, windowMinutes: 1440, blockMinutes: 1440 } });
export const claimsOfGroupCounter = (grpInfoId: number): Counter => ({ key: `group-claims:${grpInfoId}`, policy: { max: 10, windowMinutes: 1440, blockMinutes: 1440 } });

/**
 * The one rule of a proven TIN joining a group, inside the caller's transaction and under the group
 * lock: a TIN no other group holds is added at once; one that others hold becomes a pending claim,
 * unless an internal system administrator adds it. The holders are told either way (mail and bell).
 */
export async function joinTin(
  tx: DbOrTx,
  input: { grpInfoId: number; ftin: string; proofKind: string; byUserNm: string; byInternalAdmin: boolean },
  now: Date,
): Promise<TinJoin> {
  if (!(await lockGroup(tx, input.grpInfoId))) return { kind: 'unknown-group' };
  await lockTinHolders(tx, input.ftin);
  const holders = await holdingGroups(tx, input.ftin, null);
  if (holders.includes(input.grpInfoId)) return { kind: 'exists' };
  if (!holders.length || input.byInternalAdmin) {
    await activateGroupFtin(tx, input.grpInfoId, input.ftin, input.byUserNm);
    if (holders.length) await tellHolders(tx, 'added', input.ftin, input.grpInfoId, holders, now);
    return { kind: 'added', holders };
  }
  // Under the group lock: a request already waiting is not made twice, and a group asked to leave this
  // TIN alone is not heard again for a while; only then is the holders' allowance of mail taken.
  const since = new Date(now.getTime() - CLAIM_AFTER_DENIAL_DAYS * 86_400_000);
  const [earlier] = await tx
    .select({ status: tinClaims.status })
    .from(tinClaims)
    .where(and(eq(tinClaims.grpInfoId, input.grpInfoId), eq(tinClaims.ftin, input.ftin), or(eq(tinClaims.status, 'PENDING'), and(eq(tinClaims.status, 'DENIED'), gt(tinClaims.decidedAt, since)))))
    .limit(1);
  if (earlier) return { kind: earlier.status === 'PENDING' ? 'pending' : 'denied' };
  if (!(await takeAllowance(tx, claimsOfTinCounter(input.ftin), now)) || !(await takeAllowance(tx, claimsOfGroupCounter(input.grpInfoId), now))) return { kind: 'too-many' };
  const [claim] = await tx
    .insert(tinClaims)
    .values({ grpInfoId: input.grpInfoId, ftin: input.ftin, proofKind: input.proofKind, requestedBy: input.byUserNm, requestedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!claim) return { kind: 'pending' };
  await tellHolders(tx, 'claimed', input.ftin, input.grpInfoId, holders, now);
  return { kind: 'claimed', claim, holders };
}

/** The TINs an invited user may prove at registration: those assigned by its administrator (a Provider Admin: the group's). */
export async function invitedTins(db: DbOrTx, invited: { id: number; typeCd: string; grpInfoId: number | null }): Promise<string[]> {
  if (invited.grpInfoId === null) return [];
  if (invited.typeCd === 'PRAD') {
    const rows = await db.select({ ftin: groupFtins.ftin }).from(groupFtins).where(and(eq(groupFtins.grpInfoId, invited.grpInfoId), isNull(groupFtins.inactiveDate)));
    return rows.map((r) => r.ftin);
  }
  const rows = await db
    .select({ ftin: userFtins.ftin })
    .from(userFtins)
    .innerJoin(groupFtins, and(eq(groupFtins.ftin, userFtins.ftin), eq(groupFtins.grpInfoId, invited.grpInfoId), isNull(groupFtins.inactiveDate)))
    .where(and(eq(userFtins.userInfoId, invited.id), eq(userFtins.activeFlag, true)));
  return rows.map((r) => r.ftin);
}

/** Who adds a TIN in Manage TINs (or ADD TIN), judged on the effective user. */
export interface GroupTinActor {
  userNm: string;
  typeCd: string;
}

const groupTinRefusal = (status: number, code: string) => new AppError(status, code, groupTinMessage(code));

/**
 * Proves a TIN for a group (part 2 §5, §8): refused when restricted or already the group's, else one
 * bounded guess on the administrator's counter and, unless an internal system administrator proves
 * it, the TIN's. Throws with the Manage TINs catalogue's code and message.
 */
export async function proveGroupTin(db: DbOrTx, actor: GroupTinActor, grpInfoId: number, proof: TinProof, now: Date): Promise<void> {
  if (await isFtinRestricted(db, proof.ftin)) throw groupTinRefusal(400, 'FTIN_RESTRICTED_FOR_REGISTRATION');
  if (await groupHasFtin(db, grpInfoId, proof.ftin)) throw groupTinRefusal(409, 'TIN_EXISTS_INTGRP');
  try {
    await proveTin(db, proof, { counters: [adminProofCounter(actor.userNm)], countTin: actor.typeCd !== 'ISAD', allowed: null }, now);
  } catch (err) {
    if (err instanceof AppError) throw groupTinRefusal(err.statusCode, err.code);
    throw err;
  }
}

/**
 * Adds a proven TIN to a group by the one ownership rule (joinTin): added, or a claim that waits for
 * the holders. A TIN the group got meanwhile, or already asked for, is refused with its code.
 */
export async function addGroupTin(db: Db, actor: GroupTinActor, grpInfoId: number, proof: TinProof, now: Date): Promise<TinJoin> {
  await proveGroupTin(db, actor, grpInfoId, proof, now);
  const joined = await db.transaction((tx) =>
    joinTin(tx, { grpInfoId, ftin: proof.ftin, proofKind: proofKind(proof), byUserNm: actor.userNm, byInternalAdmin: actor.typeCd === 'ISAD' }, now),
  );
  if (joined.kind === 'exists' || joined.kind === 'unknown-group') throw groupTinRefusal(409, 'TIN_EXISTS_INTGRP');
  if (joined.kind === 'pending') throw groupTinRefusal(409, 'TIN_CLAIM_PENDING');
  if (joined.kind === 'denied') throw groupTinRefusal(409, 'TIN_CLAIM_DENIED');
  if (joined.kind === 'too-many') throw groupTinRefusal(429, 'TIN_CLAIM_LIMIT');
  return joined;
}
