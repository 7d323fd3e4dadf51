import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { registrationCodeMessages } from '@wcpp/contract';
import type { DbOrTx } from '../../db/client';
import { registrationTokens } from '../../db/schema';
import { matchesHash, sha256 } from '../../lib/secrets';
import { guessOnRow } from '../../db/counters';
import { refuse } from './refusals';

/** Wrong authentication codes before the link is spent. */
export const MAX_CODE_ATTEMPTS = 5;
/** Wrong TIN proofs before the link is spent (docs/decisions/024). */
export const MAX_PROOF_FAILURES = 5;

export type TokenRow = typeof registrationTokens.$inferSelect;

const t = registrationTokens;

/** A link that can still be used: not spent, not expired, neither counter at its limit. */
const usable = (now: Date) =>
  and(isNull(t.usedAt), gt(t.expiresAt, now), lt(t.failedAttempts, MAX_CODE_ATTEMPTS), lt(t.proofFailures, MAX_PROOF_FAILURES));

/** Why a link cannot be used: unknown, spent or at a limit → INVALID_REGISTRATION_ACTIVATION_TOKEN; expired → 410. */
async function unusable(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db.select().from(t).where(eq(t.tokenHash, tokenHash)).limit(1);
  if (!row || row.usedAt || row.failedAttempts >= MAX_CODE_ATTEMPTS || row.proofFailures >= MAX_PROOF_FAILURES) {
    return refuse(400, 'INVALID_REGISTRATION_ACTIVATION_TOKEN');
  }
  if (row.expiresAt <= now) return refuse(410, 'EXPIRED_TOKEN');
  return refuse(400, 'INVALID_REGISTRATION_ACTIVATION_TOKEN');
}

/** Spends the link if nobody has: one conditional update, so only one caller ever gets true. */
export async function spendToken(db: DbOrTx, tokenId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.id, tokenId), isNull(t.usedAt)))
    .returning({ id: t.id });
  return rows.length > 0;
}

/**
 * Finds the link and checks its authentication code, as one guess on the link's row (db/counters.ts
 * guessOnRow): reserved before it is evaluated, so parallel requests never evaluate more than
 * MAX_CODE_ATTEMPTS codes; a right code gives its reservation back, the last wrong one spends the link.
 */
export async function redeemableToken(db: DbOrTx, token: string, code: string, now: Date): Promise<TokenRow> {
  const tokenHash = sha256(token);
  const guess = await guessOnRow({
    reserve: async () => (await db.update(t).set({ failedAttempts: sql`${t.failedAttempts} + 1` }).where(and(eq(t.tokenHash, tokenHash), usable(now))).returning())[0],
    evaluate: async (row) => (matchesHash(code, row.authCodeHash) ? null : 'INVALID_TOKEN'),
    release: async (row) => {
      await db.update(t).set({ failedAttempts: sql`greatest(${t.failedAttempts} - 1, 0)` }).where(eq(t.id, row.id));
    },
    reachedLimit: (row) => row.failedAttempts >= MAX_CODE_ATTEMPTS,
    atLimit: async (row) => {
      await spendToken(db, row.id, now);
    },
  });
  if (!guess) throw await unusable(db, tokenHash, now);
  if (guess.refusal) throw refuse(400, 'INVALID_TOKEN', { authenticationCode: registrationCodeMessages.INVALID_TOKEN });
  return guess.row;
}

/** Counts one TIN-proof evaluation of the link (a failure until given back); undefined when the link was spent meanwhile. */
export async function reserveProof(db: DbOrTx, tokenId: number, now: Date): Promise<{ proofFailures: number } | undefined> {
  const [row] = await db
    .update(t)
    .set({ proofFailures: sql`${t.proofFailures} + 1` })
    // Not `usable`: this request's code is already verified, so other requests' code guesses in flight do not matter.
    .where(and(eq(t.id, tokenId), isNull(t.usedAt), gt(t.expiresAt, now), lt(t.proofFailures, MAX_PROOF_FAILURES)))
    .returning({ proofFailures: t.proofFailures });
  return row;
}

/** Gives a proof reservation back (the proof was right, or never evaluated). */
export async function releaseProof(db: DbOrTx, tokenId: number): Promise<void> {
  await db
    .update(t)
    .set({ proofFailures: sql`greatest(${t.proofFailures} - 1, 0)` })
    .where(eq(t.id, tokenId));
}

/** Remembers the proof answered with FTIN_ALREADY_REGISTERED: the popup's resubmission must repeat it. */
export async function recordVerifiedProof(db: DbOrTx, tokenId: number, proofHash: string): Promise<void> {
  await db
    .update(t)
    .set({ verifiedProofHash: proofHash })
    .where(and(eq(t.id, tokenId), isNull(t.usedAt)));
}
