import {
  api,
  type BillImageLinkSchema,
  type BillListSchema,
  type MitchBillSearchRequest,
  type PaymentInfoSchema,
  type SearchByAssortedRequest,
  type YesNoResponseSchema,
} from '@wcpp/contract';
import { apiBlob, http } from '../../lib/http';

/** Part 1 §7 Bill Search calls. */
export const billSearchApi = {
  searchByAssorted: (params: SearchByAssortedRequest) => http.post<typeof BillListSchema>(api.searchByAssorted, params),
  mitchBillSearch: (params: MitchBillSearchRequest) => http.post<typeof BillListSchema>(api.mitchBillSearch, params),
  findPaymentInfo: (ftin: string, billControlNumber: string) => http.post<typeof PaymentInfoSchema>(api.findPaymentInfo, { ftin, billControlNumber }),
  imageExist: (imageUrl: string) => http.get<typeof YesNoResponseSchema>(api.imageExist(imageUrl.split('?')[1] ?? '')),
  precheckEor: (eorUrl: string) => http.get<typeof YesNoResponseSchema>(api.precheckEor(eorUrl)),
  billImageLink: (billControlNumber: string, isEor: 'Y' | 'N', exId: string | null) =>
    http.get<typeof BillImageLinkSchema>(api.billImageLink(billControlNumber, isEor, exId ?? '')),
  /** The PDF the link names (its url is relative to API_URL). */
  billImageBlob: (url: string) => apiBlob(url),
  priceSheet: (billControlNumber: string) => apiBlob(api.searchBillPriceSheet, { billRefNumber: billControlNumber }),
  /** The reference lines of a second-source bill, printed as a PDF by the server (docs/decisions/033). */
  reference: (billControlNumber: string) => apiBlob(api.searchBillReference, { billRefNumber: billControlNumber }),
};

