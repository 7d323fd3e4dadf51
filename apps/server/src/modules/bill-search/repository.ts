import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { billSearchLimits, type Bill, type BillSearchCriteria, type PaymentInfo } from '@wcpp/contract';
import type { Db, DbOrTx } from '../../db/client';
import { billLines, billPayments, bills, clients, providerLocations, providers } from '../../db/schema';
import type { BillDocumentData } from './documents/types';

type BillRow = typeof bills.$inferSelect;

const money = (value: string | null): number | null => (value === null ? null : Number(value));

/** The address of a bill's image or EOR, as a query string the image calls take (part 1 §7). */
export function imageUrl(row: Pick<BillRow, 'billControlNumber' | 'exId'>, isEor: 'Y' | 'N'): string {
  const query = new URLSearchParams({ billControlNumber: row.billControlNumber, isEor, exId: row.exId ?? '' });
  return `/billSearch/billImage?${query.toString()}`;
}

export function toBill(row: BillRow): Bill {
  return {
    beginServiceDate: row.beginServiceDate,
    endServiceDate: row.endServiceDate,
    billCharges: Number(row.billCharges),
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
    recommendedAllowance: money(row.recommendedAllowance),
    ftin: row.ftin,
    mitchBill: row.mitchBill,
    mcpsBill: row.mcpsBill,
    eor: row.eor,
    eorImageUrl: row.eor ? imageUrl(row, 'Y') : null,
    billImageUrl: row.mitchBill ? null : imageUrl(row, 'N'),
    foreignBillIdURL: row.mitchBill ? `/billSearch/searchBillReference?billRefNumber=${encodeURIComponent(row.billControlNumber)}` : null,
    exId: row.exId,
    paidAmount: null,
    paidDate: null,
    checkNumber: null,
  };
}

/**
 * The condition of each search mode. Every mode leads with an indexed equality (TIN with claim
 * number or claimant, or the bill control number / document id), so a search reads a handful of
 * index entries on a million-bill table; the service window is an overlap test on those few rows.
 */
function criteriaCondition(criteria: BillSearchCriteria): SQL {
  switch (criteria.mode) {
    case 'claimNumber':
      return and(
        sql`upper(${bills.claimNumber}) = upper(${criteria.claimNumber})`,
        lte(bills.beginServiceDate, criteria.endServiceDate),
        gte(bills.endServiceDate, criteria.beginServiceDate),
      )!;
    case 'claimant':
      return and(
        sql`lower(${bills.patientLastName}) = lower(${criteria.lastName})`,
        eq(bills.patientDob, criteria.dateOfBirth),
        sql`lower(${bills.patientFirstName}) = lower(${criteria.firstName})`,
        lte(bills.beginServiceDate, criteria.endServiceDate),
        gte(bills.endServiceDate, criteria.beginServiceDate),
      )!;
    case 'billId':
      return and(
        criteria.billControlNumber ? eq(bills.billControlNumber, criteria.billControlNumber) : undefined,
        criteria.documentId ? eq(bills.documentId, criteria.documentId.toUpperCase()) : undefined,
      )!;
  }
}

/** Bills of one source for the given TINs, claimant first name ascending (part 1 §9). */
export async function searchBills(db: Db, criteria: BillSearchCriteria, ftins: string[], secondSource: boolean): Promise<Bill[]> {
  const rows = await db
    .select()
    .from(bills)
    .where(and(ftins.length === 1 ? eq(bills.ftin, ftins[0]!) : inArray(bills.ftin, ftins), eq(bills.mitchBill, secondSource), criteriaCondition(criteria)))
    .orderBy(asc(bills.patientFirstName), asc(bills.beginServiceDate), asc(bills.id))
    .limit(billSearchLimits.maxResults);
  return rows.map(toBill);
}

/** A bill by its control number (unique in practice; the first by id otherwise). */
export async function findBill(db: Db, billControlNumber: string): Promise<BillRow | null> {
  const [row] = await db.select().from(bills).where(eq(bills.billControlNumber, billControlNumber)).orderBy(asc(bills.id)).limit(1);
  return row ?? null;
}

export async function findPayment(db: Db, billId: number): Promise<PaymentInfo | null> {
  const [row] = await db.select().from(billPayments).where(eq(billPayments.billId, billId)).limit(1);
  return row ? { paidAmount: Number(row.paidAmount), paidDate: row.paidDate, checkNumber: row.checkNumber } : null;
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
