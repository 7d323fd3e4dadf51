import { z } from 'zod';
import { isIsoDate, parseUsDate, todayIso } from '../dates';
import { billSearchMessages, claimSearchMessages } from '../messages';

/** Part 1 §9 limits of Bill Search and Claim Search. */
export const billSearchLimits = {
  maxTins: 5,
  claimNumber: 40,
  name: 40,
  billControlNumber: 22,
  documentId: 50,
  /** Longest service window the server accepts: the ±7 days of part 1 §5. */
  maxWindowDays: 14,
  /** Most bills one request answers (docs/decisions/016-bill-search.md). */
  maxResults: 500,
  eorDelayMs: 3000,
  priceSheetDelayMs: 500,
} as const;

export const TIN = z.string().regex(/^\d{9}$/, 'A TIN is 9 digits.');

/**
 * A date typed as MM/DD/YYYY: required, a real date, not in the future. The output is the ISO
 * calendar date the API takes.
 */
export function usDateField(messages: { required: string; invalid: string; future: string }) {
  return z
    .string()
    .trim()
    .min(1, messages.required)
    .transform((value, ctx) => {
      const iso = parseUsDate(value);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      if (iso > todayIso()) {
        ctx.addIssue({ code: 'custom', message: messages.future });
        return z.NEVER;
      }
      return iso;
    });
}

const serviceDate = usDateField({
  required: billSearchMessages.serviceDateRequired,
  invalid: billSearchMessages.serviceDateInvalid,
  future: billSearchMessages.serviceDateFuture,
});

const tinSelection = z.array(TIN).min(1, billSearchMessages.selectTins).max(billSearchLimits.maxTins, billSearchMessages.selectTins);

// ─── The three Bill Search forms (part 1 §5) ────────────────────────────────────────────────────

export const BillSearchByClaimNumberFormSchema = z.object({
  tins: tinSelection,
  claimNumber: z.string().trim().min(1, billSearchMessages.claimNumber).max(billSearchLimits.claimNumber, billSearchMessages.claimNumber),
  serviceDate,
});
export type BillSearchByClaimNumberForm = z.input<typeof BillSearchByClaimNumberFormSchema>;

export const BillSearchByClaimantFormSchema = z.object({
  tins: tinSelection,
  firstName: z.string().trim().min(1, billSearchMessages.firstName).max(billSearchLimits.name, billSearchMessages.firstName),
  lastName: z.string().trim().min(1, billSearchMessages.lastName).max(billSearchLimits.name, billSearchMessages.lastName),
  dateOfBirth: usDateField({
    required: billSearchMessages.dobRequired,
    invalid: billSearchMessages.dobInvalid,
    future: billSearchMessages.dobFuture,
  }),
  serviceDate,
});
export type BillSearchByClaimantForm = z.input<typeof BillSearchByClaimantFormSchema>;

export const BillSearchByBillIdFormSchema = z
  .object({
    tins: tinSelection,
    billControlNumber: z.string().trim().max(billSearchLimits.billControlNumber, billSearchMessages.billId),
    documentId: z.string().trim().max(billSearchLimits.documentId, billSearchMessages.billId),
  })
  .superRefine((value, ctx) => {
    if (!value.billControlNumber && !value.documentId) {
      ctx.addIssue({ code: 'custom', path: ['billControlNumber'], message: billSearchMessages.billId });
      ctx.addIssue({ code: 'custom', path: ['documentId'], message: billSearchMessages.billId });
    }
  });
export type BillSearchByBillIdForm = z.input<typeof BillSearchByBillIdFormSchema>;

export const billSearchModes = ['claimNumber', 'claimant', 'billId'] as const;
export type BillSearchMode = (typeof billSearchModes)[number];

// ─── The API (part 1 §3 Bill search payload, §7 calls) ─────────────────────────────────────────

const isoDate = z.string().refine(isIsoDate, 'A date is YYYY-MM-DD.');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : undefined));

/** searchParams of part 1 §3, shared by both sources. */
const searchParamFields = {
  claimantFirstName: optionalText(billSearchLimits.name),
  claimantLastName: optionalText(billSearchLimits.name),
  claimNumber: optionalText(billSearchLimits.claimNumber),
  documentId: optionalText(billSearchLimits.documentId),
  billControlNumber: optionalText(billSearchLimits.billControlNumber),
  claimantDateOfBirth: isoDate
    .refine((v) => v <= todayIso(), billSearchMessages.dobFuture)
    .nullish()
    .transform((v) => v ?? undefined),
  beginServiceDate: isoDate.nullish().transform((v) => v ?? undefined),
  endServiceDate: isoDate.nullish().transform((v) => v ?? undefined),
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
  tins: z.array(TIN).min(1).max(billSearchLimits.maxTins),
});
export type MitchBillSearchRequest = z.input<typeof MitchBillSearchRequestSchema>;

