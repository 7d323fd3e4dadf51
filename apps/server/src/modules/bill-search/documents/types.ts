/**
 * What the document generators read: one bill with its lines, its payment (when paid) and the
 * provider and payer details printed on the forms. Loaded by ../service.ts; money as numbers,
 * dates as 'YYYY-MM-DD'.
 */
export interface BillDocumentData {
  billId: number;
  billControlNumber: string;
  documentId: string | null;
  billingId: string | null;
  exId: string | null;
  /** 'CMS1500' (professional) or 'UB04' (facility). */
  formType: 'CMS1500' | 'UB04';
  mitchBill: boolean;
  mcpsBill: boolean;
  billStatus: string;
  ftin: string;
  claimNumber: string;
  dateOfInjury: string | null;
  patient: { firstName: string; middleName: string | null; lastName: string; dateOfBirth: string };
  beginServiceDate: string;
  endServiceDate: string;
  physician: { firstName: string | null; middleName: string | null; lastName: string | null } | null;
  facilityName: string | null;
  /** The billing provider (name, NPI and address of its first location). */
  provider: { name: string; npi: string | null; address: string | null; city: string | null; state: string | null; zip: string | null } | null;
  payer: { id: string | null; name: string | null; address: string | null };
  billCharges: number;
  recommendedAllowance: number | null;
  lines: BillDocumentLine[];
  payment: { paidAmount: number; paidDate: string; checkNumber: string } | null;
}

export interface BillDocumentLine {
  lineNo: number;
  serviceDate: string;
  procedureCode: string;
  modifier: string | null;
  description: string;
  units: number;
  billed: number;
  allowance: number;
  reasonCodes: string | null;
}
