import * as w from './names';

/**
 * Builds the SQL that generates providers, clients, claims, bills, lines and payments inside the
 * database (generate_series), so a million bills load in about a minute on PGlite and PostgreSQL.
 * Every value comes from a deterministic hash of the row number: the same counts give the same data.
 */
export interface ReferenceCounts {
  tins: string[];
  providers: number;
  clients: number;
  claims: number;
  bills: number;
  /** Service lines and payments are written for bills when true (the scale seed may skip them). */
  lines: boolean;
}

/** The date the demo data is anchored to; service dates fall in the two years before it. */
export const SEED_ANCHOR = '2026-11-01';
/**
 * The day the demo data stands at: its last weekly check run, a Friday. Nothing is paid after it, so
 * no payment of the demo is dated in the future (the last service dates are two weeks before it).
 */
export const SEED_AS_OF = '2026-11-27';
export const FIRST_PROVIDER_ID = 100001;

const arr = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/** pg_temp.rnd(i, salt, m): a deterministic pseudo-random integer in [0, m). */
const rndFunction = `
CREATE OR REPLACE FUNCTION pg_temp.rnd(i bigint, salt int, m int) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT ((((((i * 2654435761 + salt::bigint * 1013904223) % 4294967296) # (((i * 2654435761 + salt::bigint * 1013904223) % 4294967296) >> 15)) * 374761393) % 4294967296) % m)::int
$$;
CREATE OR REPLACE FUNCTION pg_temp.pick(a text[], i bigint, salt int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT a[1 + pg_temp.rnd(i, salt, cardinality(a))]
$$;
-- An NPI of these nine digits and its check digit (Luhn over 80840 and the nine: the prefix adds 24).
CREATE OR REPLACE FUNCTION pg_temp.npi(f text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT f || ((10 - (24 + sum(CASE WHEN k % 2 = 1 THEN (2 * d) / 10 + (2 * d) % 10 ELSE d END)) % 10) % 10)::text
  FROM (SELECT k, substr(f, k, 1)::int AS d FROM generate_series(1, 9) k) x
$$;`;