/** A bill as the searches answer it (part 1 §3 Bill). Dates are YYYY-MM-DD; money is a number. */
export const BillSchema = z.object({
  beginServiceDate: z.string(),
  endServiceDate: z.string(),
  billCharges: z.number(),
  billControlNumber: z.string(),
  billingId: z.string().nullable(),
  billStatus: z.string(),
  claimNumber: z.string(),
  dateOfInjury: z.string().nullable(),
  documentId: z.string().nullable(),
  facilityName: z.string().nullable(),
  patientFirstName: z.string(),
  patientMiddleName: z.string().nullable(),
  patientLastName: z.string(),
  physicianFirstName: z.string().nullable(),
  physicianMiddleName: z.string().nullable(),
  physicianLastName: z.string().nullable(),
  payerId: z.string().nullable(),
  payerName: z.string().nullable(),
  recommendedAllowance: z.number().nullable(),
  ftin: z.string(),
  mitchBill: z.boolean(),
  mcpsBill: z.boolean(),
  eor: z.boolean(),
  /** Query-string URL of the EOR (for precheckEor / imageExist); null when the bill has no EOR. */
  eorImageUrl: z.string().nullable(),
  /** Query-string URL of the bill image (for imageExist); null for second-source bills. */
  billImageUrl: z.string().nullable(),
  /** Second-source bills: where the bill lives in that system (its reference lines are read instead of an image). */
  foreignBillIdURL: z.string().nullable(),
  exId: z.string().nullable(),
  /** Payment fields come from findPaymentInfo; the searches leave them null. */
  paidAmount: z.number().nullable(),
  paidDate: z.string().nullable(),
  checkNumber: z.string().nullable(),
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
  billControlNumber: z.string().trim().min(1).max(billSearchLimits.billControlNumber),
});
export const PaymentInfoSchema = z.object({
  paidAmount: z.number(),
  paidDate: z.string(),
  checkNumber: z.string(),
});
export type PaymentInfo = z.infer<typeof PaymentInfoSchema>;

/** GET /billSearch/imageExist and /billSearch/precheckEor take the query string of an image URL. */
export const ImageQuerySchema = z.object({
  billControlNumber: z.string().trim().min(1).max(billSearchLimits.billControlNumber),
  isEor: z.enum(['Y', 'N']),
  exId: z.string().trim().max(30).optional(),
});
export type ImageQuery = z.infer<typeof ImageQuerySchema>;

/** GET /billSearch/billImage/{bcn}/{isEor}/{exId} answers the address of the PDF to open. */
export const BillImageLinkSchema = z.object({ url: z.string() });

/** POST /billSearch/searchBillPriceSheet and /billSearch/searchBillReference. */
export const BillRefRequestSchema = z.object({ billRefNumber: z.string().trim().min(1).max(billSearchLimits.billControlNumber) });
export const BillReferenceLinesSchema = z.array(z.object({ line: z.string() }));
export type BillReferenceLine = z.infer<typeof BillReferenceLinesSchema>[number];

// ─── Claim Search (part 1 §3, §5) ──────────────────────────────────────────────────────────────

export const ClaimSearchFormSchema = z.object({
  claimantFirstName: z.string().trim().min(1, claimSearchMessages.firstName).max(billSearchLimits.name, claimSearchMessages.firstName),
  claimantLastName: z.string().trim().min(1, claimSearchMessages.lastName).max(billSearchLimits.name, claimSearchMessages.lastName),
  claimantDOB: usDateField({ required: claimSearchMessages.dobRequired, invalid: claimSearchMessages.dobInvalid, future: claimSearchMessages.dobFuture }),
  doi: usDateField({ required: claimSearchMessages.doiRequired, invalid: claimSearchMessages.doiInvalid, future: claimSearchMessages.doiFuture }),
  wildCardFstName: z.boolean(),
});
export type ClaimSearchForm = z.input<typeof ClaimSearchFormSchema>;

/** POST /globalclaim/searchByClaimant. */
export const ClaimSearchRequestSchema = z.object({
  claimantFirstName: z.string().trim().min(1).max(billSearchLimits.name),
  claimantLastName: z.string().trim().min(1).max(billSearchLimits.name),
  claimantDOB: isoDate.refine((v) => v <= todayIso(), claimSearchMessages.dobFuture),
  doi: isoDate.refine((v) => v <= todayIso(), claimSearchMessages.doiFuture),
  wildCardFstName: z.enum(['Y', 'N']),
});
export type ClaimSearchRequest = z.infer<typeof ClaimSearchRequestSchema>;

export const ClaimSchema = z.object({
  claimNumber: z.string(),
  claimantFirstName: z.string(),
  claimantLastName: z.string(),
  claimantDOB: z.string(),
  claimantDOI: z.string(),
  stateOfJurisdiction: z.string(),
  claimantGender: z.string(),
});
export type Claim = z.infer<typeof ClaimSchema>;

export const ClaimSearchResponseSchema = z.object({
  /** Set when nothing is found or the search cannot run; the screen shows it prefixed with 'Error: '. */
  resultMessage: z.string().nullable(),
  claims: z.array(ClaimSchema),
});
export type ClaimSearchResponse = z.infer<typeof ClaimSearchResponseSchema>;

export const claimSearchResultMessages = {
  none: 'No claims were found for the claimant information entered.',
} as const;
