import * as z from 'zod/mini';
import { todayIso } from '../dates';
import { isoDate, usDateField } from '../shared/date-fields';
import { transformed } from '../shared/mini';
import { billSearchLimits, DOCUMENT_BUNDLE_MAX_BILLS } from './limits';
import { billSearchMessages, documentBundleMessages } from './messages';


export const TIN = z.string().check(z.regex(/^\d{9}$/, 'A TIN is 9 digits.'));

const serviceDate = usDateField({
  required: billSearchMessages.serviceDateRequired,
  invalid: billSearchMessages.serviceDateInvalid,
  future: billSearchMessages.serviceDateFuture,
});

const tinSelection = z.array(TIN).check(z.minLength(1, billSearchMessages.selectTins), z.maxLength(billSearchLimits.maxTins, billSearchMessages.selectTins));

/** A required text of at most `max` characters, trimmed, refused with `message`. */
const requiredText = (max: number, message: string) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

// ─── The three Bill Search forms (part 1 §5) ────────────────────────────────────────────────────

export const BillSearchByClaimNumberFormSchema = z.object({
  tins: tinSelection,
  claimNumber: requiredText(billSearchLimits.claimNumber, billSearchMessages.claimNumber),
  serviceDate,
});
export type BillSearchByClaimNumberForm = z.input<typeof BillSearchByClaimNumberFormSchema>;

export const BillSearchByClaimantFormSchema = z.object({
  tins: tinSelection,
  firstName: requiredText(billSearchLimits.name, billSearchMessages.firstName),
  lastName: requiredText(billSearchLimits.name, billSearchMessages.lastName),
  dateOfBirth: usDateField({
    required: billSearchMessages.dobRequired,
    invalid: billSearchMessages.dobInvalid,
    future: billSearchMessages.dobFuture,
  }),
  serviceDate,
});
export type BillSearchByClaimantForm = z.input<typeof BillSearchByClaimantFormSchema>;

/** The fields of the search by bill id; one of the two is required (billIdRequired). */
export const billIdFields = {
  tins: tinSelection,
  billControlNumber: z.string().check(z.trim(), z.maxLength(billSearchLimits.billControlNumber, billSearchMessages.billId)),
  documentId: z.string().check(z.trim(), z.maxLength(billSearchLimits.documentId, billSearchMessages.billId)),
};
/** Bill Id or Document Id: one of the two, each field saying so (part 1 §5). For any form holding both fields. */
export const billIdRequired = <T extends { billControlNumber: string; documentId: string }>() =>
  z.superRefine<T>((value, ctx) => {
    if (!value.billControlNumber && !value.documentId) {
      ctx.addIssue({ code: 'custom', path: ['billControlNumber'], message: billSearchMessages.billId });
      ctx.addIssue({ code: 'custom', path: ['documentId'], message: billSearchMessages.billId });
    }
  });
export const BillSearchByBillIdFormSchema = z.object(billIdFields).check(billIdRequired());
export type BillSearchByBillIdForm = z.input<typeof BillSearchByBillIdFormSchema>;


// ─── The API (part 1 §3 Bill search payload, §7 calls) ─────────────────────────────────────────

const optionalText = (max: number) => transformed(z.nullish(z.string().check(z.trim(), z.maxLength(max))), (v) => (v ? v : undefined));
const optionalDate = (schema: typeof isoDate) => transformed(z.nullish(schema), (v) => v ?? undefined);

/** searchParams of part 1 §3, shared by both sources. */
const searchParamFields = {
  claimantFirstName: optionalText(billSearchLimits.name),
  claimantLastName: optionalText(billSearchLimits.name),
  claimNumber: optionalText(billSearchLimits.claimNumber),
  documentId: optionalText(billSearchLimits.documentId),
  billControlNumber: optionalText(billSearchLimits.billControlNumber),
  claimantDateOfBirth: optionalDate(isoDate.check(z.refine((v: string) => v <= todayIso(), billSearchMessages.dobFuture))),
  beginServiceDate: optionalDate(isoDate),
  endServiceDate: optionalDate(isoDate),
};

