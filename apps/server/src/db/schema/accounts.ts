import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/** Provider groups (grpInfoId) and their TINs. */
export const groups = pgTable('grp_info', {
  id: serial('grp_info_id').primaryKey(),
  name: varchar('grp_name', { length: 120 }).notNull(),
  /** The group's Provider Admin requires a second factor of every user of the group (issue 46 §2). */
  requireSecondFactor: boolean('require_second_factor').notNull().default(false),
  createdDt: timestamp('created_dt', { withTimezone: true }).notNull().defaultNow(),
});

/** Users of every type (part 2 §3 user details and user row). */
export const users = pgTable(
  'user_info',
  {
    id: serial('user_info_id').primaryKey(),
    userNm: varchar('user_nm', { length: 50 }).notNull(),
    userFirstName: varchar('user_first_name', { length: 40 }).notNull(),
    userLastName: varchar('user_last_name', { length: 40 }).notNull(),
    userMidName: varchar('user_mid_name', { length: 1 }),
    emailAddr: varchar('email_addr', { length: 120 }),
    phoneNum: varchar('phone_num', { length: 15 }),
    employeeId: varchar('employee_id', { length: 20 }),
    typeCd: varchar('type_cd', { length: 4 }).notNull(),
    statusCd: varchar('status_cd', { length: 5 }).notNull(),
    affiliationCd: varchar('affiliation_cd', { length: 10 }),
    affiliationDesc: varchar('affiliation_desc', { length: 80 }),
    jobTitle: varchar('job_title', { length: 128 }),
    companyNm: varchar('company_nm', { length: 128 }),
    companyUrl: varchar('company_url', { length: 128 }),
    enlyteEmployee: boolean('enlyte_employee').notNull().default(false),
    grpInfoId: integer('grp_info_id').references(() => groups.id),
    mgrUserInfoId: integer('mgr_user_info_id'),
    passwordHash: text('password_hash'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdDt: timestamp('created_dt', { withTimezone: true }).notNull().defaultNow(),
    lastLoginDt: timestamp('last_login_dt', { withTimezone: true }),
    passwordChangedDt: timestamp('password_changed_dt', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_info_user_nm_uq').on(sql`lower(${t.userNm})`),
    index('user_info_email_idx').on(sql`lower(${t.emailAddr})`),
    // One usable account per address (issue: parallel registrations); terminated accounts keep theirs.
    uniqueIndex('user_info_email_live_uq').on(sql`lower(${t.emailAddr})`).where(sql`${t.statusCd} <> 'TERMD'`),
    index('user_info_grp_idx').on(t.grpInfoId),
  ],
);

/** TINs held by a group (part 2 §3 TIN for a group). */
export const groupFtins = pgTable(
  'grp_ftin',
  {
    grpInfoId: integer('grp_info_id').notNull().references(() => groups.id),
    ftin: varchar('ftin', { length: 9 }).notNull(),
    createdDate: timestamp('created_dt', { withTimezone: true }).notNull().defaultNow(),
    addedDate: timestamp('added_dt', { withTimezone: true }).notNull().defaultNow(),
    inactiveDate: timestamp('inactive_dt', { withTimezone: true }),
    lastUpdatedUserName: varchar('last_updated_user_nm', { length: 50 }),
    /** The practice's name for the TIN, given by a Provider Admin (issue 27 §2, decision 063); shown beside the number. */
    nickname: varchar('nickname', { length: 60 }),
  },
  (t) => [primaryKey({ columns: [t.grpInfoId, t.ftin] }), index('grp_ftin_ftin_idx').on(t.ftin)],
);

/** TINs assigned to a user (part 2 §3 TIN for a user). */
export const userFtins = pgTable(
  'user_ftin',
  {
    userInfoId: integer('user_info_id').notNull().references(() => users.id),
    ftin: varchar('ftin', { length: 9 }).notNull(),
    activeFlag: boolean('active_flag').notNull().default(true),
    createdDate: timestamp('created_dt', { withTimezone: true }).notNull().defaultNow(),
    lastUpdatedUserName: varchar('last_updated_user_nm', { length: 50 }),
  },
  (t) => [primaryKey({ columns: [t.userInfoId, t.ftin] })],
);

/** TINs owned by the network itself: registration and group TIN adds are refused for them. */
export const restrictedFtins = pgTable('restricted_ftin', {
  ftin: varchar('ftin', { length: 9 }).primaryKey(),
  reason: varchar('reason', { length: 120 }).notNull(),
});

/** Self-registration invitations: e-mail, hashed activation token and authentication code. */
export const registrationTokens = pgTable(
  'registration_token',
  {
    id: serial('registration_token_id').primaryKey(),
    emailAddr: varchar('email_addr', { length: 120 }).notNull(),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    authCodeHash: varchar('auth_code_hash', { length: 128 }).notNull(),
    campaign: varchar('campaign', { length: 64 }),
    /** The invited user (added by an administrator); null when the person registers a new group. */
    userInfoId: integer('user_info_id').references(() => users.id),
    /** Wrong authentication codes entered with this token; too many and the token is spent. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** Wrong TIN proofs (TIN + bill control number or provider id) with this token; too many spend it. */
    proofFailures: integer('proof_failures').notNull().default(0),
    /**
     * Hash of the TIN proof the server verified in this token's previous attempt and answered
     * FTIN_ALREADY_REGISTERED for: only that same proof is accepted when the person confirms the popup.
     */
    verifiedProofHash: varchar('verified_proof_hash', { length: 128 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('registration_token_hash_uq').on(t.tokenHash)],
);

/** Password resets: hashed link token and hashed temporary password. */
export const passwordResetTokens = pgTable(
  'password_reset_token',
  {
    id: serial('password_reset_token_id').primaryKey(),
    userInfoId: integer('user_info_id').notNull().references(() => users.id),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    tempPasswordHash: text('temp_password_hash').notNull(),
    /** Wrong temporary passwords entered with this token; too many and the token is spent. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_token_hash_uq').on(t.tokenHash)],
);

/** Security questions (part 2 §3); loaded, not used by the rendered profile. */
export const securityQuestions = pgTable('sec_question', {
  id: serial('sec_qstn_id').primaryKey(),
  question: varchar('sec_qstn', { length: 200 }).notNull(),
});

/**
 * Portal sessions: a token names its session, and the session decides whether the token still works
 * (sign-out, password change or reset, Revert, terminate and an administrator end it; idle expiry
 * uses FE_APP_TIMEOUT). docs/decisions/025-server-sessions.md.
 */
export const userSessions = pgTable(
  'user_session',
  {
    id: uuid('session_id').primaryKey(),
    userInfoId: integer('user_info_id').notNull().references(() => users.id),
    /** The provider user an administrator mirrors in this session. */
    mirrorUserInfoId: integer('mirror_user_info_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** SIGN_OUT, PASSWORD_CHANGED, PASSWORD_RESET, REVERT, MIRROR_START, EMAIL_CHANGED, ADMIN … */
    endedReason: varchar('ended_reason', { length: 30 }),
    /** When the person last proved a second factor in this session (step-up, issue 46 §3); null: never. */
    factorAt: timestamp('factor_at', { withTimezone: true }),
    /** How the person signed in, as RFC 8176 amr values, comma-separated (pwd, otp, mfa …). */
    amr: varchar('amr', { length: 60 }),
  },
  (t) => [index('user_session_user_idx').on(t.userInfoId).where(sql`${t.endedAt} IS NULL`)],
);

/**
 * Failure counters with a window, decided by one conditional statement (docs/decisions/024):
 * `tin:<ftin>` counts wrong registration proofs of a TIN across all tokens; `signin:<name>` counts
 * wrong passwords for user names that have no account, so their answers match a real account's.
 */
export const attemptCounters = pgTable('attempt_counter', {
  key: varchar('counter_key', { length: 160 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  /** The window of the policy that last counted here: when it has passed and nothing is blocked, the row holds nothing (db/counters.ts forgetSpentCounters). */
  windowMinutes: integer('window_minutes').notNull().default(525_600),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** A pending change of a user's e-mail address: applied when the link sent to the new address is followed. */
export const emailChangeTokens = pgTable(
  'email_change_token',
  {
    id: serial('email_change_token_id').primaryKey(),
    userInfoId: integer('user_info_id').notNull().references(() => users.id),
    newEmailAddr: varchar('new_email_addr', { length: 120 }).notNull(),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_change_token_hash_uq').on(t.tokenHash)],
);

/**
 * A group's request for a TIN that another group holds (docs/decisions/047): the TIN joins the
 * group's grp_ftin rows only when a Provider Admin of a holding group, or an internal system
 * administrator, approves it. Nothing of the proof is kept but its kind.
 */
export const tinClaims = pgTable(
  'tin_claim',
  {
    id: serial('tin_claim_id').primaryKey(),
    grpInfoId: integer('grp_info_id').notNull().references(() => groups.id),
    ftin: varchar('ftin', { length: 9 }).notNull(),
    /** PENDING, APPROVED or DENIED. */
    status: varchar('status', { length: 8 }).notNull().default('PENDING'),
    proofKind: varchar('proof_kind', { length: 3 }).notNull(),
    requestedBy: varchar('requested_by', { length: 50 }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: varchar('decided_by', { length: 50 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tin_claim_pending_uq').on(t.grpInfoId, t.ftin).where(sql`${t.status} = 'PENDING'`),
    index('tin_claim_ftin_idx').on(t.ftin),
  ],
);
