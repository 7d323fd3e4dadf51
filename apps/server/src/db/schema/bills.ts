import { sql } from 'drizzle-orm';
import { bigserial, bigint, boolean, check, date, index, primaryKey, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { clients } from './clients';

/** Claims (part 1 §3 claim search). */
export const claims = pgTable(
  'claim',
  {
    id: serial('claim_id').primaryKey(),
    claimNumber: varchar('claim_number', { length: 40 }).notNull(),
    claimantFirstName: varchar('claimant_first_name', { length: 40 }).notNull(),
    claimantLastName: varchar('claimant_last_name', { length: 40 }).notNull(),
    claimantDob: date('claimant_dob').notNull(),
    claimantDoi: date('claimant_doi').notNull(),
    stateOfJurisdiction: varchar('state_of_jurisdiction', { length: 2 }).notNull(),
    claimantGender: varchar('claimant_gender', { length: 1 }).notNull(),
    clientId: integer('client_id').references(() => clients.id),
    lob: varchar('lob', { length: 4 }).notNull().default('WC'),
  },
  (t) => [
    index('claim_number_idx').on(t.claimNumber),
    // The claim page matches a number without case, spaces or hyphens (contract claimNumberKey).
    index('claim_number_key_idx').on(sql`upper(regexp_replace(${t.claimNumber}, '[[:space:]-]', '', 'g'))`),
    index('claim_claimant_idx').on(sql`lower(${t.claimantLastName})`, t.claimantDob, t.claimantDoi),
  ],
);

/**
 * Bills from both sources (mitchBill = second source), part 1 §3. Claimant and claim fields are
 * carried on the bill as the bill review system receives them, so each search reads one table.
 */
export const bills = pgTable(
  'bill',
  {
    id: bigserial('bill_id', { mode: 'number' }).primaryKey(),
    mitchBill: boolean('mitch_bill').notNull().default(false),
    mcpsBill: boolean('mcps_bill').notNull().default(false),
    billControlNumber: varchar('bill_control_number', { length: 22 }).notNull(),
    documentId: varchar('document_id', { length: 50 }),
    billingId: varchar('billing_id', { length: 30 }),
    exId: varchar('ex_id', { length: 30 }),
    ftin: varchar('ftin', { length: 9 }).notNull(),
    claimId: integer('claim_id').references(() => claims.id),
    claimNumber: varchar('claim_number', { length: 40 }).notNull(),
    dateOfInjury: date('date_of_injury'),
    patientFirstName: varchar('patient_first_name', { length: 40 }).notNull(),
    patientMiddleName: varchar('patient_middle_name', { length: 40 }),
    patientLastName: varchar('patient_last_name', { length: 40 }).notNull(),
    patientDob: date('patient_dob').notNull(),
    beginServiceDate: date('begin_service_date').notNull(),
    endServiceDate: date('end_service_date').notNull(),
    physicianFirstName: varchar('physician_first_name', { length: 40 }),
    physicianMiddleName: varchar('physician_middle_name', { length: 40 }),
    physicianLastName: varchar('physician_last_name', { length: 40 }),
    facilityName: varchar('facility_name', { length: 120 }),
    prvId: integer('prv_id'),
    billCharges: numeric('bill_charges', { precision: 12, scale: 2 }).notNull(),
    recommendedAllowance: numeric('recommended_allowance', { precision: 12, scale: 2 }),
    billStatus: varchar('bill_status', { length: 12 }).notNull(),
    payerId: varchar('payer_id', { length: 20 }),
    payerName: varchar('payer_name', { length: 120 }),
    eor: boolean('eor').notNull().default(false),
    formType: varchar('form_type', { length: 8 }).notNull(),
    hasImage: boolean('has_image').notNull().default(true),
    /** The 837's PWK segment (loop 2300) where the bill carries one: report type (PWK01), transmission (PWK02), attachment control number (PWK06). */
    pwkReportType: varchar('pwk_report_type', { length: 2 }),
    pwkTransmissionCode: varchar('pwk_transmission_code', { length: 2 }),
    pwkAttachmentControlNumber: varchar('pwk_attachment_control_number', { length: 80 }),
  },
  (t) => [
    index('bill_ftin_claim_idx').on(t.ftin, sql`upper(${t.claimNumber})`, t.beginServiceDate),
    index('bill_ftin_claimant_idx').on(t.ftin, sql`lower(${t.patientLastName})`, t.patientDob, t.beginServiceDate),
    index('bill_bcn_idx').on(t.billControlNumber),
    index('bill_document_idx').on(t.documentId),
    index('bill_claim_idx').on(t.claimId, t.ftin),
    // The claim page (decision 059): its page of bills in order, and its totals read from the index alone.
    index('bill_claim_page_idx').on(
      t.claimId,
      t.beginServiceDate,
      t.id,
      t.ftin,
      t.billStatus,
      t.mcpsBill,
      t.billCharges,
      t.recommendedAllowance,
      t.endServiceDate,
    ),
  ],
);

/** Service lines of a bill, with the recommended allowance and reason codes of the EOR. */
export const billLines = pgTable(
  'bill_line',
  {
    billId: bigint('bill_id', { mode: 'number' }).notNull().references(() => bills.id),
    lineNo: smallint('line_no').notNull(),
    serviceDate: date('service_date').notNull(),
    procedureCode: varchar('procedure_code', { length: 10 }).notNull(),
    modifier: varchar('modifier', { length: 4 }),
    description: varchar('description', { length: 120 }).notNull(),
    units: smallint('units').notNull(),
    billed: numeric('billed', { precision: 12, scale: 2 }).notNull(),
    allowance: numeric('allowance', { precision: 12, scale: 2 }).notNull(),
    reasonCodes: varchar('reason_codes', { length: 40 }),
  },
  (t) => [index('bill_line_bill_idx').on(t.billId, t.lineNo)],
);

/**
 * A check or EFT of a payer to a payee TIN (issue 28 §1, docs/decisions/066-payments.md): it pays the
 * bills whose bill_payment rows name it. total_amount = the sum of their paid amounts less the
 * provider-level adjustment (an 835's PLB; positive takes money back, as an overpayment recovery does).
 */
export const payments = pgTable(
  'payment',
  {
    id: serial('payment_id').primaryKey(),
    /** The check number, or the EFT's trace number; what the spec's payment information calls checkNumber. */
    number: varchar('payment_number', { length: 20 }).notNull(),
    /** CHK or ACH (an 835's BPR04). */
    method: varchar('method', { length: 3 }).notNull(),
    paymentDate: date('payment_date').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    payeeFtin: varchar('payee_ftin', { length: 9 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
    /** The PLB's adjustment reason (WO: overpayment recovery), when the payment has one. */
    providerAdjustmentCode: varchar('provider_adjustment_code', { length: 2 }),
    providerAdjustmentAmount: numeric('provider_adjustment_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    /**
     * The TINs of its parts (payment_tin), sorted and joined by commas: the key of its count in
     * payment_tin_day. Kept by the database's triggers on payment_tin, never written by the portal.
     */
    tins: text('tins').notNull().default(''),
  },
  (t) => [
    uniqueIndex('payment_number_idx').on(t.number),
    index('payment_payee_date_idx').on(t.payeeFtin, t.paymentDate),
    index('payment_date_idx').on(t.paymentDate),
    check('payment_method_check', sql`${t.method} IN ('CHK', 'ACH')`),
  ],
);

/**
 * A payment's part for one TIN of its bills (issue 28, decision 066): how many bills of that TIN it
 * paid and how much. The payments of a person's TINs are found here by TIN and date, without reading
 * their bills (a group's TINs may hold a third of all bills); written with the payment.
 */
export const paymentTins = pgTable(
  'payment_tin',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    ftin: varchar('ftin', { length: 9 }).notNull(),
    paymentDate: date('payment_date').notNull(),
    bills: integer('bills').notNull(),
    paid: numeric('paid', { precision: 12, scale: 2 }).notNull(),
  },
  // The search reads a TIN's parts from this index alone (its amounts are in the key: drizzle writes no INCLUDE).
  (t) => [primaryKey({ columns: [t.paymentId, t.ftin] }), index('payment_tin_search_idx').on(t.ftin, t.paymentDate, t.paymentId, t.bills, t.paid)],
);

/**
 * How many payments of one day have exactly one set of TINs, once under each TIN of the set (issue 28's
 * speed, docs/decisions/069-payment-counts-by-day.md): the total of a search over a person's TINs is
 * the sum, over the days of its range, of the counts of the sets that hold one of those TINs, each set
 * counted once. A payment to three TINs is one row of its set under each of them, so it is never
 * counted twice. Kept by the database's triggers on payment_tin in the transaction that writes the
 * parts; the portal only reads it.
 */
export const paymentTinDays = pgTable(
  'payment_tin_day',
  {
    ftin: varchar('ftin', { length: 9 }).notNull(),
    paymentDate: date('payment_date').notNull(),
    /** The set of TINs (payment.tins). */
    tins: text('tins').notNull(),
    payments: integer('payments').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ftin, t.paymentDate, t.tins] }),
    // The total reads its rows from this index alone (the count in the key: drizzle writes no INCLUDE).
    index('payment_tin_day_count_idx').on(t.ftin, t.paymentDate, t.tins, t.payments),
    check('payment_tin_day_payments_check', sql`${t.payments} > 0`),
  ],
);

