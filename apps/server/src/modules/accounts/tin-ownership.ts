import type { DbOrTx } from '../../db/client';
import { releaseAttempt, reserveAttempt, type AttemptPolicy } from './guesses';
import { sha256 } from '../../lib/secrets';
import { isBillOfFtin, isFtinOfAnyBill } from '../bill-search/service';
import { groupHasFtin } from './tins';
import { isFtinOfAnyProvider, isProviderOfFtin } from '../providers/service';
import { refuse, TIN_BLOCKED_CODE } from './refusals';
import { MAX_PROOF_FAILURES, releaseProof, reserveProof, spendToken, type TokenRow } from './registration-token';

/** Wrong proofs of one TIN, across all links, before the TIN refuses proofs for a day (docs/decisions/024). */
export const TIN_PROOF_POLICY: AttemptPolicy = { max: 10, windowMinutes: 1440, blockMinutes: 1440 };
export const tinCounterKey = (ftin: string) => `tin:${ftin}`;

/** A TIN proof: the TIN with a bill control number or a provider id on file under it. */
export interface TinProof {
  ftin: string;
  bcn: string | null;
  cpdId: string | null;
}

/** What the server stores of a proof it verified (never the numbers themselves), bound to the link. */
export const proofHash = (tokenId: number, p: TinProof) => sha256(`${tokenId}|${p.ftin}|${p.bcn ? `bcn:${p.bcn}` : `cpd:${Number(p.cpdId)}`}`);

/** The part 2 §8 code of a wrong proof, or null when the proof holds (and, for an invited user, the TIN is the group's). */
async function proofRefusal(db: DbOrTx, p: TinProof, groupId: number | null) {
  const known = async () => (await isFtinOfAnyBill(db, p.ftin)) || (await isFtinOfAnyProvider(db, p.ftin));
  if (p.bcn) {
    if (!(await isBillOfFtin(db, p.ftin, p.bcn))) return (await known()) ? 'VALID_FTIN_INVALID_BCN' : 'INVALID_FTIN_BCN';
  } else if (!(await isProviderOfFtin(db, p.ftin, Number(p.cpdId)))) {
    return (await known()) ? 'VALID_FTIN_INVALID_CPDID' : 'INVALID_FTIN_CPDID';
  }
  if (groupId !== null && !(await groupHasFtin(db, groupId, p.ftin))) return p.bcn ? 'INVALID_FTIN_BCN' : 'INVALID_FTIN_CPDID';
  return null;
}

/**
 * Proves a TIN under two counters, each reserved before the proof is evaluated so parallel guesses
 * cannot exceed them: the link's (MAX_PROOF_FAILURES spend it) and the TIN's across all links
 * (TIN_PROOF_POLICY, then TIN_BLOCKED_CODE for a day). A right proof gives both reservations back.
 * `groupId` is the invited user's group (its TINs only), null for a new group.
 */
export async function proveTin(db: DbOrTx, token: TokenRow, proof: TinProof, groupId: number | null, now: Date): Promise<void> {
  const failures = await reserveProof(db, token.id, now);
  if (failures === null) throw refuse(400, 'INVALID_REGISTRATION_ACTIVATION_TOKEN');
  const key = tinCounterKey(proof.ftin);
  if (!(await reserveAttempt(db, key, TIN_PROOF_POLICY, now))) {
    // Nothing was evaluated: the link keeps this try.
    await releaseProof(db, token.id);
    throw refuse(429, TIN_BLOCKED_CODE);
  }
  const refusal = await proofRefusal(db, proof, groupId);
  if (refusal) {
    if (failures >= MAX_PROOF_FAILURES) await spendToken(db, token.id, now);
    throw refuse(400, refusal);
  }
  await releaseProof(db, token.id);
  await releaseAttempt(db, key, TIN_PROOF_POLICY);
}

/** Wrong TIN proofs one administrator may make when adding TINs to a group, before a day's pause. */
export const ADMIN_PROOF_POLICY: AttemptPolicy = { max: 10, windowMinutes: 1440, blockMinutes: 1440 };

/**
 * Proves a TIN an administrator adds to a group (Manage TINs): the same proof and TIN counter as
 * registration, plus one counter per administrator, so nobody can try bill numbers across TINs
 * without limit. Throws the part 2 §8 code of a wrong proof; TIN_BLOCKED_CODE (429) while blocked.
 */
export async function proveTinForGroup(db: DbOrTx, actorUserNm: string, proof: TinProof, now: Date): Promise<void> {
  const keys = [tinCounterKey(proof.ftin), `tin-admin:${actorUserNm.toLowerCase()}`];
  const policies = [TIN_PROOF_POLICY, ADMIN_PROOF_POLICY];
  for (const [i, key] of keys.entries()) {
    if (!(await reserveAttempt(db, key, policies[i]!, now))) {
      for (const k of keys.slice(0, i)) await releaseAttempt(db, k, TIN_PROOF_POLICY);
      throw refuse(429, TIN_BLOCKED_CODE);
    }
  }
  const refusal = await proofRefusal(db, proof, null);
  if (refusal) throw refuse(400, refusal);
  for (const [i, key] of keys.entries()) await releaseAttempt(db, key, policies[i]!);
}
