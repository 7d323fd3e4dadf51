import { hash } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import {
  isAdminType,
  passwordProblems,
  registrationCodeMessages,
  registrationMessage,
  type RegistrationCompleteRequestSchema,
  type InternalRegistrationRequestSchema,
} from '@wcpp/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { registrationTokens } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { authenticationCode, matchesHash, randomToken, sha256 } from '../../lib/secrets';
import { enqueueMail } from '../../plugins/mail';
import { isBillOfFtin, isFtinOfAnyBill } from '../bill-search/repository';
import { assignUserFtins, createGroupWithFtin, groupHasFtin, isFtinRegistered, isFtinRestricted } from '../ftin/service';
import { registrationCodeMail, registrationLinkMail } from '../mail/templates';
import { isFtinOfAnyProvider, isProviderOfFtin, nameOfFtin } from '../providers/service';
import { createUser, findUserById, isEmailInUse, isUserNameTaken, passwordColumns, updateUserColumns, type UserRow } from '../users/service';

/** How long a registration link (and its authentication code) can be used. */
export const REGISTRATION_LINK_HOURS = 72;
/** Wrong authentication codes before the link is spent. */
export const MAX_CODE_ATTEMPTS = 5;

type RegistrationComplete = z.output<typeof RegistrationCompleteRequestSchema>;
type InternalRegistration = z.output<typeof InternalRegistrationRequestSchema>;
type TokenRow = typeof registrationTokens.$inferSelect;

/** A registration refusal with its catalogue code (part 2 §8) and message. */
const refuse = (status: number, code: keyof typeof registrationCodeMessages | 'FTIN_ALREADY_REGISTERED' | 'EXPIRED_TOKEN', fields?: Record<string, string>) =>
  new AppError(status, code, registrationMessage(code), fields);

/**
 * Writes a registration invitation: a single-use token and an authentication code, both stored
 * hashed, and the two e-mails of part 2 §2 (the code; the activation link with token and expiry).
 * Internal users' links say so (type=internal), because their form asks only for a user name and password.
 */
export async function writeInvitation(
  tx: DbOrTx,
  publicUrl: string,
  invite: { email: string; campaign?: string | null; user?: Pick<UserRow, 'id' | 'typeCd'> | null },
  now = new Date(),
): Promise<void> {
  // A new invitation replaces any earlier unused one for the same person.
  await tx
    .update(registrationTokens)
    .set({ usedAt: now })
    .where(
      and(
        isNull(registrationTokens.usedAt),
        invite.user ? eq(registrationTokens.userInfoId, invite.user.id) : and(eq(registrationTokens.emailAddr, invite.email), isNull(registrationTokens.userInfoId)),
      ),
    );
  const token = randomToken();
  const code = authenticationCode();
  const expiresAt = new Date(now.getTime() + REGISTRATION_LINK_HOURS * 3_600_000);
  await tx.insert(registrationTokens).values({
    emailAddr: invite.email,
    tokenHash: sha256(token),
    authCodeHash: sha256(code),
    campaign: invite.campaign ?? null,
    userInfoId: invite.user?.id ?? null,
    expiresAt,
  });
  const query = new URLSearchParams({ token, expire: String(expiresAt.getTime()) });
  if (invite.campaign) query.set('campaign', invite.campaign);
  if (invite.user && isAdminType(invite.user.typeCd)) query.set('type', 'internal');
  await enqueueMail(tx, registrationCodeMail(invite.email, code));
  await enqueueMail(tx, registrationLinkMail(invite.email, `${publicUrl}/wcpp/confirmRegistration?${query}`, expiresAt));
}

/** POST /public/registration/start: refuses an address already used by an account (INVALID_EMAIL). */
export async function startRegistration(db: Db, publicUrl: string, email: string, campaign: string | null): Promise<void> {
  if (await isEmailInUse(db, email)) throw refuse(409, 'INVALID_EMAIL');
  await db.transaction((tx) => writeInvitation(tx, publicUrl, { email, campaign }));
}

/**
 * Finds the unused token and checks its authentication code; a wrong code counts against the token,
 * which is spent after MAX_CODE_ATTEMPTS. An expired token answers EXPIRED_TOKEN (the page then
 * shows LinkExpired).
 */
async function redeemableToken(db: Db, token: string, code: string, now: Date): Promise<TokenRow> {
  const [row] = await db.select().from(registrationTokens).where(eq(registrationTokens.tokenHash, sha256(token))).limit(1);
  if (!row || row.usedAt) throw refuse(400, 'INVALID_REGISTRATION_ACTIVATION_TOKEN');
  if (row.expiresAt <= now) throw refuse(410, 'EXPIRED_TOKEN');
  if (!matchesHash(code, row.authCodeHash)) {
    const failures = row.failedAttempts + 1;
    await db
      .update(registrationTokens)
      .set({ failedAttempts: failures, usedAt: failures >= MAX_CODE_ATTEMPTS ? now : null })
      .where(eq(registrationTokens.id, row.id));
    throw refuse(400, 'INVALID_TOKEN', { authenticationCode: registrationCodeMessages.INVALID_TOKEN });
  }
  return row;
}

