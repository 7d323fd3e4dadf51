import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { amrValues, factorRequiredTypes, secondStepRule, type FactorMethod, type SecondStep } from '@wcpp/contract';
import type { Db } from '../../db/client';
import { signInTickets } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/secrets';
import type { UserRow } from '../../identity/users';
import { confirmApp, hasFactor, useAppCode, useRecoveryCode, type FactorState } from './factors';
import type { FactorKey } from '../../config';

/**
 * The second step of a sign-in (issue 46 §1): a right password for an account that has, or must set
 * up, a second factor earns a single-use ticket that lives secondStepRule.ticketMinutes; the token
 * follows the factor.
 */

const requiredTypes = new Set<string>(factorRequiredTypes);

/** Whether a browser may be remembered for this account: never for internal administrators. */
export const mayRemember = (user: { typeCd: string }) => !requiredTypes.has(user.typeCd);

/** A right password's ticket, and what the second step may answer with. */
export async function issueTicket(db: Db, user: UserRow, via: 'password' | 'sso', state: FactorState, now = new Date()): Promise<SecondStep> {
  const ticket = randomToken();
  await db.insert(signInTickets).values({
    ticketHash: sha256(ticket),
    userInfoId: user.id,
    via,
    expiresAt: new Date(now.getTime() + secondStepRule.ticketMinutes * 60_000),
  });
  const enrol = !hasFactor(state);
  const methods: FactorMethod[] = enrol ? [] : ['totp', ...(state.recoveryLeft > 0 ? (['recovery'] as const) : [])];
  return { ticket, expiresInSeconds: secondStepRule.ticketMinutes * 60, methods, enrol, mayRemember: mayRemember(user) };
}

/** The ticket's account and first step, while it is unused and young; null otherwise. */
export async function readTicket(db: Db, ticket: string, now = new Date()): Promise<{ userId: number; via: 'password' | 'sso' } | null> {
  const [row] = await db
    .select({ userId: signInTickets.userInfoId, via: signInTickets.via })
    .from(signInTickets)
    .where(and(eq(signInTickets.ticketHash, sha256(ticket)), isNull(signInTickets.usedAt), gt(signInTickets.expiresAt, now)));
  return row ? { userId: row.userId, via: row.via === 'sso' ? 'sso' : 'password' } : null;
}

/** Spends the ticket in one conditional UPDATE: true for the one request that does. */
export async function spendTicket(db: Db, ticket: string, now = new Date()): Promise<boolean> {
  const spent = await db
    .update(signInTickets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInTickets.ticketHash, sha256(ticket)), isNull(signInTickets.usedAt), gt(signInTickets.expiresAt, now)))
    .returning({ hash: signInTickets.ticketHash });
  return spent.length > 0;
}

export interface FactorOutcome {
  /** RFC 8176 amr of the whole sign-in. */
  amr: string[];
  /** Recovery codes made with a first factor, to show once. */
  recoveryCodes: string[] | null;
  recoveryUsed: boolean;
}

/**
 * Judges a code for an account: its app's code, or a recovery code; while the account has no factor,
 * the code of its waiting app, which then becomes its app. Null when the code is wrong (or already used).
 */
export async function judgeFactor(db: Db, keys: FactorKey[], userId: number, state: FactorState, method: FactorMethod, code: string): Promise<FactorOutcome | null> {
  const amr = [amrValues.password, amrValues.oneTimeCode, amrValues.multiFactor];
  if (method === 'recovery') {
    return hasFactor(state) && (await useRecoveryCode(db, keys, userId, code)) ? { amr, recoveryCodes: null, recoveryUsed: true } : null;
  }
  if (hasFactor(state)) return (await useAppCode(db, keys, userId, code)) ? { amr, recoveryCodes: null, recoveryUsed: false } : null;
  const waitingId = await useAppCode(db, keys, userId, code, true);
  if (!waitingId) return null;
  const confirmed = await confirmApp(db, keys, userId, waitingId);
  return confirmed ? { amr, recoveryCodes: confirmed.recoveryCodes, recoveryUsed: false } : null;
}
