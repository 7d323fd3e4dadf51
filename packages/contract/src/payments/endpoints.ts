import { defineEndpoint, file, PDF_TYPE } from '../endpoint';
import { tableExportAnswers } from '../exports/call';
import { ApiErrorSchema } from '../shared/answers';
import { PaymentExportQuerySchema, PaymentParamsSchema, PaymentQuerySchema, PaymentSchema, PaymentSearchQuerySchema, PaymentSearchResultSchema } from './schemas';

/** Payments and remittance (issue 28). This module holds call descriptions only: the contract exports it as `paymentCalls`. */

export const searchPayments = defineEndpoint({
  method: 'GET',
  path: '/payments',
  query: PaymentSearchQuerySchema,
  responses: { 200: PaymentSearchResultSchema, 400: ApiErrorSchema, 403: ApiErrorSchema },
  guard: 'signedIn',
  summary: "Checks and EFTs that paid bills of the caller's TINs: by number, date range, TIN and payer, newest first, 25, 50 or 100 a page (25 unless chosen)",
  tags: ['payments'],
});

export const exportPayments = defineEndpoint({
  method: 'GET',
  path: '/payments/export',
  query: PaymentExportQuerySchema,
  responses: tableExportAnswers,
  guard: 'signedIn',
  summary: 'Every payment of a search (all pages, at most 1,000) as CSV or XLSX',
  tags: ['payments', 'exports'],
});

export const paymentById = defineEndpoint({
  method: 'GET',
  path: '/payments/:paymentId',
  params: PaymentParamsSchema,
  query: PaymentQuerySchema,
  responses: { 200: PaymentSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: "A payment: its header and a page of the caller's bills on it (25, 50 or 100) by claim, each line with its adjustments (CARC/RARC) in words",
  tags: ['payments'],
});

export const payment835 = defineEndpoint({
  method: 'GET',
  path: '/payments/:paymentId/835',
  params: PaymentParamsSchema,
  responses: { 200: file('application/edi-x12'), 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: "The payment as an ASC X12 005010X221A1 835 (the caller's part of it)",
  tags: ['payments'],
});

export const remittancePdf = defineEndpoint({
  method: 'GET',
  path: '/payments/:paymentId/remittance.pdf',
  params: PaymentParamsSchema,
  responses: { 200: file(PDF_TYPE), 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
  guard: 'signedIn',
  summary: "The payment as a remittance advice PDF (the caller's part of it), written as it is read; one at a time per person",
  tags: ['payments'],
});