export function providersSql(c: ReferenceCounts): string {
  const n = c.providers;
  return `
INSERT INTO provider (prv_id, prv_tax_id, prv_provider_type, prv_name, prv_npi, lob_string, phy_first_name, phy_middle_name,
  phy_last_name, degree_str, phy_date_of_birth, phy_gender, language_str, facl_facility_name)
SELECT ${FIRST_PROVIDER_ID - 1} + i,
  (${arr(c.tins)})[1 + (i - 1) % ${c.tins.length}],
  t.typ,
  CASE WHEN t.typ = 'P' THEN pg_temp.pick(${arr(w.lastNames)}, i, 2) || ', ' || pg_temp.pick(${arr(w.firstNames)}, i, 1)
       ELSE pg_temp.pick(${arr(w.facilityPrefixes)}, i, 3) || ' ' || pg_temp.pick(${arr(w.facilityKinds)}, i, 4) END,
  CASE WHEN pg_temp.rnd(i, 5, 10) = 0 THEN NULL ELSE pg_temp.npi((100000000 + pg_temp.rnd(i, 6, 899999999))::text) END,
  CASE pg_temp.rnd(i, 7, 3) WHEN 0 THEN 'WC' WHEN 1 THEN 'AUTO' ELSE 'WC, AUTO' END,
  CASE WHEN t.typ = 'P' THEN pg_temp.pick(${arr(w.firstNames)}, i, 1) END,
  CASE WHEN t.typ = 'P' THEN pg_temp.pick(${arr(w.middleInitials)}, i, 8) END,
  CASE WHEN t.typ = 'P' THEN pg_temp.pick(${arr(w.lastNames)}, i, 2) END,
  CASE WHEN t.typ = 'P' THEN pg_temp.pick(${arr(w.degrees)}, i, 9) END,
  CASE WHEN t.typ = 'P' THEN DATE '1950-01-01' + pg_temp.rnd(i, 10, 12000) END,
  CASE WHEN t.typ = 'P' THEN (ARRAY['M','F'])[1 + pg_temp.rnd(i, 11, 2)] END,
  CASE WHEN t.typ = 'P' THEN 'English' || CASE WHEN pg_temp.rnd(i, 12, 3) = 0 THEN ', ' || pg_temp.pick(${arr(w.languages.slice(1))}, i, 13) ELSE '' END END,
  CASE WHEN t.typ <> 'P' THEN pg_temp.pick(${arr(w.facilityPrefixes)}, i, 3) || ' ' || pg_temp.pick(${arr(w.facilityKinds)}, i, 4) END
FROM generate_series(1, ${n}) i
CROSS JOIN LATERAL (SELECT CASE WHEN pg_temp.rnd(i, 1, 10) < 6 THEN 'P' WHEN pg_temp.rnd(i, 1, 10) < 8 THEN 'A' ELSE 'H' END AS typ) t;

INSERT INTO provider_specialty (prv_id, spec_desc, srr_rank)
SELECT p.prv_id, pg_temp.pick(${arr(w.specialties)}, p.prv_id + r, 20), r
FROM provider p CROSS JOIN generate_series(1, 2) r
WHERE p.prv_provider_type = 'P' AND (r = 1 OR pg_temp.rnd(p.prv_id, 21, 2) = 0);

INSERT INTO provider_location (prv_id, location_name, address, city, state, zip, phone_nbr, fax_nbr, email_address, accept_wc, primary_flag)
SELECT p.prv_id,
  CASE WHEN r = 1 THEN 'Main Office' ELSE pg_temp.pick(${arr(w.cities)}, p.prv_id + r, 30) || ' Clinic' END,
  (100 + pg_temp.rnd(p.prv_id * 3 + r, 31, 9800))::text || ' ' || pg_temp.pick(${arr(w.streets)}, p.prv_id + r, 32),
  pg_temp.pick(${arr(w.cities)}, p.prv_id + r, 30),
  pg_temp.pick(${arr(w.states)}, p.prv_id + r, 30),
  lpad((10000 + pg_temp.rnd(p.prv_id + r, 33, 89999))::text, 5, '0'),
  (2000000000::bigint + pg_temp.rnd(p.prv_id + r, 34, 799999999))::text,
  (2000000000::bigint + pg_temp.rnd(p.prv_id + r, 35, 799999999))::text,
  'frontdesk' || p.prv_id || '@clinic.example',
  pg_temp.rnd(p.prv_id + r, 36, 5) <> 0,
  r = 1
FROM provider p CROSS JOIN generate_series(1, 2) r
WHERE r = 1 OR pg_temp.rnd(p.prv_id, 37, 3) = 0;

INSERT INTO location_attribute (ofc_id, kind, description)
SELECT l.ofc_id, k.kind, CASE k.kind
    WHEN 'SERVICE' THEN pg_temp.pick(${arr(w.services)}, l.ofc_id, 40)
    WHEN 'SPECIALTY' THEN pg_temp.pick(${arr(w.specialties)}, l.ofc_id, 41)
    WHEN 'FOCUS' THEN pg_temp.pick(${arr(w.focuses)}, l.ofc_id, 42)
    ELSE pg_temp.pick(${arr(w.languages)}, l.ofc_id, 43) END
FROM provider_location l CROSS JOIN (VALUES ('SERVICE'), ('SPECIALTY'), ('FOCUS'), ('LANGUAGE')) k(kind)
WHERE pg_temp.rnd(l.ofc_id, 44 + length(k.kind), 3) <> 0;

INSERT INTO provider_license (prv_id, license_type, state_code, license_nbr, issue_date, expiration_date, status)
SELECT p.prv_id,
  CASE WHEN p.prv_provider_type = 'P' THEN 'Medical License' ELSE 'Facility License' END,
  pg_temp.pick(${arr(w.states)}, p.prv_id, 50),
  upper(substr(md5(p.prv_id::text), 1, 2)) || (100000 + pg_temp.rnd(p.prv_id, 51, 899999))::text,
  DATE '2010-01-01' + pg_temp.rnd(p.prv_id, 52, 4000),
  DATE '${SEED_ANCHOR}' + pg_temp.rnd(p.prv_id, 53, 1400) - 200,
  CASE WHEN pg_temp.rnd(p.prv_id, 54, 12) = 0 THEN 'Expired' ELSE 'Active' END
FROM provider p;`;
}