/** The TIN is proven by a bill control number or a provider id on file under it (part 2 §8 codes). */
async function assertTinProof(db: Db, ftin: string, bcn: string | null, cpdId: string | null): Promise<void> {
  const known = async () => (await isFtinOfAnyBill(db, ftin)) || (await isFtinOfAnyProvider(db, ftin));
  if (bcn) {
    if (await isBillOfFtin(db, ftin, bcn)) return;
    throw refuse(400, (await known()) ? 'VALID_FTIN_INVALID_BCN' : 'INVALID_FTIN_BCN');
  }
  if (await isProviderOfFtin(db, ftin, Number(cpdId))) return;
  throw refuse(400, (await known()) ? 'VALID_FTIN_INVALID_CPDID' : 'INVALID_FTIN_CPDID');
}

function assertPassword(password: string, context: Parameters<typeof passwordProblems>[1]): void {
  const problems = passwordProblems(password, context);
  if (problems.length) throw refuse(400, 'INVALID_PW', { password: problems.join(',') });
}

/** Turns a unique-index race on the user name into INVALID_USERNAME. */
async function withUniqueUserName<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw refuse(409, 'INVALID_USERNAME');
    throw err;
  }
}

/**
 * POST /public/registration/complete. A person registering a new group proves a TIN with a bill
 * control number or provider id on file; the group, its TIN and a Provider Admin account are created.
 * A person invited into an existing group by its administrator proves one of that group's TINs and
 * completes the account the administrator made. Checks run in the order of docs/decisions/020.
 */
export async function completeRegistration(db: Db, input: RegistrationComplete, now = new Date()): Promise<UserRow> {
  const token = await redeemableToken(db, input.activationToken, input.authenticationCode, now);
  const invited = token.userInfoId ? await findUserById(db, token.userInfoId) : null;
  if (token.userInfoId && (!invited || invited.statusCd !== 'NEW' || isAdminType(invited.typeCd))) {
    throw refuse(400, 'INVALID_REGISTRATION_ACTIVATION_TOKEN');
  }
  if (!invited && (await isEmailInUse(db, token.emailAddr))) throw refuse(409, 'INVALID_EMAIL');
  if (await isUserNameTaken(db, input.userName, invited?.id ?? null)) throw refuse(409, 'INVALID_USERNAME');
  assertPassword(input.password, { userName: input.userName, firstName: input.firstName, lastName: input.lastName });
  if (await isFtinRestricted(db, input.ftin)) throw refuse(400, 'FTIN_RESTRICTED_FOR_REGISTRATION');
  await assertTinProof(db, input.ftin, input.billCntrlNum, input.cpdId);
  if (invited && !(await groupHasFtin(db, invited.grpInfoId ?? -1, input.ftin))) {
    throw refuse(400, input.billCntrlNum ? 'INVALID_FTIN_BCN' : 'INVALID_FTIN_CPDID');
  }
  if (!invited && input.failWhenFtinAlreadyRegistered && (await isFtinRegistered(db, input.ftin))) {
    throw refuse(409, 'FTIN_ALREADY_REGISTERED');
  }
  const passwordHash = await hash(input.password);
  const person = {
    userNm: input.userName,
    userFirstName: input.firstName,
    userLastName: input.lastName,
    userMidName: input.middleName,
    phoneNum: input.phoneNumber,
    ...passwordColumns(passwordHash, now),
  };
  return withUniqueUserName(() =>
    db.transaction(async (tx) => {
      await tx.update(registrationTokens).set({ usedAt: now }).where(eq(registrationTokens.id, token.id));
      if (invited) {
        await assignUserFtins(tx, invited.id, [input.ftin], input.userName);
        return updateUserColumns(tx, invited.id, person);
      }
      const groupName = (await nameOfFtin(tx, input.ftin)) ?? `TIN ${input.ftin}`;
      const grpInfoId = await createGroupWithFtin(tx, groupName, input.ftin, input.userName);
      const user = await createUser(tx, { ...person, statusCd: 'ACTIV', emailAddr: token.emailAddr, typeCd: 'PRAD', grpInfoId, enlyteEmployee: false });
      await assignUserFtins(tx, user.id, [input.ftin], input.userName);
      return user;
    }),
  );
}

/** POST /public/completeInternalUserRegistration: an invited internal user chooses a user name and password. */
export async function completeInternalRegistration(db: Db, input: InternalRegistration, now = new Date()): Promise<UserRow> {
  const token = await redeemableToken(db, input.token, input.authCode, now);
  const invited = token.userInfoId ? await findUserById(db, token.userInfoId) : null;
  if (!invited || invited.statusCd !== 'NEW' || !isAdminType(invited.typeCd)) throw refuse(400, 'INVALID_REGISTRATION_ACTIVATION_TOKEN');
  const userNm = input.userDetailsInfo.userNm;
  if (await isUserNameTaken(db, userNm, invited.id)) throw refuse(409, 'INVALID_USERNAME');
  assertPassword(input.password, { userName: userNm });
  const passwordHash = await hash(input.password);
  return withUniqueUserName(() =>
    db.transaction(async (tx) => {
      await tx.update(registrationTokens).set({ usedAt: now }).where(eq(registrationTokens.id, token.id));
      return updateUserColumns(tx, invited.id, { userNm, ...passwordColumns(passwordHash, now) });
    }),
  );
}
