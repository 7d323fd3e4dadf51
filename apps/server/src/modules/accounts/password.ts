import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  changePasswordMessage,
  forgotUsernameMessage,
  passwordProblems,
  resetCompleteMessage,
  resetStartMessage,
} from '@wcpp/contract';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { randomToken, sha256, temporaryPassword } from '../../lib/secrets';
import { enqueueMail } from '../../plugins/mail';
import { temporaryPasswordMail, usernameMail } from './mails';
import { findUsersByEmail, passwordColumns, updateUserColumns } from './users';
import { verifyCurrentPassword } from './email-change';
import { guessOnRow } from '../../db/counters';
import { findUserById, findUserByName, type UserRow } from '../../identity/users';

/** How long a reset link and its temporary password can be used. */
export const RESET_LINK_HOURS = 24;
/** Wrong temporary passwords before the reset link is spent. */
export const MAX_TEMP_PASSWORD_ATTEMPTS = 5;

// Verified when no account matches, so both answers cost the same hashing work.
const dummyHash = hash('not-a-real-temporary-password');

/**
 * POST /public/resetPasswordByUser/start: the user name and e-mail must name the same account. A
 * temporary password (stored hashed) and a link are e-mailed; the current password keeps working
 * until the reset is completed (docs/decisions/021-public-account-calls.md).
 */
export async function startPasswordReset(db: Db, publicUrl: string, userName: string, email: string, now = new Date()): Promise<UserRow> {
  const user = await findUserByName(db, userName);
  if (!user || (user.emailAddr ?? '').toLowerCase() !== email) {
    await hash('equal-work-for-unknown-accounts');
    throw new AppError(400, 'INVALID_USERNAME_OR_EMAIL', resetStartMessage('INVALID_USERNAME_OR_EMAIL'));
  }
  if (user.statusCd === 'TERMD') throw new AppError(400, 'USER_ACCT_TERMINATED', resetStartMessage('USER_ACCT_TERMINATED'));
  // An account still waiting for its registration has no password to reset: it finishes registering.
  if (user.statusCd === 'NEW') throw new AppError(400, 'USER_ACCT_NEW', resetStartMessage('USER_ACCT_NEW'));
  await sendTemporaryPassword(db, publicUrl, user, now);
  return user;
}

/**
 * E-mails the user a temporary password (stored hashed) and the link that completes the reset; an
 * earlier unused link is spent. The user's own reset and an administrator's reset both end here.
 */
export async function sendTemporaryPassword(db: Db, publicUrl: string, user: UserRow, now = new Date()): Promise<void> {
  const token = randomToken();
  const tempPassword = temporaryPassword(user.userNm);
  const tempPasswordHash = await hash(tempPassword);
  const expiresAt = new Date(now.getTime() + RESET_LINK_HOURS * 3_600_000);
  const link = `${publicUrl}/wcpp/confirmPasswordReset?${new URLSearchParams({ token, expire: String(expiresAt.getTime()) })}`;
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userInfoId, user.id), isNull(passwordResetTokens.usedAt)));
    // created_at from the same clock as password_changed_dt: a later password change voids the link.
    await tx.insert(passwordResetTokens).values({ userInfoId: user.id, tokenHash: sha256(token), tempPasswordHash, expiresAt, createdAt: now });
    await enqueueMail(tx, temporaryPasswordMail(user.emailAddr!, user.userFirstName, tempPassword, link, expiresAt));
  });
}

const resetRefusal = (status: number, code: 'INVALID_TOKEN' | 'EXPIRED_TOKEN' | 'INVALID_PW' | 'RESET_NOT_ALLOWED', fields?: Record<string, string>) =>
  new AppError(status, code, resetCompleteMessage(code), fields);

/** A link that can still be used: not spent, not expired, fewer than MAX_TEMP_PASSWORD_ATTEMPTS wrong guesses. */
const usableReset = (now: Date) =>
  and(isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now), lt(passwordResetTokens.failedAttempts, MAX_TEMP_PASSWORD_ATTEMPTS));

/** Why a reset link that could not be guessed is refused: expired (410), else unknown, spent or used up. */
async function unusableReset(db: Db, tokenHash: string, tempPassword: string, now: Date): Promise<AppError> {
  const [known] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash)).limit(1);
  if (known && !known.usedAt && known.failedAttempts < MAX_TEMP_PASSWORD_ATTEMPTS && known.expiresAt <= now) return resetRefusal(410, 'EXPIRED_TOKEN');
  await verify(await dummyHash, tempPassword).catch(() => false);
  return resetRefusal(400, 'INVALID_TOKEN');
}

