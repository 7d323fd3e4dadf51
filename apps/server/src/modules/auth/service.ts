import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { SignInCode } from '@wcpp/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { findUserByName, type UserRow } from '../users/service';

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

/**
 * Checks a user name and password. A locked account is refused before the password is looked at;
 * the fifth wrong password in a row locks the account for lockMinutes.
 */
export async function checkPassword(db: Db, username: string, password: string, policy: LockPolicy, now = new Date()): Promise<SignInResult> {
  const user = await findUserByName(db, username.trim());
  if (!user || !user.passwordHash) {
    await verify(await dummyHash, password).catch(() => false);
    return { ok: false, code: 'INVALID_CREDENTIALS' };
  }
  if (user.lockedUntil && user.lockedUntil > now) {
    return { ok: false, code: `USER_ACCT_LOCKED:${policy.lockMinutes}`, user };
  }
  const matches = await verify(user.passwordHash, password).catch(() => false);
  if (!matches) {
    const failures = (user.lockedUntil ? 0 : user.failedAttempts) + 1;
    const lock = failures >= policy.maxFailedLogins;
    await db
      .update(users)
      .set({ failedAttempts: lock ? 0 : failures, lockedUntil: lock ? new Date(now.getTime() + policy.lockMinutes * 60_000) : null })
      .where(eq(users.id, user.id));
    return lock ? { ok: false, code: `USER_ACCT_LOCKED:${policy.lockMinutes}`, user } : { ok: false, code: 'INVALID_CREDENTIALS', user };
  }
  return admit(db, user, policy.lockMinutes, now);
}

/** Applies the account-state rules to an identified user and records the sign-in. */
export async function admit(db: Db, user: UserRow, lockMinutes: number, now = new Date()): Promise<SignInResult> {
  if (user.lockedUntil && user.lockedUntil > now) return { ok: false, code: `USER_ACCT_LOCKED:${lockMinutes}`, user };
  const code = accountStateCode(user);
  if (code) return { ok: false, code, user };
  await db.update(users).set({ failedAttempts: 0, lockedUntil: null, lastLoginDt: now }).where(eq(users.id, user.id));
  return { ok: true, user };
}