export type BillSearchCriteria =
  | { mode: 'claimNumber'; claimNumber: string; beginServiceDate: string; endServiceDate: string }
  | { mode: 'claimant'; firstName: string; lastName: string; dateOfBirth: string; beginServiceDate: string; endServiceDate: string }
  | { mode: 'billId'; billControlNumber?: string; documentId?: string };

interface RawParams {
  claimantFirstName?: string;
  claimantLastName?: string;
  claimNumber?: string;
  documentId?: string;
  billControlNumber?: string;
  claimantDateOfBirth?: string;
  beginServiceDate?: string;
  endServiceDate?: string;
}

/**
 * Which of the three searches the parameters make, or null when they make none (the server then
 * answers with the global message). A service window longer than ±7 days makes none either, so the
 * API cannot be used to list every bill of a TIN.
 */
export function billSearchCriteria(p: RawParams): BillSearchCriteria | null {
  if (p.billControlNumber || p.documentId) {
    return { mode: 'billId', billControlNumber: p.billControlNumber, documentId: p.documentId };
  }
  const windowOk =
    p.beginServiceDate !== undefined &&
    p.endServiceDate !== undefined &&
    p.beginServiceDate <= p.endServiceDate &&
    (Date.parse(p.endServiceDate) - Date.parse(p.beginServiceDate)) / 86_400_000 <= billSearchLimits.maxWindowDays;
  if (!windowOk) return null;
  const window = { beginServiceDate: p.beginServiceDate!, endServiceDate: p.endServiceDate! };
  if (p.claimNumber) return { mode: 'claimNumber', claimNumber: p.claimNumber, ...window };
  if (p.claimantFirstName && p.claimantLastName && p.claimantDateOfBirth) {
    return { mode: 'claimant', firstName: p.claimantFirstName, lastName: p.claimantLastName, dateOfBirth: p.claimantDateOfBirth, ...window };
  }
  return null;
}

/** POST /billSearch/searchByAssorted: one TIN (`ftin`) of the first source per request. */
export const SearchByAssortedRequestSchema = z.object({
  ...searchParamFields,
  ftin: TIN,
});
export type SearchByAssortedRequest = z.input<typeof SearchByAssortedRequestSchema>;

/** POST /billSearch/mitchBillSearch: the second source, every selected TIN in one request. */
export const MitchBillSearchRequestSchema = z.object({
  ...searchParamFields,
  tins: z.array(TIN).check(z.minLength(1), z.maxLength(billSearchLimits.maxTins)),
});
export type MitchBillSearchRequest = z.input<typeof MitchBillSearchRequestSchema>;

/** A bill as the searches answer it (part 1 §3 Bill). Dates are YYYY-MM-DD; money is a number. */
export const BillSchema = z.object({
  beginServiceDate: z.string(),
  endServiceDate: z.string(),
  billCharges: z.number(),
  billControlNumber: z.string(),
  billingId: z.nullable(z.string()),
  billStatus: z.string(),
  claimNumber: z.string(),
  dateOfInjury: z.nullable(z.string()),
  documentId: z.nullable(z.string()),
  facilityName: z.nullable(z.string()),
  patientFirstName: z.string(),
  patientMiddleName: z.nullable(z.string()),
  patientLastName: z.string(),
  physicianFirstName: z.nullable(z.string()),
  physicianMiddleName: z.nullable(z.string()),
  physicianLastName: z.nullable(z.string()),
  payerId: z.nullable(z.string()),
  payerName: z.nullable(z.string()),
  recommendedAllowance: z.nullable(z.number()),
  ftin: z.string(),
  mitchBill: z.boolean(),
  mcpsBill: z.boolean(),
  eor: z.boolean(),
  /** Query-string URL of the EOR (for precheckEor / imageExist); null when the bill has no EOR. */
  eorImageUrl: z.nullable(z.string()),
  /** Query-string URL of the bill image (for imageExist); null for second-source bills. */
  billImageUrl: z.nullable(z.string()),
  /** Second-source bills: where the bill lives in that system (its reference lines are read instead of an image). */
  foreignBillIdURL: z.nullable(z.string()),
  exId: z.nullable(z.string()),
  /** Payment fields come from findPaymentInfo; the searches leave them null. */
  paidAmount: z.nullable(z.number()),
  paidDate: z.nullable(z.string()),
  checkNumber: z.nullable(z.string()),
});
export type Bill = z.infer<typeof BillSchema>;

