import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { SignInCode } from '@wcpp/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { guessOnRow, reserveAttempt } from '../accounts/service';
import { findUserByName, type UserRow } from '../../identity/users';
import type { FactorState } from './factors';
import { judgeFactor, type FactorAnswer, type FactorContext, type FactorOutcome } from './second-step';

/** A name without an account is counted like an account: failures never expire by themselves, only with the lock. */
const UNKNOWN_NAME_WINDOW_MINUTES = 365 * 24 * 60;

export interface LockPolicy {
  maxFailedLogins: number;
  lockMinutes: number;
}

export type SignInResult = { ok: true; user: UserRow } | { ok: false; code: SignInCode; user?: UserRow };

// Verified when the user does not exist, so an unknown name costs the same time as a wrong password.
const dummyHash = hash('not-a-real-password-for-timing');

/** Decides whether an existing, correctly identified account may sign in (part 1 §8 codes). */
export function accountStateCode(user: UserRow): SignInCode | null {
  switch (user.statusCd) {
    case 'ACTIV':
      break;
    case 'TERMD':
      return 'USER_ACCT_TERMINATED';
    case 'DEACT':
      return 'USER_ACCT_DEACTIVATED';
    case 'INACT':
      return 'USER_ACCT_INACTIVE';
    case 'NEW':
      return 'INACTIVE_CREDENTIALS';
    default:
      return 'USER_ACCT_UNKNOWN_STATUS';
  }
  if ((user.typeCd === 'ISAD' || user.typeCd === 'IRAD') && !user.employeeId) return 'MISSING_EMPLOYEE_ID';
  return null;
}

/** Counter key of a user name that has no account (attempt_counter), lower-cased like user names. */
const unknownNameKey = (username: string) => `signin:${username.toLowerCase()}`;

/**
 * Reserves one password guess for an account in one conditional statement, before the guess is
 * evaluated: at most maxFailedLogins guesses are ever evaluated per lock window, however many
 * arrive in parallel. The reservation that reaches the limit locks the account at once; a right
 * password then unlocks it (admit). Returns the failures counted, or null when the account is locked.
 */
async function reserveGuess(db: Db, userId: number, policy: LockPolicy, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const expired = sql`(${users.lockedUntil} IS NOT NULL AND ${users.lockedUntil} <= ${at}::timestamptz)`;
  const count = sql`(CASE WHEN ${expired} THEN 1 ELSE ${users.failedAttempts} + 1 END)`;
  const [row] = await db
    .update(users)
    .set({
      failedAttempts: count,
      lockedUntil: sql`CASE WHEN ${count} >= ${policy.maxFailedLogins} THEN ${at}::timestamptz + make_interval(mins => ${policy.lockMinutes}) ELSE NULL END`,
    })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
    .returning({ failures: users.failedAttempts });
  return row ? row.failures : null;
}

/**
 * A second-factor guess (a code, a recovery code) counted on the account's own sign-in counter, as a
 * password is (issue 46 §4): reserved before it is judged, so parallel guesses never judge more than
 * the lock allows, and the guess that reaches the limit locks the account. The lock itself refuses.
 * `signInFollows`: the caller records the whole sign-in right after a right guess (one statement fewer).
 */
export async function guessFactor<E>(
  db: Db,
  userId: number,
  policy: LockPolicy,
  judge: () => Promise<E | null>,
  opts: { signInFollows?: boolean } = {},
  now = new Date(),
): Promise<{ ok: true } | { ok: false; refusal: E | 'LOCKED' }> {
  const guess = await guessOnRow({
    reserve: async () => {
      const failures = await reserveGuess(db, userId, policy, now);
      return failures === null ? undefined : { failures };
    },
    evaluate: judge,
    // A right guess gives its reservation back, but for a sign-in made whole next: recordSignIn clears every failure.
    release: opts.signInFollows ? async () => {} : () => releaseGuess(db, userId, policy),
    reachedLimit: ({ failures }) => failures >= policy.maxFailedLogins,
  });
  if (!guess) return { ok: false, refusal: 'LOCKED' };
  if (guess.refusal === null) return { ok: true };
  return { ok: false, refusal: guess.row.failures >= policy.maxFailedLogins ? 'LOCKED' : guess.refusal };
}

/**
 * Checks a user name and password. A locked account is refused before the password is looked at;
 * the fifth wrong password in a row locks the account for lockMinutes. A user name without an
 * account is counted the same way (attempt_counter), so its answers, the lock included, cannot tell
 * whether the account exists (docs/decisions/030-sign-in-lockout.md).
 */