export function clientsSql(c: ReferenceCounts): string {
  return `
INSERT INTO product (product_cd, product_name) VALUES
  ('PPO', 'Preferred Provider Network'), ('HCN', 'Health Care Network'), ('MPN', 'Medical Provider Network'),
  ('DPP', 'Direct Pay Program'), ('ANC', 'Ancillary Network'), ('AUTOPPO', 'Auto PPO');

INSERT INTO client (client_id, ae_name, affltd_payor_name, ecs_name, bill_clm_attntn, bill_clm_addr, ecs_phone_num, bill_clm_phone_num, ecs_payor_id)
SELECT i,
  pg_temp.pick(${arr(w.payers)}, i, 60) || CASE WHEN i > ${w.payers.length} THEN ' ' || (ARRAY['East','West','North','South','Central'])[1 + i % 5] ELSE '' END,
  CASE WHEN pg_temp.rnd(i, 61, 3) = 0 THEN NULL ELSE pg_temp.pick(${arr(w.payers)}, i, 62) END,
  pg_temp.pick(${arr(w.payers)}, i, 60) || ' Claims',
  'Bill Review Department',
  'PO Box ' || (1000 + pg_temp.rnd(i, 63, 8999))::text || ', ' || pg_temp.pick(${arr(w.cities)}, i, 64) || ', ' || pg_temp.pick(${arr(w.states)}, i, 64),
  (8000000000 + pg_temp.rnd(i, 65, 99999999))::text,
  (8000000000 + pg_temp.rnd(i, 66, 99999999))::text,
  lpad((10000 + i)::text, 5, '0')
FROM generate_series(1, ${c.clients}) i;

INSERT INTO client_participation (client_id, prv_id, ftin, state, product_cd, lob)
SELECT 1 + pg_temp.rnd(p.prv_id * 8 + k, 70, ${c.clients}), p.prv_id, p.prv_tax_id,
  (SELECT l.state FROM provider_location l WHERE l.prv_id = p.prv_id ORDER BY l.ofc_id LIMIT 1),
  CASE WHEN k % 2 = 0 THEN (ARRAY['PPO','HCN','MPN','DPP','ANC'])[1 + pg_temp.rnd(p.prv_id + k, 71, 5)] ELSE 'AUTOPPO' END,
  CASE WHEN k % 2 = 0 THEN 'WC' ELSE 'AUTO' END
FROM provider p CROSS JOIN generate_series(0, 7) k;`;
}

export function claimsSql(c: ReferenceCounts): string {
  return `
INSERT INTO claim (claim_id, claim_number, claimant_first_name, claimant_last_name, claimant_dob, claimant_doi, state_of_jurisdiction, claimant_gender, client_id, lob)
SELECT i,
  CASE WHEN pg_temp.rnd(i, 80, 5) = 0 THEN 'AU' ELSE 'WC' END || lpad((10000000 + i * 37 % 89999999)::text, 8, '0') || '-' || (1 + pg_temp.rnd(i, 81, 9))::text,
  pg_temp.pick(${arr(w.firstNames)}, i, 82),
  pg_temp.pick(${arr(w.lastNames)}, i, 83),
  DATE '1950-01-01' + pg_temp.rnd(i, 84, 18000),
  DATE '${SEED_ANCHOR}' - 60 - pg_temp.rnd(i, 85, 1000),
  pg_temp.pick(${arr(w.states)}, i, 86),
  (ARRAY['M','F'])[1 + pg_temp.rnd(i, 87, 2)],
  1 + pg_temp.rnd(i, 88, ${c.clients}),
  CASE WHEN pg_temp.rnd(i, 80, 5) = 0 THEN 'AUTO' ELSE 'WC' END
FROM generate_series(1, ${c.claims}) i;`;
}

