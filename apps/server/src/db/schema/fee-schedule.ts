import { boolean, customType, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/** PPO fee-schedule rate codes by provider location (part 2 §3 rate code row). */
export const rateCodes = pgTable(
  'rate_code',
  {
    id: serial('rate_code_id').primaryKey(),
    nationalRateCd: varchar('national_rate_cd', { length: 20 }).notNull(),
    lob: varchar('lob', { length: 5 }).notNull(),
    ftin: varchar('ftin', { length: 9 }).notNull(),
    prvId: integer('prv_id').notNull(),
    provLctnName: varchar('prov_lctn_name', { length: 120 }).notNull(),
    provLctnAddr: varchar('prov_lctn_addr', { length: 200 }).notNull(),
    provLctnDetails: varchar('prov_lctn_details', { length: 200 }),
    lctnZipCd: varchar('lctn_zip_cd', { length: 10 }).notNull(),
    cpdProvId: varchar('cpd_prov_id', { length: 12 }).notNull(),
  },
  (t) => [index('rate_code_lookup_idx').on(t.lob, t.prvId, t.ftin)],
);

/** A user's fee-schedule request and, once produced, its file. */
export const feeScheduleRequests = pgTable(
  'fee_sched_rqst',
  {
    id: serial('fee_sched_rqst_id').primaryKey(),
    userInfoId: integer('user_info_id').notNull().references(() => users.id),
    nationalRateCd: varchar('national_rate_cd', { length: 20 }).notNull(),
    prvName: varchar('prv_name', { length: 120 }).notNull(),
    zip: varchar('zip', { length: 10 }).notNull(),
    prvId: integer('prv_id').notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    fileName: varchar('file_name', { length: 200 }),
    fileContent: bytea('file_content'),
    fileViewed: boolean('file_viewed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('fee_sched_rqst_user_idx').on(t.userInfoId)],
);