export async function checkPassword(db: Db, username: string, password: string, policy: LockPolicy, now = new Date()): Promise<SignInResult> {
  const name = username.trim();
  const locked: SignInResult = { ok: false, code: `USER_ACCT_LOCKED:${policy.lockMinutes}` };
  const user = await findUserByName(db, name);
  if (!user || !user.passwordHash) {
    const failures = await reserveAttempt(db, unknownNameKey(name), { max: policy.maxFailedLogins, windowMinutes: UNKNOWN_NAME_WINDOW_MINUTES, blockMinutes: policy.lockMinutes }, now);
    if (failures === null) return locked;
    await verify(await dummyHash, password).catch(() => false);
    return failures >= policy.maxFailedLogins ? locked : { ok: false, code: 'INVALID_CREDENTIALS' };
  }
  const passwordHash = user.passwordHash;
  const guess = await guessOnRow({
    reserve: async () => {
      const failures = await reserveGuess(db, user.id, policy, now);
      return failures === null ? undefined : { failures };
    },
    evaluate: async () => ((await verify(passwordHash, password).catch(() => false)) ? null : ('INVALID_CREDENTIALS' as const)),
    release: () => releaseGuess(db, user.id, policy), // a right password is no failure
    reachedLimit: ({ failures }) => failures >= policy.maxFailedLogins, // reserve set the lock itself
  });
  if (!guess) return { ...locked, user };
  if (guess.refusal) return guess.row.failures >= policy.maxFailedLogins ? { ...locked, user } : { ok: false, code: 'INVALID_CREDENTIALS', user };
  return admit(db, user, policy.lockMinutes, now);
}

/** Gives back a reserved guess that turned out right (the account-state refusal follows). */
async function releaseGuess(db: Db, userId: number, policy: LockPolicy): Promise<void> {
  await db
    .update(users)
    .set({
      failedAttempts: sql`greatest(${users.failedAttempts} - 1, 0)`,
      lockedUntil: sql`CASE WHEN ${users.failedAttempts} - 1 < ${policy.maxFailedLogins} THEN NULL ELSE ${users.lockedUntil} END`,
    })
    .where(eq(users.id, userId));
}

/**
 * Applies the account-state rules to an identified user (the row was read before checkPassword's
 * reservation, so a lock that reservation set does not refuse the right password). Writes nothing: the
 * failures are cleared when the sign-in is whole (recordSignIn), after its second factor if it has one,
 * so that a right password does not give back the guesses of a second factor (issue 46 §4).
 */
export async function admit(_db: Db, user: UserRow, lockMinutes: number, now = new Date()): Promise<SignInResult> {
  if (user.lockedUntil && user.lockedUntil > now) return { ok: false, code: `USER_ACCT_LOCKED:${lockMinutes}`, user };
  const code = accountStateCode(user);
  if (code) return { ok: false, code, user };
  return { ok: true, user };
}

/** A whole sign-in: the account's failures and lock are cleared and its last sign-in set. */
export async function recordSignIn(db: Db, userId: number, now = new Date()): Promise<void> {
  await db.update(users).set({ failedAttempts: 0, lockedUntil: null, lastLoginDt: now }).where(eq(users.id, userId));
}

/**
 * A second step's answer for an account, judged as a counted guess (guessFactor on judgeFactor): the
 * outcome, or the refusal's code (INVALID_SECOND_FACTOR, PASSKEY_FAILED, PASSKEY_EXPIRED, or the lock's
 * USER_ACCT_LOCKED:<minutes>). The second step, step-up and the embedded identity provider's form all
 * prove a factor this way.
 */
export async function proveFactor(
  db: Db,
  ctx: FactorContext,
  userId: number,
  state: FactorState,
  policy: LockPolicy,
  answer: FactorAnswer,
  purpose: 'secondStep' | 'stepUp' = 'secondStep',
  opts: { signInFollows?: boolean } = {},
): Promise<{ ok: true; outcome: FactorOutcome } | { ok: false; refusal: string }> {
  const judgement: { outcome: FactorOutcome | null } = { outcome: null };
  const guess = await guessFactor(
    db,
    userId,
    policy,
    async () => {
      const judged = await judgeFactor(db, ctx, userId, state, answer, purpose);
      if (typeof judged === 'string') return judged;
      judgement.outcome = judged;
      return null;
    },
    opts,
  );
  if (guess.ok && judgement.outcome) return { ok: true, outcome: judgement.outcome };
  return { ok: false, refusal: guess.ok ? 'INVALID_SECOND_FACTOR' : guess.refusal === 'LOCKED' ? `USER_ACCT_LOCKED:${policy.lockMinutes}` : guess.refusal };
}

/** What the embedded identity provider (sso/) shares of the second step. */
export { issueTicket, readTicket, spendTicket } from './second-step';
export { factorState, hasFactor } from './factors';