export const BillListSchema = z.array(BillSchema);

/** Part 1 §4: payment information exists only for billStatus '0' and '3'. */
export function paymentInfoState(bill: Pick<Bill, 'billStatus' | 'mcpsBill'>): 'notApplicable' | 'notAvailable' | 'available' {
  if (bill.mcpsBill) return 'notApplicable';
  return bill.billStatus === '0' || bill.billStatus === '3' ? 'available' : 'notAvailable';
}

/** What the recommended-allowance link opens: the EOR, the pricing sheet of a network-pricing bill, or nothing. */
export function allowanceDocument(bill: Pick<Bill, 'eor' | 'mcpsBill' | 'recommendedAllowance'>): 'eor' | 'priceSheet' | null {
  if (bill.recommendedAllowance === null) return null;
  if (bill.mcpsBill) return 'priceSheet';
  return bill.eor ? 'eor' : null;
}

/** POST /billSearch/findPaymentInfo. */
export const PaymentInfoRequestSchema = z.object({
  ftin: TIN,
  billControlNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(billSearchLimits.billControlNumber)),
});
export const PaymentInfoSchema = z.object({
  paidAmount: z.number(),
  paidDate: z.string(),
  checkNumber: z.string(),
  /** Beyond the spec (issue 28): the payment (check or EFT) that paid the bill, for its page. */
  paymentId: z.nullable(z.number()),
});
export type PaymentInfo = z.infer<typeof PaymentInfoSchema>;

/** GET /billSearch/imageExist and /billSearch/precheckEor take the query string of an image URL. */
export const ImageQuerySchema = z.object({
  billControlNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(billSearchLimits.billControlNumber)),
  isEor: z.enum(['Y', 'N']),
  exId: z.optional(z.string().check(z.trim(), z.maxLength(30))),
});
export type ImageQuery = z.infer<typeof ImageQuerySchema>;

/** GET /billSearch/billImage/{bcn}/{isEor}/{exId} answers the address of the PDF to open. */
export const BillImageLinkSchema = z.object({ url: z.string() });

/** POST /billSearch/searchBillPriceSheet and /billSearch/searchBillReference. */
export const BillRefRequestSchema = z.object({ billRefNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(billSearchLimits.billControlNumber)) });
export const BillReferenceLinesSchema = z.array(z.object({ line: z.string() }));
export type BillReferenceLine = z.infer<typeof BillReferenceLinesSchema>[number];

/**
 * GET and PUT /billSearch/tinSelection (issue 27 §2): the TINs a person last searched with, the next
 * Bill Search's starting selection. At most billSearchLimits.maxTins, each in the person's scope.
 */
export const TinSelectionSchema = z.object({
  tins: z.array(TIN).check(z.maxLength(billSearchLimits.maxTins, billSearchMessages.selectTins)),
});
export type TinSelection = z.infer<typeof TinSelectionSchema>;

/** POST /bills/documents.zip (issue 27 §4): the bills whose image and EOR (or pricing sheet) to bundle. */
export const DocumentBundleRequestSchema = z.object({
  billControlNumbers: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(billSearchLimits.billControlNumber)))
    .check(z.minLength(1, documentBundleMessages.noBills), z.maxLength(DOCUMENT_BUNDLE_MAX_BILLS, documentBundleMessages.tooManyBills)),
});
export type DocumentBundleRequest = z.input<typeof DocumentBundleRequestSchema>;