export const billPayments = pgTable(
  'bill_payment',
  {
    billId: bigint('bill_id', { mode: 'number' }).primaryKey().references(() => bills.id),
    paidAmount: numeric('paid_amount', { precision: 12, scale: 2 }).notNull(),
    /** The payment's date and number, as part 1 §4's payment information answers them. */
    paidDate: date('paid_date').notNull(),
    checkNumber: varchar('check_number', { length: 20 }).notNull(),
    /** The check or EFT that paid the bill (issue 28); a bill denied on review is on it with nothing paid. */
    paymentId: integer('payment_id').references(() => payments.id),
  },
  // The claim page's paid total, read from the index alone.
  (t) => [index('bill_payment_amount_idx').on(t.billId, t.paidAmount), index('bill_payment_payment_idx').on(t.paymentId, t.billId)],
);

/** Bill Search's starting TINs per user: those of their last search (issue 27 §2), at most five. */
export const billSearchTins = pgTable('bill_search_tins', {
  userId: integer('user_info_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ftins: varchar('ftins', { length: 9 }).array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's saved and recent searches of Bill Search and Claim Search (issue 27 §5, decision 064):
 * the criteria as the form held them, never results. A saved one has a name; a recent one has none,
 * and only the last RECENT_SEARCHES_KEPT of those are kept.
 */
export const savedSearches = pgTable(
  'saved_search',
  {
    id: serial('saved_search_id').primaryKey(),
    userId: integer('user_info_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    name: varchar('name', { length: 60 }),
    criteria: jsonb('criteria').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_search_name_idx').on(t.userId, t.kind, t.name).where(sql`${t.name} IS NOT NULL`),
    index('saved_search_used_idx').on(t.userId, t.kind, t.usedAt),
  ],
);
