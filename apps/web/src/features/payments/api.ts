import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAYMENT_PAGE_SIZE, PAYMENT_PAGE_SIZES, paymentCalls, type PaymentPageSize, type PaymentSearchQuery } from '@wcpp/contract';
import { call, callNamedFile } from '../../lib/http';
import { saveFile } from '../../lib/files';

/** A page size from the address: one of PAYMENT_PAGE_SIZES, PAYMENT_PAGE_SIZE for anything else. */
export const pageSizeOf = (value: string | null | undefined): PaymentPageSize => PAYMENT_PAGE_SIZES.find((size) => String(size) === value) ?? PAYMENT_PAGE_SIZE;

export const paymentKeys = {
  all: ['payments'] as const,
  search: (query: PaymentSearchQuery) => [...paymentKeys.all, 'search', query] as const,
  one: (paymentId: number, page: number, pageSize: number) => [...paymentKeys.all, 'one', paymentId, page, pageSize] as const,
};

/** GET /payments (issue 28 §3): the caller's payments for these criteria, newest first. */
export const usePaymentSearch = (query: PaymentSearchQuery, enabled = true) =>
  useQuery({
    queryKey: paymentKeys.search(query),
    enabled,
    queryFn: () => call(paymentCalls.searchPayments, { query }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET /payments/{paymentId}: the payment as the caller may see it, a page of its bills; the page shown stays while the next comes. */
export const usePayment = (paymentId: number, page: number, pageSize: PaymentPageSize) =>
  useQuery({
    queryKey: paymentKeys.one(paymentId, page, pageSize),
    queryFn: () =>
      call(paymentCalls.paymentById, {
        params: { paymentId: String(paymentId) },
        query: { ...(page > 1 ? { page: String(page) } : {}), ...(pageSize !== PAYMENT_PAGE_SIZE ? { pageSize: String(pageSize) as '50' | '100' } : {}) },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The payment's 835 or remittance advice, saved as the server names it. */
export async function downloadRemittance(paymentId: number, kind: '835' | 'pdf'): Promise<void> {
  const { blob, name } =
    kind === '835'
      ? await callNamedFile(paymentCalls.payment835, { params: { paymentId: String(paymentId) } }, 'application/edi-x12')
      : await callNamedFile(paymentCalls.remittancePdf, { params: { paymentId: String(paymentId) } }, 'application/pdf');
  saveFile(blob, name ?? `payment-${paymentId}.${kind}`);
}
