import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Second factors (issue 46): the authenticator app (TOTP), and later passkeys. An app waits with
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
