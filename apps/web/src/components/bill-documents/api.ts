import { billSearchCalls, type ImageQuery } from '@wcpp/contract';
import { apiBlob, call, callFile } from '../../lib/http';

/** Part 1 §7: the calls that open a bill's documents and payment, from Bill Search and the claim page (issue 27). */
export const billDocumentsApi = {
  findPaymentInfo: (ftin: string, billControlNumber: string) => call(billSearchCalls.findPaymentInfo, { body: { ftin, billControlNumber } }),
  /** The query of the bill's billImageUrl or eorImageUrl, as the server wrote it. */
  imageExist: (imageUrl: string) =>
    call(billSearchCalls.imageExist, { query: Object.fromEntries(new URLSearchParams(imageUrl.split('?')[1] ?? '')) as unknown as ImageQuery }),
  precheckEor: (eorUrl: string) => call(billSearchCalls.precheckEor, { query: { url: eorUrl } }),
  billImageLink: (billControlNumber: string, isEor: 'Y' | 'N', exId: string | null) =>
    call(billSearchCalls.billImageLink, { params: { billControlNumber, isEor, exId: exId || '-' } }),
  /** The PDF the link names: its url, relative to API_URL, is the server's answer to billImageLink. */
  billImageBlob: (url: string) => apiBlob(url),
  priceSheet: (billControlNumber: string) => callFile(billSearchCalls.searchBillPriceSheet, { body: { billRefNumber: billControlNumber } }),
  /** The reference lines of a second-source bill, printed as a PDF by the server (docs/decisions/033). */
  reference: (billControlNumber: string) => callFile(billSearchCalls.searchBillReference, { body: { billRefNumber: billControlNumber } }),
};
