import { boolean, date, index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';

/** Providers by TIN: physicians (P), ancillaries (A), hospitals and facilities (H, F) — part 2 §3. */
export const providers = pgTable(
  'provider',
  {
    prvId: integer('prv_id').primaryKey(),
    prvTaxId: varchar('prv_tax_id', { length: 9 }).notNull(),
    prvProviderType: varchar('prv_provider_type', { length: 1 }).notNull(),
    prvName: varchar('prv_name', { length: 120 }).notNull(),
    prvNpi: varchar('prv_npi', { length: 10 }),
    lobString: varchar('lob_string', { length: 40 }),
    phyFirstName: varchar('phy_first_name', { length: 40 }),
    phyMiddleName: varchar('phy_middle_name', { length: 40 }),
    phyLastName: varchar('phy_last_name', { length: 40 }),
    degreeStr: varchar('degree_str', { length: 40 }),
    phyDateOfBirth: date('phy_date_of_birth'),
    phyGender: varchar('phy_gender', { length: 1 }),
    languageStr: varchar('language_str', { length: 120 }),
    faclFacilityName: varchar('facl_facility_name', { length: 120 }),
  },
  (t) => [index('provider_tax_idx').on(t.prvTaxId, t.prvName)],
);

export const providerSpecialties = pgTable('provider_specialty', {
  id: serial('provider_specialty_id').primaryKey(),
  prvId: integer('prv_id').notNull().references(() => providers.prvId),
  specDesc: varchar('spec_desc', { length: 120 }).notNull(),
  srrRank: smallint('srr_rank').notNull(),
}, (t) => [index('provider_specialty_prv_idx').on(t.prvId)]);

/** Office or facility locations of a provider. */
export const providerLocations = pgTable('provider_location', {
  ofcId: serial('ofc_id').primaryKey(),
  prvId: integer('prv_id').notNull().references(() => providers.prvId),
  name: varchar('location_name', { length: 120 }).notNull(),
  address: varchar('address', { length: 200 }).notNull(),
  city: varchar('city', { length: 60 }).notNull(),
  state: varchar('state', { length: 2 }).notNull(),
  zip: varchar('zip', { length: 10 }).notNull(),
  phone: varchar('phone_nbr', { length: 15 }),
  fax: varchar('fax_nbr', { length: 15 }),
  email: varchar('email_address', { length: 120 }),
  acceptWc: boolean('accept_wc').notNull().default(true),
  primary: boolean('primary_flag').notNull().default(false),
}, (t) => [index('provider_location_prv_idx').on(t.prvId)]);

/** Services, specialties, focuses and languages offered at a location. */
export const locationAttributes = pgTable('location_attribute', {
  id: serial('location_attribute_id').primaryKey(),
  ofcId: integer('ofc_id').notNull().references(() => providerLocations.ofcId),
  kind: varchar('kind', { length: 10 }).notNull(),
  description: varchar('description', { length: 120 }).notNull(),
}, (t) => [index('location_attribute_ofc_idx').on(t.ofcId)]);

export const providerLicenses = pgTable('provider_license', {
  id: serial('provider_license_id').primaryKey(),
  prvId: integer('prv_id').notNull().references(() => providers.prvId),
  licenseType: varchar('license_type', { length: 40 }).notNull(),
  stateCode: varchar('state_code', { length: 2 }).notNull(),
  licenseNbr: varchar('license_nbr', { length: 30 }).notNull(),
  issueDate: date('issue_date'),
  expirationDate: date('expiration_date'),
  status: varchar('status', { length: 20 }).notNull(),
}, (t) => [index('provider_license_prv_idx').on(t.prvId)]);
