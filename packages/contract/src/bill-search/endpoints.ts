import * as z from 'zod/mini';
import { defineEndpoint, file, negotiated, PDF_TYPE } from '../endpoint';
import { ZIP_TYPE } from './limits';
import { ApiErrorSchema, YesNoResponseSchema } from '../shared/answers';
import {
  BillImageLinkSchema,
  BillListSchema,
  BillReferenceLinesSchema,
  BillRefRequestSchema,
  DocumentBundleRequestSchema,
  ImageQuerySchema,
  MitchBillSearchRequestSchema,
  PaymentInfoRequestSchema,
  PaymentInfoSchema,
  SearchByAssortedRequestSchema,
  TinSelectionSchema,
} from './schemas';

/** Bill Search (part 1 §7). This module holds call descriptions only: the contract exports it as `billSearchCalls`. */

const tags = ['bill search'];
const pdf = file(PDF_TYPE);

export const searchByAssorted = defineEndpoint({
  method: 'POST',
  path: '/billSearch/searchByAssorted',
  body: SearchByAssortedRequestSchema,
  responses: { 200: BillListSchema, 400: ApiErrorSchema, 403: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Bills of the first source for one TIN (by claim number, claimant or bill id)',
  tags,
});

export const mitchBillSearch = defineEndpoint({
  method: 'POST',
  path: '/billSearch/mitchBillSearch',
  body: MitchBillSearchRequestSchema,
  responses: { 200: BillListSchema, 400: ApiErrorSchema, 403: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Bills of the second source for the selected TINs',
  tags,
});

export const findPaymentInfo = defineEndpoint({
  method: 'POST',
  path: '/billSearch/findPaymentInfo',
  body: PaymentInfoRequestSchema,
  responses: { 200: PaymentInfoSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Paid amount, paid date and check number of a bill',
  tags,
});

export const imageExist = defineEndpoint({
  method: 'GET',
  path: '/billSearch/imageExist',
  query: ImageQuerySchema,
  responses: { 200: YesNoResponseSchema },
  guard: 'signedIn',
  summary: 'Whether a bill image or EOR can be shown (query string of its billImageUrl or eorImageUrl)',
  tags,
});

export const precheckEor = defineEndpoint({
  method: 'GET',
  path: '/billSearch/precheckEor',
  query: z.object({ url: z.string().check(z.minLength(1), z.maxLength(500)) }),
  responses: { 200: YesNoResponseSchema },
  guard: 'signedIn',
  summary: 'Whether the EOR at an eorImageUrl can be shown',
  tags,
});

export const billImageLink = defineEndpoint({
  method: 'GET',
  path: '/billSearch/billImage/:billControlNumber/:isEor/:exId',
  params: z.object({ billControlNumber: ImageQuerySchema.shape.billControlNumber, isEor: z.enum(['Y', 'N']), exId: z.string().check(z.maxLength(30)) }),
  responses: { 200: BillImageLinkSchema, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'The address of the bill image or EOR PDF to open',
  tags,
});

export const billImage = defineEndpoint({
  method: 'GET',
  path: '/billSearch/billImage/:id',
  params: z.object({ id: z.string().check(z.regex(/^[BE][0-9A-Za-z-]{1,22}$/)) }),
  responses: { 200: pdf, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'The bill image (B + control number) or EOR (E + control number) as a PDF',
  tags,
});

export const searchBillPriceSheet = defineEndpoint({
  method: 'POST',
  path: '/billSearch/searchBillPriceSheet',
  body: BillRefRequestSchema,
  responses: { 200: pdf, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'The network pricing sheet of a network-pricing bill, as a PDF',
  tags,
});

export const searchBillReference = defineEndpoint({
  method: 'POST',
  path: '/billSearch/searchBillReference',
  body: BillRefRequestSchema,
  responses: { 200: negotiated(BillReferenceLinesSchema, pdf), 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'The reference lines of a second-source bill; with Accept: application/pdf, those lines as a paged PDF',
  tags,
});

export const tinSelection = defineEndpoint({
  method: 'GET',
  path: '/billSearch/tinSelection',
  responses: { 200: TinSelectionSchema },
  guard: 'signedIn',
  summary: "The TINs the (effective) user last searched bills with, those still in their scope (issue 27 §2)",
  tags,
});

export const saveTinSelection = defineEndpoint({
  method: 'PUT',
  path: '/billSearch/tinSelection',
  body: TinSelectionSchema,
  responses: { 204: z.null(), 400: ApiErrorSchema, 403: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'Keeps the TINs of the user’s last bill search for the next one (at most 5, each in scope; not while mirroring)',
  tags,
});

/** Part 1 §7: an unused dummy kept for callers of the old portal. */
export const billSearchStart = defineEndpoint({
  method: 'POST',
  path: '/public/billSearch/start',
  responses: { 204: null },
  guard: 'public',
  summary: 'An unused dummy kept for callers of the old portal',
  tags,
  hide: true,
});

export const documentBundle = defineEndpoint({
  method: 'POST',
  path: '/bills/documents.zip',
  body: DocumentBundleRequestSchema,
  responses: { 200: file(ZIP_TYPE), 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
  guard: 'signedIn',
  summary:
    "One ZIP of the bills' images and EORs (or pricing sheets) as PDFs, streamed as they are made (issue 27 §4); a bill outside the caller's scope refuses the whole request",
  tags,
});
