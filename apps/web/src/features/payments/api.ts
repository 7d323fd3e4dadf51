import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentCalls, type PaymentSearchQuery } from '@wcpp/contract';
import { call, callNamedFile } from '../../lib/http';
import { saveFile } from '../../lib/files';

export const paymentKeys = {
  all: ['payments'] as const,
  search: (query: PaymentSearchQuery) => [...paymentKeys.all, 'search', query] as const,
  one: (paymentId: number) => [...paymentKeys.all, 'one', paymentId] as const,
};

/** GET /payments (issue 28 §3): the caller's payments for these criteria, newest first. */
export const usePaymentSearch = (query: PaymentSearchQuery) =>
  useQuery({
    queryKey: paymentKeys.search(query),
    queryFn: () => call(paymentCalls.searchPayments, { query }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET /payments/{paymentId}: the payment as the caller may see it. */
export const usePayment = (paymentId: number) =>
  useQuery({
    queryKey: paymentKeys.one(paymentId),
    queryFn: () => call(paymentCalls.paymentById, { params: { paymentId: String(paymentId) } }),
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
