import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { billSearchCalls, billSearchLimits, type Bill, type BillSearchCriteria, type PaymentInfo } from '@wcpp/contract';
import type { Db, DbOrTx } from '../../db/client';
import { preparedQuery, preparedSql } from '../../db/prepared';
import { billLines, billPayments, bills, billSearchTins, clients, providerLocations, providers } from '../../db/schema';
import type { BillDocumentData } from './documents/types';

/*
 * Bill Search's verbs: the searches, one bill, its payment and what its documents print. Each query of
 * the request path is prepared once per database (a named statement on PostgreSQL, planned once per
 * connection), with its values as placeholders: a search costs one round trip and no query building
 * (docs/decisions/034-request-path-speed.md).
 */

export type BillRow = typeof bills.$inferSelect;

const money = (value: string | null): number | null => (value === null ? null : Number(value));

/** What application/x-www-form-urlencoded writes unchanged (the URL standard's urlencoded serializer). */
const FORM_SAFE = /^[A-Za-z0-9*._-]*$/;

/**
 * A value of a query string exactly as URLSearchParams writes it. Control numbers and ids are almost
 * always safe as they are, so the common case builds no URLSearchParams (a search writes one or two
 * addresses a bill: bench/README.md, issue 25).
 */
export function formValue(value: string): string {
  return FORM_SAFE.test(value) ? value : new URLSearchParams([['', value]]).toString().slice(1);
}

/**
 * The addresses a bill answers (part 1 §7) name their calls by the calls' descriptions: the image link
 * call's path without its path params, which the address carries as its query string instead, and the
 * second source's reference call.
 */
const IMAGE_ADDRESS = billSearchCalls.billImageLink.path.slice(0, billSearchCalls.billImageLink.path.indexOf('/:'));
const REFERENCE_ADDRESS = billSearchCalls.searchBillReference.path;

/** The address of a bill's image or EOR, as a query string the image calls take (part 1 §7). */
export function imageUrl(row: Pick<BillRow, 'billControlNumber' | 'exId'>, isEor: 'Y' | 'N'): string {
  return `${IMAGE_ADDRESS}?billControlNumber=${formValue(row.billControlNumber)}&isEor=${isEor}&exId=${formValue(row.exId ?? '')}`;
}

/** A bill's image, EOR and second-source reference addresses, as Bill Search and the claim page answer them. */
export function documentLinks(row: Pick<BillRow, 'billControlNumber' | 'exId' | 'eor' | 'mitchBill'>): Pick<Bill, 'eorImageUrl' | 'billImageUrl' | 'foreignBillIdURL'> {
  return {
    eorImageUrl: row.eor ? imageUrl(row, 'Y') : null,
    billImageUrl: row.mitchBill ? null : imageUrl(row, 'N'),
    foreignBillIdURL: row.mitchBill ? `${REFERENCE_ADDRESS}?billRefNumber=${encodeURIComponent(row.billControlNumber)}` : null,
  };
}

export function toBill(row: SearchRow): Bill {
  return {
    beginServiceDate: row.beginServiceDate,
    endServiceDate: row.endServiceDate,
    billCharges: row.billCharges,
    billControlNumber: row.billControlNumber,
    billingId: row.billingId,
    billStatus: row.billStatus,
    claimNumber: row.claimNumber,
    dateOfInjury: row.dateOfInjury,
    documentId: row.documentId,
    facilityName: row.facilityName,
    patientFirstName: row.patientFirstName,
    patientMiddleName: row.patientMiddleName,
    patientLastName: row.patientLastName,
    physicianFirstName: row.physicianFirstName,
    physicianMiddleName: row.physicianMiddleName,
    physicianLastName: row.physicianLastName,
    payerId: row.payerId,
    payerName: row.payerName,
    recommendedAllowance: row.recommendedAllowance,
    ftin: row.ftin,
    mitchBill: row.mitchBill,
    mcpsBill: row.mcpsBill,
    eor: row.eor,
    ...documentLinks(row),
    exId: row.exId,
    paidAmount: null,
    paidDate: null,
    checkNumber: null,
  };
}

const p = sql.placeholder;
const window = () => and(lte(bills.beginServiceDate, p('end')), gte(bills.endServiceDate, p('begin')));

/**
 * The condition of each search mode (billId: by control number, document id or both). Every mode
 * leads with an indexed equality (TIN with claim number or claimant, or the bill control number /
 * document id), so a search reads a handful of index entries on a million-bill table; the service
 * window is an overlap test on those few rows.
 */
const conditions = {
  claimNumber: () => and(sql`upper(${bills.claimNumber}) = upper(${p('claimNumber')})`, window()),
  claimant: () =>
    and(
      sql`lower(${bills.patientLastName}) = lower(${p('lastName')})`,
      eq(bills.patientDob, p('dateOfBirth')),
      sql`lower(${bills.patientFirstName}) = lower(${p('firstName')})`,
      window(),
    ),
  billControlNumber: () => eq(bills.billControlNumber, p('billControlNumber')),
  documentId: () => eq(bills.documentId, p('documentId')),
  billControlNumberAndDocumentId: () => and(eq(bills.billControlNumber, p('billControlNumber')), eq(bills.documentId, p('documentId'))),
} satisfies Record<string, () => SQL | undefined>;
type Variant = keyof typeof conditions;

