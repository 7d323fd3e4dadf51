import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { providers } from './providers';

/** Clients and payers of the network (part 1 §3 client list row). */
export const clients = pgTable('client', {
  id: serial('client_id').primaryKey(),
  aeName: varchar('ae_name', { length: 120 }).notNull(),
  affltdPayorName: varchar('affltd_payor_name', { length: 120 }),
  ecsName: varchar('ecs_name', { length: 120 }),
  billClmAttntn: varchar('bill_clm_attntn', { length: 120 }),
  billClmAddr: varchar('bill_clm_addr', { length: 200 }),
  ecsPhoneNum: varchar('ecs_phone_num', { length: 15 }),
  billClmPhoneNum: varchar('bill_clm_phone_num', { length: 15 }),
  ecsPayorId: varchar('ecs_payor_id', { length: 20 }),
});

export const products = pgTable('product', {
  productCd: varchar('product_cd', { length: 10 }).primaryKey(),
  productName: varchar('product_name', { length: 80 }).notNull(),
});

/** Which client treats which provider as a participant, by TIN, state, product and line of business. */
export const participations = pgTable(
  'client_participation',
  {
    id: serial('client_participation_id').primaryKey(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    prvId: integer('prv_id').notNull().references(() => providers.prvId),
    ftin: varchar('ftin', { length: 9 }).notNull(),
    state: varchar('state', { length: 2 }).notNull(),
    productCd: varchar('product_cd', { length: 10 }).notNull().references(() => products.productCd),
    lob: varchar('lob', { length: 4 }).notNull(),
  },
  (t) => [index('client_participation_lookup_idx').on(t.ftin, t.prvId, t.lob, t.state, t.productCd)],
);
