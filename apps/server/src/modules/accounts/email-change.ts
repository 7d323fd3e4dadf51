import { verify } from '@node-rs/argon2';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { changePasswordCodeMessages, emailChangeCodeMessages, emailChangeMessages } from '@wcpp/contract';
import type { Db, DbOrTx } from '../../db/client';
import { emailChangeTokens, passwordResetTokens, users } from '../../db/schema';
import { assertAccountLimit, rateLimited } from './limits';
import { releaseAttempt, reserveAttempt, type AttemptPolicy } from '../../db/counters';
import { AppError, badRequest } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/secrets';
import { enqueueMail } from '../../plugins/mail';
import { emailChangeLinkMail, emailChangeNoticeMail } from './mails';
import type { UserRow } from '../../identity/users';

/** How long the link sent to the new address can be used. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/** Wrong current passwords per account, as change password allows: five per quarter hour (docs/decisions/026). */
export const CURRENT_PASSWORD_POLICY: AttemptPolicy = { max: 5, windowMinutes: 15, blockMinutes: 15 };

const attemptKey = (user: UserRow) => `current-password:${user.id}`;

/** The address belongs to another account that is not terminated: the profile's INVALID_EMAIL. */
export const emailInUse = () =>
  new AppError(409, 'INVALID_EMAIL', 'The Email Address is associated to another account', { emailAddr: 'The Email Address is associated to another account' });

/**
 * The current password of a change that needs it (the own e-mail address, the own password; `field`
 * names the form's field). The guess is counted before it is checked
 * (one conditional statement, so parallel requests cannot check more than five per window) and given
 * back when it is right; a blocked account answers 429 without checking.
 */
export async function verifyCurrentPassword(db: Db, user: UserRow, password: string | undefined, now = new Date(), field = 'currentPassword'): Promise<void> {
  if (!password) throw badRequest(emailChangeMessages.enterCurrent, { [field]: emailChangeMessages.enterCurrent });
  if (!(await reserveAttempt(db, attemptKey(user), CURRENT_PASSWORD_POLICY, now))) throw rateLimited();
  const right = Boolean(user.passwordHash) && (await verify(user.passwordHash!, password).catch(() => false));
  if (!right) {
    const message = changePasswordCodeMessages.incorrect_password;
    throw new AppError(400, 'incorrect_password', message, { [field]: message });
  }
  await releaseAttempt(db, attemptKey(user), CURRENT_PASSWORD_POLICY);
}

/**
 * A new address asked for an account, by its owner or by an administrator: at most `perHour` an hour
 * per account (ACCOUNT_RATE_LIMIT, as resets and resends), counted before the address is looked up.
 * So neither a token nor its owner's password can send links to addresses of its choice without end,
 * or ask without end which addresses have accounts (the 409 INVALID_EMAIL).
 */
export async function assertEmailChangeAllowance(db: DbOrTx, user: UserRow, perHour: number): Promise<void> {
  await assertAccountLimit(db, 'EMAIL_CHANGE', user.userNm, perHour, 60);
}

/**
 * Inside the caller's transaction: replaces the user's earlier links (pending or followed, so an account
 * keeps one row at most), stores the new one (its SHA-256 only), e-mails it to the new address and a
 * notice to the old one (which says who asked).
 */
export async function startEmailChange(
  tx: DbOrTx,
  user: UserRow,
  newEmail: string,
  publicUrl: string,
  now = new Date(),
  by: 'owner' | 'administrator' = 'owner',
): Promise<void> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * 3_600_000);
  await tx.delete(emailChangeTokens).where(eq(emailChangeTokens.userInfoId, user.id));
  // created_at from the same clock as password_changed_dt: a later password change voids the link.
  await tx.insert(emailChangeTokens).values({ userInfoId: user.id, newEmailAddr: newEmail, tokenHash: sha256(token), expiresAt, createdAt: now });
  const link = `${publicUrl}/wcpp/confirmEmailChange?${new URLSearchParams({ token })}`;
  await enqueueMail(tx, emailChangeLinkMail(newEmail, user.userFirstName, link, expiresAt));
  if (user.emailAddr) await enqueueMail(tx, emailChangeNoticeMail(user.emailAddr, user.userFirstName, user.userNm, newEmail, by));
}

const refusal = (status: number, code: keyof typeof emailChangeCodeMessages) => new AppError(status, code, emailChangeCodeMessages[code]);

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
};

/**
 * POST /public/confirmEmailChange: one conditional update spends the link (unused, unexpired) inside
 * the transaction that applies the address, so a link followed twice, even at once, applies once. A
 * link older than the account's last password change or reset is void; an address that another live
 * account took meanwhile is refused by the unique index (409), and the link then stays usable.
 */
export async function confirmEmailChange(db: Db, token: string, now = new Date()): Promise<UserRow> {
  const tokenHash = sha256(token);
  try {
    return await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(emailChangeTokens)
        .set({ usedAt: now })
        .where(and(eq(emailChangeTokens.tokenHash, tokenHash), isNull(emailChangeTokens.usedAt), gt(emailChangeTokens.expiresAt, now)))
        .returning();
      if (!spent) {
        const [row] = await tx.select().from(emailChangeTokens).where(eq(emailChangeTokens.tokenHash, tokenHash)).limit(1);
        throw row && !row.usedAt ? refusal(410, 'EXPIRED_TOKEN') : refusal(400, 'INVALID_TOKEN');
      }
      const [user] = await tx.select().from(users).where(eq(users.id, spent.userInfoId)).limit(1);
      const voided = !user || user.statusCd === 'TERMD' || (user.passwordChangedDt !== null && user.passwordChangedDt > spent.createdAt);
      if (voided) throw refusal(400, 'INVALID_TOKEN');
      const [updated] = await tx.update(users).set({ emailAddr: spent.newEmailAddr }).where(eq(users.id, user.id)).returning();
      // Reset links mailed to the old address stop working: whoever still reads it must not set the password.
      await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.userInfoId, user.id), isNull(passwordResetTokens.usedAt)));
      return updated!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailInUse();
    throw err;
  }
}