/**
 * The TINs as a fixed list of billSearchLimits.maxTins parameters, unused ones repeating a TIN: with
 * an array parameter PostgreSQL's generic plan looked dearer than a fresh plan for the values, so it
 * planned every search again (about 0.2 ms each); with this list the generic plan is kept.
 */
const tinSlots = Array.from({ length: billSearchLimits.maxTins }, (_, i) => p(`tin${i}`));

/** What a search reads of a bill: the columns of the wire's Bill (toBill), by their field names. */
const searchColumns = {
  beginServiceDate: bills.beginServiceDate,
  endServiceDate: bills.endServiceDate,
  billCharges: bills.billCharges,
  billControlNumber: bills.billControlNumber,
  billingId: bills.billingId,
  billStatus: bills.billStatus,
  claimNumber: bills.claimNumber,
  dateOfInjury: bills.dateOfInjury,
  documentId: bills.documentId,
  facilityName: bills.facilityName,
  patientFirstName: bills.patientFirstName,
  patientMiddleName: bills.patientMiddleName,
  patientLastName: bills.patientLastName,
  physicianFirstName: bills.physicianFirstName,
  physicianMiddleName: bills.physicianMiddleName,
  physicianLastName: bills.physicianLastName,
  payerId: bills.payerId,
  payerName: bills.payerName,
  recommendedAllowance: bills.recommendedAllowance,
  ftin: bills.ftin,
  mitchBill: bills.mitchBill,
  mcpsBill: bills.mcpsBill,
  eor: bills.eor,
  exId: bills.exId,
} satisfies Partial<Record<keyof BillRow, unknown>>;
/** A bill as a search reads it: searchColumns by their field names, dates as YYYY-MM-DD, money as numbers (JSON). */
type SearchRow = Omit<Pick<BillRow, keyof typeof searchColumns>, 'billCharges' | 'recommendedAllowance'> & {
  billCharges: number;
  recommendedAllowance: number | null;
};

/**
 * A search as raw SQL sent straight to pg (db/prepared.ts preparedSql): no ORM row mapping on the
 * request path. PostgreSQL writes each bill's columns as one JSON object named by the wire's fields
 * (dates in ISO form, numerics as numbers), so the driver describes and parses one column a bill
 * instead of 24: about 8 % more searches a second on the same host (decision 070, bench/README.md).
 */
const searchOf = (variant: Variant) =>
  preparedSql<Record<string, unknown>, { bill: string }>(
    `bill_search_${variant}`,
    () => sql`SELECT json_build_object(${sql.join(
      Object.entries(searchColumns).map(([field, column]) => sql`${sql.raw(`'${field}'`)}, ${column}`),
      sql`, `,
    )})::text AS bill FROM ${bills} WHERE ${and(inArray(bills.ftin, tinSlots), eq(bills.mitchBill, p('secondSource')), conditions[variant]())}
      ORDER BY ${bills.patientFirstName}, ${bills.beginServiceDate}, ${bills.id} LIMIT ${billSearchLimits.maxResults}`,
  );
const searchStatements: Partial<Record<Variant, ReturnType<typeof searchOf>>> = {};

function variantOf(criteria: BillSearchCriteria): { variant: Variant; values: Record<string, unknown> } {
  switch (criteria.mode) {
    case 'claimNumber':
      return { variant: 'claimNumber', values: { claimNumber: criteria.claimNumber, begin: criteria.beginServiceDate, end: criteria.endServiceDate } };
    case 'claimant':
      return {
        variant: 'claimant',
        values: { lastName: criteria.lastName, firstName: criteria.firstName, dateOfBirth: criteria.dateOfBirth, begin: criteria.beginServiceDate, end: criteria.endServiceDate },
      };
    case 'billId': {
      const billControlNumber = criteria.billControlNumber || undefined;
      const documentId = criteria.documentId ? criteria.documentId.toUpperCase() : undefined;
      const variant = billControlNumber && documentId ? 'billControlNumberAndDocumentId' : billControlNumber ? 'billControlNumber' : 'documentId';
      return { variant, values: { billControlNumber, documentId } };
    }
  }
}

/** Bills of one source for the given TINs, claimant first name ascending (part 1 §9), at most 200. */
export async function searchBills(db: Db, criteria: BillSearchCriteria, ftins: string[], secondSource: boolean): Promise<Bill[]> {
  if (!ftins.length) return [];
  if (ftins.length > billSearchLimits.maxTins) throw new Error(`at most ${billSearchLimits.maxTins} TINs per search`);
  const { variant, values } = variantOf(criteria);
  const tins = Object.fromEntries(tinSlots.map((_, i) => [`tin${i}`, ftins[Math.min(i, ftins.length - 1)]]));
  const rows = await (searchStatements[variant] ??= searchOf(variant))(db, { ...values, ...tins, secondSource });
  return rows.map((row) => toBill(JSON.parse(row.bill) as SearchRow));
}

