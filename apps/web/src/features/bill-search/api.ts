import { billSearchCalls, type MitchBillSearchRequest, type SearchByAssortedRequest } from '@wcpp/contract';
import { call } from '../../lib/http';

/** Part 1 §7 Bill Search's searches (its documents: components/bill-documents). */
export const billSearchApi = {
  searchByAssorted: (body: SearchByAssortedRequest) => call(billSearchCalls.searchByAssorted, { body }),
  mitchBillSearch: (body: MitchBillSearchRequest) => call(billSearchCalls.mitchBillSearch, { body }),
};
