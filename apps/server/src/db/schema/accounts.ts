import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Provider groups (grpInfoId) and their TINs. */
export const groups = pgTable('grp_info', {
  id: serial('grp_info_id').primaryKey(),
  name: varchar('grp_name', { length: 120 }).notNull(),
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
