import { createHmac, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { amrValues, passkeyRule, type PasskeyAssertion, type PasskeyAttestation, type PasskeySummary } from '@wcpp/contract';
import type { FactorKey } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { passkeyChallenges, passkeys, recoveryCodes, users } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import { replaceRecoveryCodes } from './factors';

/**
 * Passkeys and security keys (WebAuthn, issue 46 §1), on @simplewebauthn/server. Every ceremony has a
 * challenge of its own, stored as its hash with its purpose and account and spent by deleting it: an
 * assertion is good once, however many requests bring it at the same moment. The user is always
 * verified by the authenticator (passkeyRule.userVerification), so a passkey is two factors.
 */

export interface RelyingParty {
  rpId: string;
  origins: string[];
}

export type CeremonyPurpose = 'register' | 'signIn' | 'secondStep' | 'stepUp';
export type PasskeyRefusal = 'PASSKEY_FAILED' | 'PASSKEY_EXPIRED';

export interface PasskeyRow {
  id: number;
  userInfoId: number;
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string | null;
  name: string;
  synced: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export const passkeySummary = (row: PasskeyRow): PasskeySummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  synced: row.synced,
});

/** RFC 8176: a synced passkey's key is kept in software by its provider (swk); one bound to its device, in hardware (hwk). */
export const passkeyAmr = (row: Pick<PasskeyRow, 'synced'>): string[] => [row.synced ? amrValues.softwareKey : amrValues.hardwareKey, amrValues.multiFactor];

const transportsOf = (row: Pick<PasskeyRow, 'transports'>) => (row.transports ? (row.transports.split(',') as AuthenticatorTransport[]) : undefined);

/** The account's WebAuthn user handle: stable, and no account number to whoever reads the authenticator (§14.6.1). */
const userHandle = (keys: FactorKey[], userId: number) => new Uint8Array(createHmac('sha256', keys[0]!.key).update(`passkey-user:${userId}`).digest());

/** A new challenge's bytes; kept as the hash of their base64url, as the browser's clientDataJSON names them. */
async function newChallenge(db: DbOrTx, purpose: CeremonyPurpose, userId: number | null, now = new Date()): Promise<Uint8Array<ArrayBuffer>> {
  const challenge = new Uint8Array(passkeyRule.challengeBytes);
  challenge.set(randomBytes(passkeyRule.challengeBytes));
  await db.insert(passkeyChallenges).values({
    challengeHash: sha256(Buffer.from(challenge).toString('base64url')),
    purpose,
    userInfoId: userId,
    expiresAt: new Date(now.getTime() + passkeyRule.challengeMinutes * 60_000),
  });
  return challenge;
}

/**
 * Spends the challenge the browser signed (read from its clientDataJSON) in one DELETE: the challenge of
 * this purpose and account, while it is young. Returns it, or null for the requests that come second.
 */
async function spendChallenge(db: DbOrTx, clientDataJSON: string, purpose: CeremonyPurpose, userId: number | null, now = new Date()): Promise<string | null> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
  if (typeof challenge !== 'string' || challenge.length === 0 || challenge.length > 200) return null;
  const spent = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challengeHash, sha256(challenge)),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userInfoId) : eq(passkeyChallenges.userInfoId, userId),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ hash: passkeyChallenges.challengeHash });
  return spent.length > 0 ? challenge : null;
}

export async function listPasskeys(db: DbOrTx, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userInfoId, userId)).orderBy(passkeys.createdAt, passkeys.id);
}

/** A passkey by the browser's credential id; of one account when `userId` is given. */
export async function findPasskey(db: DbOrTx, credentialId: string, userId?: number): Promise<PasskeyRow | null> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(userId === undefined ? eq(passkeys.credentialId, credentialId) : and(eq(passkeys.credentialId, credentialId), eq(passkeys.userInfoId, userId)));
  return row ?? null;
}

/** A passkey by its credential id, with its account's row, in one statement (the sign-in with no user name). */
export async function findPasskeyWithUser(db: DbOrTx, credentialId: string): Promise<{ passkey: PasskeyRow; user: typeof users.$inferSelect } | null> {
  const [row] = await db.select({ passkey: passkeys, user: users }).from(passkeys).innerJoin(users, eq(users.id, passkeys.userInfoId)).where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

/** The options of navigator.credentials.create(): the account's passkeys are excluded, so an authenticator holds one. */
/** The options are passed to the browser unread (PasskeyOptionsSchema): JSON, as the library makes them. */
export type CeremonyOptions = Record<string, unknown>;

export async function registrationOptions(db: Db, rp: RelyingParty, keys: FactorKey[], user: { id: number; userNm: string; userFirstName: string; userLastName: string }): Promise<CeremonyOptions> {
  const [existing, challenge] = await Promise.all([listPasskeys(db, user.id), newChallenge(db, 'register', user.id)]);
  return (await generateRegistrationOptions({
    rpName: passkeyRule.rpName,
    rpID: rp.rpId,
    userName: user.userNm,
    userDisplayName: `${user.userFirstName} ${user.userLastName}`,
    userID: userHandle(keys, user.id),
    challenge,
    timeout: passkeyRule.timeoutSeconds * 1000,
    attestationType: passkeyRule.attestation,
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: passkeyRule.residentKey, userVerification: passkeyRule.userVerification },
  })) as unknown as CeremonyOptions;
}