/**
 * POST /public/resetPassword/complete: the token must be unused and unexpired and the temporary
 * password must match, as one guess on the link's row (db/counters.ts guessOnRow: reserved before it is
 * checked, so parallel requests never check more than MAX_TEMP_PASSWORD_ATTEMPTS; the last wrong one
 * spends the link). The link is spent by a conditional update in the transaction that sets the
 * password, so it works once even in parallel; the account becomes active and unlocked with the new
 * password, and every outstanding reset link of the user is spent. A link older than the account's last
 * password change is void.
 */
export async function completePasswordReset(db: Db, input: { token: string; tempPassword: string; newPassword: string }, now = new Date()): Promise<UserRow> {
  const tokenHash = sha256(input.token);
  const link = passwordResetTokens;
  const guess = await guessOnRow({
    reserve: async () =>
      (await db.update(link).set({ failedAttempts: sql`${link.failedAttempts} + 1` }).where(and(eq(link.tokenHash, tokenHash), usableReset(now))).returning())[0],
    evaluate: async (row) => ((await verify(row.tempPasswordHash, input.tempPassword).catch(() => false)) ? null : 'INVALID_TOKEN'),
    release: async (row) => {
      await db.update(link).set({ failedAttempts: sql`greatest(${link.failedAttempts} - 1, 0)` }).where(eq(link.id, row.id));
    },
    reachedLimit: (row) => row.failedAttempts >= MAX_TEMP_PASSWORD_ATTEMPTS,
    atLimit: async (row) => {
      await db.update(link).set({ usedAt: now }).where(and(eq(link.id, row.id), isNull(link.usedAt)));
    },
  });
  if (!guess) throw await unusableReset(db, tokenHash, input.tempPassword, now);
  if (guess.refusal) throw resetRefusal(400, 'INVALID_TOKEN', { tempPassword: resetCompleteMessage('INVALID_TOKEN') });
  const row = guess.row;
  const user = await findUserById(db, row.userInfoId);
  if (!user || user.statusCd === 'TERMD' || user.statusCd === 'NEW') throw resetRefusal(400, 'RESET_NOT_ALLOWED');
  // The password was changed since the link was sent (by its owner, or by another reset): the link is void,
  // as an e-mail change link is. A new address spends the links sent to the old one (email-change.ts).
  if (user.passwordChangedDt !== null && user.passwordChangedDt > row.createdAt) throw resetRefusal(400, 'INVALID_TOKEN');
  const problems = passwordProblems(input.newPassword, { userName: user.userNm });
  if (problems.length) throw resetRefusal(400, 'INVALID_PW', { newPassword: problems.join(',') });
  const passwordHash = await hash(input.newPassword);
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    // Another request used the link first: refuse as a used link, and change nothing.
    if (!spent.length) throw resetRefusal(400, 'INVALID_TOKEN');
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userInfoId, user.id), isNull(passwordResetTokens.usedAt)));
    return updateUserColumns(tx, user.id, passwordColumns(passwordHash, now));
  });
}

/**
 * POST /public/forgotUsername: e-mails the user names of every usable account of the address. An
 * address whose only accounts still wait for registration answers USER_ACCT_NEW; an unknown one (or
 * one of terminated accounts only) INVALID_EMAIL.
 */
export async function sendForgottenUsername(db: Db, publicUrl: string, email: string): Promise<void> {
  const accounts = await findUsersByEmail(db, email);
  const usable = accounts.filter((a) => a.statusCd !== 'NEW' && a.statusCd !== 'TERMD');
  if (!usable.length) {
    const code = accounts.some((a) => a.statusCd === 'NEW') ? 'USER_ACCT_NEW' : 'INVALID_EMAIL';
    throw new AppError(400, code, forgotUsernameMessage(code));
  }
  await enqueueMail(
    db,
    usernameMail(
      email,
      usable.map((a) => ({ userNm: a.userNm, firstName: a.userFirstName })),
      `${publicUrl}/wcpp/login`,
    ),
  );
}

const changeRefusal = (code: 'INVALID_PW', fields?: Record<string, string>) => new AppError(400, code, changePasswordMessage(code), fields);

/**
 * POST /users/updatePwd: the signed-in user's current password must match, as one bounded guess on the
 * account's current-password counter (the e-mail change's too: five per quarter hour, reserved before
 * the password is checked, so parallel guesses cannot pass it); the new one must meet the rules.
 */
export async function changePassword(db: Db, user: UserRow, currentPassword: string, newPassword: string, now = new Date()): Promise<void> {
  await verifyCurrentPassword(db, user, currentPassword, now, 'password');
  const problems = passwordProblems(newPassword, { userName: user.userNm });
  if (problems.length) throw changeRefusal('INVALID_PW', { newPassword: problems.join(',') });
  await updateUserColumns(db, user.id, { passwordHash: await hash(newPassword), passwordChangedDt: now });
}
