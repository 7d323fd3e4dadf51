/** Payments and remittance (issue 28, beyond the spec): a check or EFT, the bills it paid and why each was reduced. */
import * as z from 'zod/mini';
import { isoDate } from '../shared/date-fields';
import { tinParam } from '../shared/fields';
import { fail, transformed } from '../shared/mini';
import { daysBetween, parseUsDate } from '../dates';
import { paymentMessages } from './messages';
import { ExportFormatSchema } from '../exports/format';
import type { ExportTable } from '../exports/schemas';
import { paymentTexts } from './texts';

/** The longest date range one search covers. */
export const PAYMENT_RANGE_MAX_DAYS = 366;
/** Without a check number or dates, a search covers the last 90 days. */
export const PAYMENT_DEFAULT_DAYS = 90;
/**
 * The rows a person may choose to see on one page of the payment search (payments, newest first) and of
 * a payment (its bills); the server pages the rest (decision 066, amended; decision 069).
 */
export const PAYMENT_PAGE_SIZES = [25, 50, 100] as const;
export type PaymentPageSize = (typeof PAYMENT_PAGE_SIZES)[number];
/** Rows on a page unless another size is chosen, as on the claim page. */
export const PAYMENT_PAGE_SIZE: PaymentPageSize = 25;

const searchFields = {
    /** A check number or an EFT's trace number, exactly. */
    checkNumber: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{1,20}$/, paymentMessages.invalidCheckNumber))),
    from: z.optional(isoDate),
    to: z.optional(isoDate),
    /** One of the caller's TINs; all of them when absent. */
    ftin: z.optional(tinParam),
    /** Part of the payer's name, without case. */
    payer: z.optional(z.string().check(z.trim(), z.minLength(2, paymentMessages.invalidPayer), z.maxLength(60, paymentMessages.invalidPayer))),
};
type Range = { from?: string; to?: string };
const rangeChecks = [
  z.refine<Range>((q) => !q.from || !q.to || q.from <= q.to, { message: paymentMessages.toBeforeFrom, path: ['to'] }),
  z.refine<Range>((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= PAYMENT_RANGE_MAX_DAYS, { message: paymentMessages.rangeTooLong, path: ['to'] }),
] as const;
const pageField = z.optional(z.pipe(transformed(z.string().check(z.regex(/^\d{1,5}$/, paymentMessages.invalidPage)), Number), z.int().check(z.minimum(1, paymentMessages.invalidPage))));
/** One of PAYMENT_PAGE_SIZES; PAYMENT_PAGE_SIZE when absent. */
const pageSizeField = (message: string) =>
  z.optional(transformed(z.enum(PAYMENT_PAGE_SIZES.map(String) as ['25', '50', '100'], message), (size) => Number(size) as PaymentPageSize));

export const PaymentSearchQuerySchema = z.object({ ...searchFields, page: pageField, pageSize: pageSizeField(paymentMessages.invalidSearchPageSize) }).check(...rangeChecks);
export type PaymentSearchQuery = z.input<typeof PaymentSearchQuerySchema>;

/** GET /payments/export: every payment of a search (all pages), as CSV or XLSX (issue 28 §2, decision 061's rules). */
export const PaymentExportQuerySchema = z.object({ ...searchFields, format: ExportFormatSchema }).check(...rangeChecks);

export const PaymentParamsSchema = z.object({
  paymentId: z.pipe(transformed(z.string().check(z.regex(/^\d{1,9}$/, paymentMessages.invalidId)), Number), z.int()),
});

/** GET /payments/{paymentId}: a page of the payment's bills. */
export const PaymentQuerySchema = z.object({
  /** 1-based page of `pageSize` bills. */
  page: pageField,
  pageSize: pageSizeField(paymentMessages.invalidPageSize),
});
export type PaymentQuery = z.input<typeof PaymentQuerySchema>;

const money = z.number();

/** What names a payment, in the search's rows and on its page. */
const paymentHeader = {
  paymentId: z.number(),
  /** The check number or the EFT's trace number (as part 1 §4's payment information names it). */
  checkNumber: z.string(),
  method: z.enum(['CHK', 'ACH']),
  paymentDate: z.string(),
  payerName: z.string(),
  payerId: z.string(),
  payeeFtin: z.string(),
  /**
   * The whole payment; null when it also pays bills of TINs outside the caller's scope (`partial`): the
   * check's total, as its provider adjustment, is the payee's (decision 066, amended 2026-11-29).
   */
  totalAmount: z.nullable(money),
  /** What it paid on the caller's bills. */
  paidToYou: money,
  /** The payment also pays bills of TINs outside the caller's scope, which are not shown. */
  partial: z.boolean(),
};

/** One payment in the search's results. */
export const PaymentRowSchema = z.object({
  ...paymentHeader,
  /** Bills of the payment in the caller's scope. */
  bills: z.number(),
});
export type PaymentRow = z.infer<typeof PaymentRowSchema>;

export const PaymentSearchResultSchema = z.object({
  payments: z.array(PaymentRowSchema),
  /** Payments found on every page. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The dates searched, after the defaults (yyyy-MM-dd). */
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
});
export type PaymentSearchResult = z.infer<typeof PaymentSearchResultSchema>;

export const AdjustmentSchema = z.object({
  group: z.enum(['CO', 'PR', 'OA', 'PI']),
  carc: z.string(),
  rarc: z.nullable(z.string()),
  amount: money,
  /** In words: the CARC's text, then the RARC's. */
  text: z.string(),
});
export type PaymentAdjustment = z.infer<typeof AdjustmentSchema>;

export const PaymentLineSchema = z.object({
  lineNo: z.number(),
  serviceDate: z.string(),
  procedureCode: z.string(),
  modifier: z.nullable(z.string()),
  units: z.number(),
  billed: money,
  allowed: money,
  paid: money,
  /** The portal's EOR reason code of the line, as the EOR prints it. */
  reasonCode: z.nullable(z.string()),
  adjustments: z.array(AdjustmentSchema),
});
export type PaymentLine = z.infer<typeof PaymentLineSchema>;

export const PaymentBillSchema = z.object({
  billControlNumber: z.string(),
  ftin: z.string(),
  beginServiceDate: z.string(),
  endServiceDate: z.string(),
  providerName: z.nullable(z.string()),
  billed: money,
  paid: money,
  status: z.enum(['paid', 'partly paid', 'denied']),
  lines: z.array(PaymentLineSchema),
  /** What opening the bill's EOR needs, as Bill Search's bills carry it: its source, exId, and the EOR's address (null: none). */
  mitchBill: z.boolean(),
  exId: z.nullable(z.string()),
  eorImageUrl: z.nullable(z.string()),
});
export type PaymentBill = z.infer<typeof PaymentBillSchema>;

export const PaymentSchema = z.object({
  ...paymentHeader,
  /** The payee's adjustment of the check (PLB); null when there is none, or when the payment is `partial`. */
  providerAdjustment: z.nullable(z.object({ code: z.string(), amount: money, text: z.string() })),
  crosswalkVersion: z.string(),
  /** The caller's bills on the payment, every page. */
  bills: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The bills of this page, by claim (claim number, then first date of service); a claim may go on over the next page. */
  claims: z.array(z.object({ claimNumber: z.string(), claimantFirstName: z.string(), claimantLastName: z.string(), bills: z.array(PaymentBillSchema) })),
});
export type Payment = z.infer<typeof PaymentSchema>;

const optionalUsDate = transformed(z.string().check(z.trim()), (value, ctx) => (value === '' ? '' : (parseUsDate(value) ?? fail(ctx, paymentMessages.invalidDate))));

/** The Payments form as typed: every field may be empty; the same rules as the search's query. */
export const PaymentSearchFormSchema = z
  .object({
    checkNumber: z.string().check(z.trim(), z.regex(/^([A-Za-z0-9-]{1,20})?$/, paymentMessages.invalidCheckNumber)),
    /** As typed (MM/DD/YYYY, or empty); the output is the ISO date the call takes. */
    from: optionalUsDate,
    to: optionalUsDate,
    ftin: z.string(),
    payer: z.string().check(z.trim(), z.refine((v) => v === '' || (v.length >= 2 && v.length <= 60), paymentMessages.invalidPayer)),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: paymentMessages.toBeforeFrom, path: ['to'] }),
    z.refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= PAYMENT_RANGE_MAX_DAYS, { message: paymentMessages.rangeTooLong, path: ['to'] }),
  );