/** A scale seed's long claims (issue 27 §6): every LONG_CLAIM_EVERY-th bill goes to one of them, about LONG_CLAIM_BILLS each. */
export const LONG_CLAIM_BILLS = 1000;
const LONG_CLAIM_EVERY = 250;
/** How many long claims a seed of this size has (none below 100,000 bills: the demo's claims stay as they are). */
export const longClaims = (c: Pick<ReferenceCounts, 'bills'>) => (c.bills >= 100_000 ? Math.floor(c.bills / LONG_CLAIM_EVERY / LONG_CLAIM_BILLS) : 0);

/** The claim of bill i: round the claims, or one of the long claims (claims 1…n) for every LONG_CLAIM_EVERY-th bill. */
function claimOfBill(c: ReferenceCounts): string {
  const n = longClaims(c);
  const round = `1 + (i - 1) % ${c.claims}`;
  return n ? `CASE WHEN i % ${LONG_CLAIM_EVERY} = 0 THEN 1 + (i / ${LONG_CLAIM_EVERY}) % ${n} ELSE ${round} END` : round;
}

/** Bills for rows start..end; each claim gets bills from a few neighbouring providers (so several TINs). */
export function billsSql(c: ReferenceCounts, start: number, end: number): string {
  const lineCount = (x: string) => `(1 + pg_temp.rnd(${x}, 100, 4))`;
  const lineBilled = (x: string, l: string) => `(40 + pg_temp.rnd(${x} * 5 + ${l}, 101, 760) + pg_temp.rnd(${x} * 5 + ${l}, 102, 100) / 100.0)`;
  const lineAllowed = (x: string, l: string) => `round(${lineBilled(x, l)} * (55 + pg_temp.rnd(${x} * 5 + ${l}, 103, 35)) / 100.0, 2)`;
  return `
INSERT INTO bill (bill_id, mitch_bill, mcps_bill, bill_control_number, document_id, billing_id, ex_id, ftin, claim_id, claim_number,
  date_of_injury, patient_first_name, patient_middle_name, patient_last_name, patient_dob, begin_service_date, end_service_date,
  physician_first_name, physician_middle_name, physician_last_name, facility_name, prv_id, bill_charges, recommended_allowance,
  bill_status, payer_id, payer_name, eor, form_type, has_image)
SELECT i, s.mitch, s.mcps,
  (70000000000 + i)::text,
  CASE WHEN s.mitch THEN 'M' ELSE 'D' END || to_char(s.begin_dt, 'YYMMDD') || lpad(i::text, 9, '0'),
  'BL' || lpad(i::text, 10, '0'),
  'EX' || lpad((i * 7)::text, 10, '0'),
  p.prv_tax_id, cl.claim_id, cl.claim_number, cl.claimant_doi,
  cl.claimant_first_name, pg_temp.pick(${arr(w.middleInitials)}, cl.claim_id, 90), cl.claimant_last_name, cl.claimant_dob,
  s.begin_dt, s.begin_dt + pg_temp.rnd(i, 91, 4),
  p.phy_first_name, p.phy_middle_name, p.phy_last_name,
  CASE WHEN p.prv_provider_type <> 'P' THEN p.prv_name END,
  p.prv_id,
  t.billed,
  CASE WHEN s.status = 'In Progress' THEN NULL ELSE t.allowed END,
  s.status,
  lpad((10000 + cl.client_id)::text, 5, '0'),
  payer.ae_name,
  NOT s.mcps AND s.status <> 'In Progress',
  CASE WHEN p.prv_provider_type = 'H' THEN 'UB04' ELSE 'CMS1500' END,
  pg_temp.rnd(i, 92, 40) <> 0
FROM generate_series(${start}, ${end}) i
JOIN claim cl ON cl.claim_id = ${claimOfBill(c)}
JOIN provider p ON p.prv_id = ${FIRST_PROVIDER_ID} + (cl.claim_id * 7 + pg_temp.rnd(i, 93, 3)) % ${c.providers}
LEFT JOIN client payer ON payer.client_id = cl.client_id
CROSS JOIN LATERAL (SELECT sum(${lineBilled('i', 'l')}) AS billed, sum(${lineAllowed('i', 'l')}) AS allowed FROM generate_series(1, ${lineCount('i')}) l) t
CROSS JOIN LATERAL (SELECT
  pg_temp.rnd(i, 94, 4) = 0 AS mitch,
  pg_temp.rnd(i, 95, 10) = 0 AS mcps,
  LEAST(DATE '${SEED_ANCHOR}', cl.claimant_doi + pg_temp.rnd(i, 96, 300)) AS begin_dt,
  (ARRAY['0','0','0','0','3','3','In Progress','In Progress','1','2'])[1 + pg_temp.rnd(i, 97, 10)] AS status) s;
${c.lines ? billLinesSql(start, end, lineCount, lineBilled, lineAllowed) : ''}`;
}

