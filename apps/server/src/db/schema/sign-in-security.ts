import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Second factors (issue 46): the authenticator app (TOTP); passkeys have their own table. An app waits with
 * confirmed_at null until its first code; an account has at most one app confirmed and one waiting.
 */
export const secondFactors = pgTable(
  'second_factor',
  {
    id: serial('second_factor_id').primaryKey(),
    userInfoId: integer('user_info_id').notNull().references(() => users.id),
    /** TOTP (an authenticator app). */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** The TOTP secret, encrypted (lib/factor-keys.ts: `keyId.iv.ciphertext.tag`). */
    secretEnc: text('secret_enc'),
    /** The last time step a code was accepted for: a code of that step or before is refused (RFC 6238 §5.2). */
    lastStep: bigint('last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('second_factor_app_uq').on(t.userInfoId).where(sql`${t.kind} = 'TOTP' AND ${t.confirmedAt} IS NOT NULL`),
    uniqueIndex('second_factor_app_waiting_uq').on(t.userInfoId).where(sql`${t.kind} = 'TOTP' AND ${t.confirmedAt} IS NULL`),
  ],
);

/** Recovery codes: ten per account, single-use, stored as keyed hashes (HMAC with the factor key). */
export const recoveryCodes = pgTable(
  'recovery_code',
  {
    id: serial('recovery_code_id').primaryKey(),
    userInfoId: integer('user_info_id').notNull().references(() => users.id),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_code_user_hash_uq').on(t.userInfoId, t.codeHash)],
);

/** The single-use ticket a right password earns while the second factor is still to come. */
export const signInTickets = pgTable(
  'sign_in_ticket',
  {
    ticketHash: varchar('ticket_hash', { length: 64 }).primaryKey(),
    userInfoId: integer('user_info_id').notNull().references(() => users.id),
    /** How the first step was made: password or sso. */
    via: varchar('via', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sign_in_ticket_expires_idx').on(t.expiresAt)],
);

/** "Remember this browser": the password alone signs in from it for 30 days; revocable. */
export const rememberedBrowsers = pgTable(
  'remembered_browser',
  {
    id: uuid('remembered_browser_id').primaryKey(),
    userInfoId: integer('user_info_id').notNull().references(() => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** The browser and system, from the user agent, for the person to tell them apart. */
    label: varchar('label', { length: 80 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    forgottenAt: timestamp('forgotten_at', { withTimezone: true }),
  },
  (t) => [index('remembered_browser_user_idx').on(t.userInfoId).where(sql`${t.forgottenAt} IS NULL`)],
);

/**
 * Passkeys and security keys (WebAuthn): the public key of each, never a secret. The credential id is
 * the authenticator's, unique across accounts (WebAuthn §6.1: a credential belongs to one account).
 */
export const passkeys = pgTable(
  'passkey',
  {
    id: serial('passkey_id').primaryKey(),
    userInfoId: integer('user_info_id').notNull().references(() => users.id),
    /** Base64url, as the browser names it. */
    credentialId: varchar('credential_id', { length: 1400 }).notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (WebAuthn §6.1.1); 0 when it keeps none. */
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    /** How the browser reaches it (usb, nfc, internal, hybrid…), comma-separated. */
    transports: varchar('transports', { length: 80 }),
    name: varchar('name', { length: 64 }).notNull(),
    /** Synced between devices by its provider (backup eligible and backed up). */
    synced: boolean('synced').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkey_credential_uq').on(t.credentialId), index('passkey_user_idx').on(t.userInfoId)],
);

/**
 * A passkey ceremony's challenge: single-use (spent by deleting it), for one purpose and, but for the
 * sign-in with no user name, one account.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenge',
  {
    challengeHash: varchar('challenge_hash', { length: 64 }).primaryKey(),
    /** register, signIn, secondStep or stepUp. */
    purpose: varchar('purpose', { length: 12 }).notNull(),
    userInfoId: integer('user_info_id').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenge_expires_idx').on(t.expiresAt)],
);