export type PaymentSearchForm = z.input<typeof PaymentSearchFormSchema>;

/** The payments table as its exports write it. */
export const paymentsExport: ExportTable<PaymentRow> = {
  fileName: 'Payments',
  sheetName: 'Payments',
  columns: [
    { header: paymentTexts.columns.checkNumber, kind: 'text', width: 18, value: (p) => p.checkNumber },
    { header: paymentTexts.columns.paymentDate, kind: 'date', width: 12, value: (p) => p.paymentDate },
    { header: paymentTexts.columns.method, kind: 'text', width: 8, value: (p) => paymentTexts.methods[p.method] },
    { header: paymentTexts.columns.payer, kind: 'text', width: 32, value: (p) => p.payerName },
    { header: 'Payer ID', kind: 'text', width: 8, value: (p) => p.payerId },
    { header: paymentTexts.columns.payeeFtin, kind: 'text', width: 12, value: (p) => p.payeeFtin },
    { header: paymentTexts.columns.totalAmount, kind: 'money', width: 14, value: (p) => p.totalAmount },
    { header: paymentTexts.columns.paidToYou, kind: 'money', width: 14, value: (p) => p.paidToYou },
    { header: paymentTexts.columns.bills, kind: 'text', width: 6, value: (p) => String(p.bills) },
    { header: 'Only Part Shown', kind: 'text', width: 8, value: (p) => (p.partial ? 'Yes' : 'No') },
  ],
};