function billLinesSql(
  start: number,
  end: number,
  lineCount: (x: string) => string,
  lineBilled: (x: string, l: string) => string,
  lineAllowed: (x: string, l: string) => string,
): string {
  const codes = w.procedures.map(([code]) => code);
  const descriptions = w.procedures.map(([, d]) => d);
  return `
INSERT INTO bill_line (bill_id, line_no, service_date, procedure_code, modifier, description, units, billed, allowance, reason_codes)
SELECT b.bill_id, l, LEAST(b.end_service_date, b.begin_service_date + (l - 1)),
  (${arr(codes)})[1 + pg_temp.rnd(b.bill_id * 5 + l, 104, ${codes.length})],
  CASE WHEN pg_temp.rnd(b.bill_id * 5 + l, 105, 4) = 0 THEN (ARRAY['25','59','GP','RT','LT'])[1 + pg_temp.rnd(b.bill_id + l, 106, 5)] END,
  (${arr(descriptions)})[1 + pg_temp.rnd(b.bill_id * 5 + l, 104, ${codes.length})],
  1 + pg_temp.rnd(b.bill_id * 5 + l, 107, 3),
  ${lineBilled('b.bill_id', 'l')},
  CASE WHEN b.bill_status = 'In Progress' THEN 0 ELSE ${lineAllowed('b.bill_id', 'l')} END,
  CASE WHEN b.bill_status = 'In Progress' THEN NULL ELSE (ARRAY['P300','P301','R45','M15','B12','F01'])[1 + pg_temp.rnd(b.bill_id * 5 + l, 108, 6)] END
FROM bill b CROSS JOIN LATERAL generate_series(1, ${lineCount('b.bill_id')}) l
WHERE b.bill_id BETWEEN ${start} AND ${end};

INSERT INTO bill_payment (bill_id, paid_amount, paid_date, check_number)
SELECT b.bill_id,
  CASE WHEN b.bill_status = '3' THEN round(b.recommended_allowance * 0.95, 2) ELSE b.recommended_allowance END,
  b.end_service_date + 25 + pg_temp.rnd(b.bill_id, 110, 40),
  (4000000 + b.bill_id)::text
FROM bill b
WHERE b.bill_id BETWEEN ${start} AND ${end} AND b.bill_status IN ('0', '3') AND NOT b.mcps_bill;`;
}

export function rateCodesSql(): string {
  return `
INSERT INTO rate_code (national_rate_cd, lob, ftin, prv_id, prov_lctn_name, prov_lctn_addr, prov_lctn_details, lctn_zip_cd, cpd_prov_id)
SELECT 'NR' || lpad((l.ofc_id * 13 % 99999)::text, 5, '0') || lob.code, lob.code, p.prv_tax_id, p.prv_id, l.location_name,
  l.address || ', ' || l.city || ', ' || l.state, p.prv_name, l.zip, lpad(p.prv_id::text, 8, '0')
FROM provider p JOIN provider_location l ON l.prv_id = p.prv_id
CROSS JOIN (VALUES ('DPWC'), ('DPAUT')) lob(code)
WHERE lob.code = 'DPWC' OR p.lob_string LIKE '%AUTO%';`;
}

export function sequencesSql(): string {
  return `
SELECT setval(pg_get_serial_sequence('client', 'client_id'), (SELECT coalesce(max(client_id), 1) FROM client));
SELECT setval(pg_get_serial_sequence('claim', 'claim_id'), (SELECT coalesce(max(claim_id), 1) FROM claim));
SELECT setval(pg_get_serial_sequence('bill', 'bill_id'), (SELECT coalesce(max(bill_id), 1) FROM bill));`;
}

export { rndFunction };
