import { useQuery } from '@tanstack/react-query';
import {
  api,
  type BillImageLinkSchema,
  type BillListSchema,
  type MitchBillSearchRequest,
  type PaymentInfoSchema,
  type ResponseOf,
  type SearchByAssortedRequest,
  type UserFtinListSchema,
  type YesNoResponseSchema,
} from '@wcpp/contract';
import { apiBlob, http } from '../../lib/http';

/** Query keys of Bill Search. The searches themselves are not cached (useBillSearch counts their answers). */
export const billSearchKeys = {
  all: ['bill-search'] as const,
  tins: (userName: string) => [...billSearchKeys.all, 'tins', userName.toLowerCase()] as const,
};

/** Part 1 §7 Bill Search calls. */
export const billSearchApi = {
  userTins: (userName: string) => http.get<typeof UserFtinListSchema>(api.userFtins(userName)),
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

// Module-level, so the selected list keeps its identity until the answer changes (the form resets on a new list).
const tinNumbers = (tins: ResponseOf<typeof UserFtinListSchema>) => tins.map((t) => t.ftin);

/** GET /ftin/userFtins/{userName}: the TINs the effective user may search, as a list of TIN strings. */
export function useUserTins(userName: string) {
  return useQuery({
    queryKey: billSearchKeys.tins(userName),
    queryFn: () => billSearchApi.userTins(userName),
    select: tinNumbers,
    enabled: Boolean(userName),
  });
}
