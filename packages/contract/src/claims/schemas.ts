/** The claim page (issue 27 §1, beyond the spec): a claim's whole bill history across the caller's TINs. */
import * as z from 'zod/mini';
import { ClaimSchema } from '../claim-search/schemas';
import { transformed } from '../shared/mini';
import { claimMessages } from './messages';

/** The page sizes a person may choose on the claim page; the server pages the rest (decision 059, amended). */
export const CLAIM_PAGE_SIZES = [25, 50, 100] as const;
export type ClaimPageSize = (typeof CLAIM_PAGE_SIZES)[number];
/** Bills on a page unless another size is chosen: a screenful, quick to answer (issue 27 §6). */
export const CLAIM_PAGE_SIZE: ClaimPageSize = 25;
/** A claim number as typed: letters, digits, spaces and hyphens, at most 40 characters. */
const CLAIM_NUMBER = /^[A-Za-z0-9 -]{1,40}$/;

/** The key a claim number is matched by: no case, no spaces, no hyphens (`wc10099001-4` → `WC100990014`). */
export const claimNumberKey = (claimNumber: string): string => claimNumber.replace(/[\s-]/g, '').toUpperCase();

export const ClaimParamsSchema = z.object({
  claimNumber: z.string().check(
    z.regex(CLAIM_NUMBER, claimMessages.invalidNumber),
    z.refine((value) => claimNumberKey(value).length > 0, claimMessages.invalidNumber),
  ),
});
export const ClaimQuerySchema = z.object({
  /** 1-based page of `pageSize` bills. */
  page: z.optional(z.pipe(transformed(z.string().check(z.regex(/^\d{1,5}$/, claimMessages.invalidPage)), Number), z.int().check(z.minimum(1, claimMessages.invalidPage)))),
  /** One of CLAIM_PAGE_SIZES; CLAIM_PAGE_SIZE when absent. */
  pageSize: z.optional(transformed(z.enum(CLAIM_PAGE_SIZES.map(String) as ['25', '50', '100'], claimMessages.invalidPageSize), (size) => Number(size) as ClaimPageSize)),
});

/**
 * What a bill's billStatus and payment say, in words (docs/decisions/059-claim-page.md): 'In Progress'
 * in review; '2' denied; '0' and '3' paid, or partly paid when less than the allowance was paid, or
 * allowed while no payment is recorded; '1' allowed; anything else received.
 */
export const claimBillStatuses = ['received', 'in review', 'allowed', 'paid', 'partly paid', 'denied'] as const;
export type ClaimBillStatus = (typeof claimBillStatuses)[number];

export function claimBillStatus(bill: { billStatus: string; recommendedAllowance: number | null; paidAmount: number | null }): ClaimBillStatus {
  switch (bill.billStatus) {
    case 'In Progress':
      return 'in review';
    case '2':
      return 'denied';
    case '1':
      return 'allowed';
    case '0':
    case '3':
      if (bill.paidAmount === null) return 'allowed';
      return bill.recommendedAllowance !== null && bill.paidAmount < bill.recommendedAllowance ? 'partly paid' : 'paid';
    default:
      return 'received';
  }
}

/**
 * Whether a bill's payment (what was paid, when, on which check or EFT) is shown on the claim page and
 * in the bill exports: the spec's rule (part 1 §4: billStatus '0' or '3', never a network pricing
 * bill), and also a denied bill that a payment remitted with nothing paid, as the payment's own page
 * lists it (docs/decisions/083-denied-bill-on-its-remittance.md).
 */
export function billPaymentShown(bill: { billStatus: string; mcpsBill: boolean; paymentId: number | null }): boolean {
  if (bill.mcpsBill) return false;
  if (bill.billStatus === '0' || bill.billStatus === '3') return true;
  return bill.billStatus === '2' && bill.paymentId !== null;
}

export const ClaimBillSchema = z.object({
  billControlNumber: z.string(),
  ftin: z.string(),
  beginServiceDate: z.string(),
  endServiceDate: z.string(),
  /** The rendering provider's name, or the facility on the bill. */
  providerName: z.nullable(z.string()),
  billCharges: z.number(),
  recommendedAllowance: z.nullable(z.number()),
  paidAmount: z.nullable(z.number()),
  paidDate: z.nullable(z.string()),
  checkNumber: z.nullable(z.string()),
  /** The payment that paid or remitted the bill, to open its page; null when no payment is shown. */
  paymentId: z.nullable(z.number()),
  billStatus: z.string(),
  status: z.enum(claimBillStatuses),
  mitchBill: z.boolean(),
  mcpsBill: z.boolean(),
  eor: z.boolean(),
  exId: z.nullable(z.string()),
  eorImageUrl: z.nullable(z.string()),
  billImageUrl: z.nullable(z.string()),
  foreignBillIdURL: z.nullable(z.string()),
});
export type ClaimBill = z.infer<typeof ClaimBillSchema>;

export const ClaimPageSchema = z.object({
  /** Claim Search's claim, with its line of business and payer instead of the gender. */
  claim: z.extend(z.omit(ClaimSchema, { claimantGender: true }), { lineOfBusiness: z.string(), payerName: z.nullable(z.string()) }),
  /** Over every bill of the claim in the caller's scope, not only this page. */
  totals: z.object({
    bills: z.number(),
    billed: z.number(),
    /** Leaves denied bills out (decision 059). */
    allowed: z.number(),
    /** The denied bills, and what they were allowed: what `allowed` leaves out (decision 082). */
    deniedBills: z.number(),
    deniedAllowed: z.number(),
    paid: z.number(),
    firstServiceDate: z.string(),
    lastServiceDate: z.string(),
  }),
  /** Bills by month of their first date of service (yyyy-MM), oldest first: the timeline. */
  timeline: z.array(z.object({ month: z.string(), bills: z.number() })),
  page: z.number(),
  pageSize: z.number(),
  /** This page's bills, by first date of service then bill id. */
  bills: z.array(ClaimBillSchema),
});
export type ClaimPage = z.infer<typeof ClaimPageSchema>;