export type Registered = { ok: true; passkey: PasskeyRow; recoveryCodes: string[] | null } | { ok: false; refusal: PasskeyRefusal | 'PASSKEY_EXISTS' | 'PASSKEY_LIMIT' };

/**
 * Verifies the browser's new passkey against the account's registration challenge and keeps it. The
 * account's row is locked meanwhile, so parallel registrations never pass passkeyRule.maxPerUser. With
 * no recovery code left, ten come with it: returned once.
 */
export async function registerPasskey(db: Db, rp: RelyingParty, keys: FactorKey[], userId: number, name: string, credential: PasskeyAttestation): Promise<Registered> {
  const challenge = await spendChallenge(db, credential.response.clientDataJSON, 'register', userId);
  if (!challenge) return { ok: false, refusal: 'PASSKEY_EXPIRED' };
  const verified = await verifyRegistrationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpId,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) return { ok: false, refusal: 'PASSKEY_FAILED' };
  const { credential: made, credentialBackedUp } = verified.registrationInfo;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userInfoId, userId));
    if (Number(held?.n ?? 0) >= passkeyRule.maxPerUser) return { ok: false, refusal: 'PASSKEY_LIMIT' } as const;
    const [row] = await tx
      .insert(passkeys)
      .values({
        userInfoId: userId,
        credentialId: made.id,
        publicKey: Buffer.from(made.publicKey).toString('base64url'),
        signCount: made.counter,
        transports: made.transports?.length ? made.transports.join(',').slice(0, 80) : null,
        name,
        synced: credentialBackedUp,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!row) return { ok: false, refusal: 'PASSKEY_EXISTS' } as const;
    const [left] = await tx.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userInfoId, userId), isNull(recoveryCodes.usedAt)));
    const codes = Number(left?.n ?? 0) === 0 ? await replaceRecoveryCodes(tx, keys, userId) : null;
    return { ok: true, passkey: row, recoveryCodes: codes } as const;
  });
}

/** The options of navigator.credentials.get(): the account's passkeys, or (userId null) any passkey of the portal. */
export async function assertionOptions(db: Db, rp: RelyingParty, purpose: Exclude<CeremonyPurpose, 'register'>, userId: number | null): Promise<CeremonyOptions> {
  const [own, challenge] = await Promise.all([userId === null ? [] : listPasskeys(db, userId), newChallenge(db, purpose, userId)]);
  return (await generateAuthenticationOptions({
    rpID: rp.rpId,
    challenge,
    timeout: passkeyRule.timeoutSeconds * 1000,
    userVerification: passkeyRule.userVerification,
    allowCredentials: own.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
  })) as unknown as CeremonyOptions;
}

/**
 * Judges a passkey's assertion for a purpose: the challenge is spent first (once), then the signature,
 * the origin, the relying party, user verification and the signature counter are checked. A right
 * assertion records the counter and the passkey's last use. Returns null when right, else the refusal.
 */
export async function checkAssertion(db: DbOrTx, rp: RelyingParty, purpose: Exclude<CeremonyPurpose, 'register'>, row: PasskeyRow, credential: PasskeyAssertion, now = new Date()): Promise<PasskeyRefusal | null> {
  const challenge = await spendChallenge(db, credential.response.clientDataJSON, purpose, purpose === 'signIn' ? null : row.userInfoId, now);
  if (!challenge) return 'PASSKEY_EXPIRED';
  const verified = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpId,
    requireUserVerification: true,
    credential: { id: row.credentialId, publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')), counter: row.signCount, transports: transportsOf(row) },
  }).catch(() => null);
  if (!verified?.verified) return 'PASSKEY_FAILED';
  await db
    .update(passkeys)
    .set({ signCount: sql`greatest(${passkeys.signCount}, ${verified.authenticationInfo.newCounter})`, lastUsedAt: now, synced: verified.authenticationInfo.credentialBackedUp })
    .where(eq(passkeys.id, row.id));
  return null;
}

export async function renamePasskey(db: DbOrTx, userId: number, id: number, name: string): Promise<PasskeyRow | null> {
  const [row] = await db.update(passkeys).set({ name }).where(and(eq(passkeys.id, id), eq(passkeys.userInfoId, userId))).returning();
  return row ?? null;
}
