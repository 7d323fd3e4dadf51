import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { amrValues, factorRequiredTypes, secondFactorAmr, secondStepRule, type PasskeyAssertion, type SecondStep } from '@wcpp/contract';
import type { Db } from '../../db/client';
import { secondFactors, signInTickets, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/secrets';
import type { UserRow } from '../../identity/users';
import { confirmApp, confirmedAppOf, factorMethods, factorStateColumns, hasFactor, toFactorState, useAppCode, useRecoveryCode, type FactorState } from './factors';
import type { FactorKey } from '../../config';
import { checkAssertion, findPasskey, passkeyAmr, type CeremonyPurpose, type PasskeyRefusal, type RelyingParty } from './passkeys';

/**
 * The second step of a sign-in (issue 46 §1): a right password for an account that has, or must set
 * up, a second factor earns a single-use ticket that lives secondStepRule.ticketMinutes; the token
 * follows the factor.
 */

const requiredTypes = new Set<string>(factorRequiredTypes);

/** Whether a browser may be remembered for this account: never for internal administrators. */
export const mayRemember = (user: { typeCd: string }) => !requiredTypes.has(user.typeCd);

/**
 * One rule for both identity providers (issue 46 §2): the IdP's ID token proved a second factor when
 * its `amr` names one (RFC 8176), or its `acr` is one the configuration says means one. Trusted only
 * while SSO_TRUST_MFA is 'true'.
 */
export function idpProvedFactor(config: { SSO_TRUST_MFA: 'true' | 'false'; SSO_MFA_ACR?: string[] }, amr: readonly string[], acr: string | null): boolean {
  if (config.SSO_TRUST_MFA !== 'true') return false;
  return amr.some((v) => secondFactorAmr.includes(v)) || (acr !== null && (config.SSO_MFA_ACR ?? []).includes(acr));
}

/** A right password's ticket, and what the second step may answer with. */
export async function issueTicket(db: Db, user: UserRow, via: 'password' | 'sso', state: FactorState, now = new Date()): Promise<SecondStep> {
  const ticket = randomToken();
  await db.insert(signInTickets).values({
    ticketHash: sha256(ticket),
    userInfoId: user.id,
    via,
    expiresAt: new Date(now.getTime() + secondStepRule.ticketMinutes * 60_000),
  });
  return { ticket, expiresInSeconds: secondStepRule.ticketMinutes * 60, methods: factorMethods(state), enrol: !hasFactor(state), mayRemember: mayRemember(user) };
}

/**
 * The ticket's account (its whole row), first step and factor state, in one statement, while the
 * ticket is unused and young; null otherwise.
 */
export async function readTicket(db: Db, ticket: string, now = new Date()): Promise<{ user: UserRow; via: 'password' | 'sso'; state: FactorState } | null> {
  const [row] = await db
    .select({ user: users, via: signInTickets.via, ...factorStateColumns(users.id, users.grpInfoId) })
    .from(signInTickets)
    .innerJoin(users, eq(users.id, signInTickets.userInfoId))
    .leftJoin(secondFactors, confirmedAppOf(users.id))
    .where(and(eq(signInTickets.ticketHash, sha256(ticket)), isNull(signInTickets.usedAt), gt(signInTickets.expiresAt, now)));
  return row ? { user: row.user, via: row.via === 'sso' ? 'sso' : 'password', state: toFactorState(row, row.user.typeCd) } : null;
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
  /** RFC 8176 amr of the proof (without the password's pwd: the caller adds how the sign-in began). */
  amr: string[];
  /** Recovery codes made with a first factor, to show once. */
  recoveryCodes: string[] | null;
  recoveryUsed: boolean;
}

/** What a person answers a second check with: a code (app or recovery) or a passkey's assertion. */
export type FactorAnswer = { method: 'totp' | 'recovery'; code: string } | { method: 'passkey'; credential: PasskeyAssertion };
export type FactorRefusal = 'INVALID_SECOND_FACTOR' | PasskeyRefusal;

/** What judging a factor needs beside the database: the factor keys and the passkeys' relying party. */
export interface FactorContext {
  keys: FactorKey[];
  rp: RelyingParty;
}

/**
 * Judges an answer for an account: a passkey's assertion for the ceremony's purpose, its app's code, or
 * a recovery code; while the account has no factor, the code of its waiting app, which then becomes its
 * app. The refusal when the answer is wrong (or already used).
 */
export async function judgeFactor(db: Db, ctx: FactorContext, userId: number, state: FactorState, answer: FactorAnswer, purpose: Exclude<CeremonyPurpose, 'register' | 'signIn'> = 'secondStep'): Promise<FactorOutcome | FactorRefusal> {
  const otp = [amrValues.oneTimeCode, amrValues.multiFactor];
  if (answer.method === 'passkey') {
    const row = await findPasskey(db, answer.credential.id, userId);
    if (!row) return 'PASSKEY_FAILED';
    const refusal = await checkAssertion(db, ctx.rp, purpose, row, answer.credential);
    return refusal ?? { amr: passkeyAmr(row), recoveryCodes: null, recoveryUsed: false };
  }
  const { code } = answer;
  if (answer.method === 'recovery') {
    return hasFactor(state) && (await useRecoveryCode(db, ctx.keys, userId, code)) ? { amr: otp, recoveryCodes: null, recoveryUsed: true } : 'INVALID_SECOND_FACTOR';
  }
  if (state.app) return (await useAppCode(db, ctx.keys, userId, code, false, Date.now(), state.sealedApp)) ? { amr: otp, recoveryCodes: null, recoveryUsed: false } : 'INVALID_SECOND_FACTOR';
  if (hasFactor(state)) return 'INVALID_SECOND_FACTOR';
  const waitingId = await useAppCode(db, ctx.keys, userId, code, true);
  if (!waitingId) return 'INVALID_SECOND_FACTOR';
  const confirmed = await confirmApp(db, ctx.keys, userId, waitingId);
  return confirmed ? { amr: otp, recoveryCodes: confirmed.recoveryCodes, recoveryUsed: false } : 'INVALID_SECOND_FACTOR';
}
