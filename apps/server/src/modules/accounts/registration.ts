import { hash } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import { isAdminType, passwordProblems, type RegistrationCompleteRequestSchema, type InternalRegistrationRequestSchema } from '@wcpp/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { registrationTokens } from '../../db/schema';
import { authenticationCode, randomToken, sha256 } from '../../lib/secrets';
import { enqueueMail } from '../../plugins/mail';
import { assignUserFtins, createGroup, isFtinRestricted } from './tins/group-tins';
import { registrationCodeMail, registrationLinkMail } from './mails';
import { nameOfFtin } from '../providers/service';
import { createUser, isEmailInUse, isUserNameTaken, passwordColumns, updateUserColumns } from './users';
import { findUserById, type UserRow } from '../../identity/users';
import { addressProofCounter, holdingGroups, invitedTins, joinTin, proofHash, proofKind, proveTinWithLink, type TinJoin } from './tins/ownership';
import { refuse, withUniqueRefusals } from './refusals';
import { redeemableToken, recordVerifiedProof, spendToken } from './registration-token';

export { MAX_CODE_ATTEMPTS, MAX_PROOF_FAILURES } from './registration-token';
export { withUniqueRefusals } from './refusals';

/** How long a registration link (and its authentication code) can be used. */
export const REGISTRATION_LINK_HOURS = 72;

type RegistrationComplete = z.output<typeof RegistrationCompleteRequestSchema>;
type InternalRegistration = z.output<typeof InternalRegistrationRequestSchema>;

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

function assertPassword(password: string, context: Parameters<typeof passwordProblems>[1]): void {
  const problems = passwordProblems(password, context);
  if (problems.length) throw refuse(400, 'INVALID_PW', { password: problems.join(',') });
}

/** A completed registration: the account, and how its TIN joined the group (a new group's may wait for approval). */
export interface Registered {
  user: UserRow;
  tin: TinJoin | null;
}

/**
 * POST /public/registration/complete. A person registering a new group proves a TIN with a bill
 * control number or provider id on file; the group and a Provider Admin account are created, and the
 * TIN joins the group by the one ownership rule (tins/ownership.ts joinTin): at once when no group
 * holds it, else as a claim the holders approve, who are told. A person invited into an existing
 * group proves one of the TINs its administrator assigned, and registration gives no other TIN.
 * Checks run in the order of docs/decisions/020, the user name's after the TIN proof (076); proofs are
 * counted per link, per address and, for outsiders, per TIN (024, 047).
 */
export async function completeRegistration(db: Db, input: RegistrationComplete, caller: { ip: string }, now = new Date()): Promise<Registered> {
  const token = await redeemableToken(db, input.activationToken, input.authenticationCode, now);
  const invited = token.userInfoId ? await findUserById(db, token.userInfoId) : null;
  if (token.userInfoId && (!invited || invited.statusCd !== 'NEW' || isAdminType(invited.typeCd))) {
    throw refuse(400, 'INVALID_REGISTRATION_ACTIVATION_TOKEN');
  }
  if (!invited && (await isEmailInUse(db, token.emailAddr))) throw refuse(409, 'INVALID_EMAIL');
  assertPassword(input.password, { userName: input.userName, firstName: input.firstName, lastName: input.lastName });
  if (await isFtinRestricted(db, input.ftin)) throw refuse(400, 'FTIN_RESTRICTED_FOR_REGISTRATION');
  const proof = { ftin: input.ftin, bcn: input.billCntrlNum, cpdId: input.cpdId };
  const allowed = invited ? await invitedTins(db, invited) : null;
  // The holders stand behind their own invitee: strangers' wrong proofs of the TIN never refuse its right one.
  await proveTinWithLink(db, token, proof, { counters: [addressProofCounter(caller.ip)], countTin: !invited, allowed }, now);
  // Whether a user name is taken is said only to someone who has proven a TIN (decision 076): before the
  // proof, anyone with a link of their own could ask it of every name, without spending the link.
  if (await isUserNameTaken(db, input.userName, invited?.id ?? null)) throw refuse(409, 'INVALID_USERNAME');
  if (!invited && (await holdingGroups(db, input.ftin)).length) {
    // The server decides, not the flag: going on is allowed only for the very proof this link was
    // last answered FTIN_ALREADY_REGISTERED for (the popup resubmits the same form, part 2 §4).
    const verified = proofHash(token.id, proof);
    if (input.failWhenFtinAlreadyRegistered || token.verifiedProofHash !== verified) {
      await recordVerifiedProof(db, token.id, verified);
      throw refuse(409, 'FTIN_ALREADY_REGISTERED');
    }
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
  return withUniqueRefusals(() =>
    db.transaction(async (tx) => {
      if (!(await spendToken(tx, token.id, now))) throw refuse(400, 'INVALID_REGISTRATION_ACTIVATION_TOKEN');
      if (invited) return { user: await updateUserColumns(tx, invited.id, person), tin: null };
      const groupName = (await nameOfFtin(tx, input.ftin)) ?? `TIN ${input.ftin}`;
      const grpInfoId = await createGroup(tx, groupName);
      const user = await createUser(tx, { ...person, statusCd: 'ACTIV', emailAddr: token.emailAddr, typeCd: 'PRAD', grpInfoId, enlyteEmployee: false });
      const tin = await joinTin(tx, { grpInfoId, ftin: input.ftin, proofKind: proofKind(proof), byUserNm: input.userName, byInternalAdmin: false }, now);
      if (tin.kind === 'added') await assignUserFtins(tx, user.id, [input.ftin], input.userName);
      // The holders hear of at most so many requests a day: past that, nothing is created.
      if (tin.kind === 'too-many') throw refuse(429, 'TIN_PROOF_ATTEMPTS');
      return { user, tin };
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
  return withUniqueRefusals(() =>
    db.transaction(async (tx) => {
      if (!(await spendToken(tx, token.id, now))) throw refuse(400, 'INVALID_REGISTRATION_ACTIVATION_TOKEN');
      return updateUserColumns(tx, invited.id, { userNm, ...passwordColumns(passwordHash, now) });
    }),
  );
}
