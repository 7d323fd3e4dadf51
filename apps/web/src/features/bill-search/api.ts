import {
  api,
  type Bill,
  type BillReferenceLine,
  type MitchBillSearchRequest,
  type PaymentInfo,
  type SearchByAssortedRequest,
  type UserFtin,
} from '@wcpp/contract';
import { apiBlob, http } from '../../lib/http';

/** Part 1 §7 Bill Search calls. */
export const billSearchApi = {
  userTins: (userName: string) => http.get<UserFtin[]>(api.userFtins(userName)),
  searchByAssorted: (params: SearchByAssortedRequest) => http.post<Bill[]>(api.searchByAssorted, params),
  mitchBillSearch: (params: MitchBillSearchRequest) => http.post<Bill[]>(api.mitchBillSearch, params),
  findPaymentInfo: (ftin: string, billControlNumber: string) => http.post<PaymentInfo>(api.findPaymentInfo, { ftin, billControlNumber }),
  imageExist: (imageUrl: string) => http.get<boolean>(api.imageExist(imageUrl.split('?')[1] ?? '')),
  precheckEor: (eorUrl: string) => http.get<boolean>(api.precheckEor(eorUrl)),
  billImageLink: (billControlNumber: string, isEor: 'Y' | 'N', exId: string | null) =>
    http.get<{ url: string }>(api.billImageLink(billControlNumber, isEor, exId ?? '')),
  /** The PDF the link names (its url is relative to API_URL). */
  billImageBlob: (url: string) => apiBlob(url),
  priceSheet: (billControlNumber: string) => apiBlob(api.searchBillPriceSheet, { billRefNumber: billControlNumber }),
  reference: (billControlNumber: string) => http.post<BillReferenceLine[]>(api.searchBillReference, { billRefNumber: billControlNumber }),
};