const billByControlNumber = preparedQuery((db: Db) =>
  db.select().from(bills).where(eq(bills.billControlNumber, p('billControlNumber'))).orderBy(asc(bills.id)).limit(1).prepare('find_bill'),
);
const paymentOfBill = preparedQuery((db: Db) => db.select().from(billPayments).where(eq(billPayments.billId, p('billId'))).limit(1).prepare('find_payment'));

/** A bill by its control number (unique in practice; the first by id otherwise). */
export async function findBill(db: Db, billControlNumber: string): Promise<BillRow | null> {
  const [row] = await billByControlNumber(db).execute({ billControlNumber });
  return row ?? null;
}

/** The payment of a bill: paid amount, paid date and check number. */
export async function findPayment(db: Db, billId: number): Promise<PaymentInfo | null> {
  const [row] = await paymentOfBill(db).execute({ billId });
  return row ? { paidAmount: Number(row.paidAmount), paidDate: row.paidDate, checkNumber: row.checkNumber, paymentId: row.paymentId } : null;
}

/** Everything the documents print about one bill. */
export async function loadDocumentData(db: Db, row: BillRow): Promise<BillDocumentData> {
  const [lines, payment, provider, payer] = await Promise.all([
    db.select().from(billLines).where(eq(billLines.billId, row.id)).orderBy(asc(billLines.lineNo)),
    findPayment(db, row.id),
    row.prvId === null
      ? Promise.resolve([])
      : db
          .select({
            name: providers.prvName,
            npi: providers.prvNpi,
            address: providerLocations.address,
            city: providerLocations.city,
            state: providerLocations.state,
            zip: providerLocations.zip,
          })
          .from(providers)
          .leftJoin(providerLocations, eq(providerLocations.prvId, providers.prvId))
          .where(eq(providers.prvId, row.prvId))
          .orderBy(asc(providerLocations.ofcId))
          .limit(1),
    row.payerId === null
      ? Promise.resolve([])
      : db.select({ address: clients.billClmAddr }).from(clients).where(eq(clients.ecsPayorId, row.payerId)).limit(1),
  ]);
  const physician =
    row.physicianLastName || row.physicianFirstName
      ? { firstName: row.physicianFirstName, middleName: row.physicianMiddleName, lastName: row.physicianLastName }
      : null;
  return {
    billId: row.id,
    billControlNumber: row.billControlNumber,
    documentId: row.documentId,
    billingId: row.billingId,
    exId: row.exId,
    formType: row.formType === 'UB04' ? 'UB04' : 'CMS1500',
    mitchBill: row.mitchBill,
    mcpsBill: row.mcpsBill,
    billStatus: row.billStatus,
    ftin: row.ftin,
    claimNumber: row.claimNumber,
    dateOfInjury: row.dateOfInjury,
    patient: { firstName: row.patientFirstName, middleName: row.patientMiddleName, lastName: row.patientLastName, dateOfBirth: row.patientDob },
    beginServiceDate: row.beginServiceDate,
    endServiceDate: row.endServiceDate,
    physician,
    facilityName: row.facilityName,
    provider: provider[0] ?? null,
    payer: { id: row.payerId, name: row.payerName, address: payer[0]?.address ?? null },
    billCharges: Number(row.billCharges),
    recommendedAllowance: money(row.recommendedAllowance),
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      serviceDate: l.serviceDate,
      procedureCode: l.procedureCode,
      modifier: l.modifier,
      description: l.description,
      units: l.units,
      billed: Number(l.billed),
      allowance: Number(l.allowance),
      reasonCodes: l.reasonCodes,
    })),
    payment,
  };
}

/** Whether any bill is on file under the TIN (registration: the TIN is known). */
export async function isFtinOfAnyBill(db: DbOrTx, ftin: string): Promise<boolean> {
  const [row] = await db.select({ id: bills.id }).from(bills).where(eq(bills.ftin, ftin)).limit(1);
  return Boolean(row);
}

/** Whether a bill with this control number is on file under the TIN (registration's TIN + BCN proof). */
export async function isBillOfFtin(db: DbOrTx, ftin: string, billControlNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.billControlNumber, billControlNumber), eq(bills.ftin, ftin)))
    .limit(1);
  return Boolean(row);
}

/** The TINs a user last searched bills with (issue 27 §2), as kept; the caller narrows them to the scope. */
export async function keptTinSelection(db: Db, userId: number): Promise<string[]> {
  const [row] = await db.select({ ftins: billSearchTins.ftins }).from(billSearchTins).where(eq(billSearchTins.userId, userId));
  return row?.ftins ?? [];
}

/** Keeps a user's last selection: one row per user, replaced (at most billSearchLimits.maxTins TINs, checked by the caller). */
export async function keepTinSelection(db: Db, userId: number, ftins: string[]): Promise<void> {
  await db
    .insert(billSearchTins)
    .values({ userId, ftins })
    .onConflictDoUpdate({ target: billSearchTins.userId, set: { ftins, updatedAt: sql`now()` } });
}
