import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CLAIM_PAGE_SIZE, claimCalls, claimNumberKey, type ClaimPageSize } from '@wcpp/contract';
import { call } from '../../lib/http';

export const claimKeys = {
  all: ['claim'] as const,
  page: (claimNumber: string, page: number, pageSize: ClaimPageSize) => [...claimKeys.all, claimNumberKey(claimNumber), pageSize, page] as const,
};

/** GET /claims/{claimNumber}?page=&pageSize= (issue 27 §1): the claim, its totals and one page of its bills. */
export const useClaimPage = (claimNumber: string, page: number, pageSize: ClaimPageSize) =>
  useQuery({
    queryKey: claimKeys.page(claimNumber, page, pageSize),
    queryFn: () =>
      call(claimCalls.claimByNumber, {
        params: { claimNumber },
        query: { ...(page > 1 ? { page: String(page) } : {}), ...(pageSize !== CLAIM_PAGE_SIZE ? { pageSize: String(pageSize) as `${ClaimPageSize}` } : {}) },
      }),
    // Another page keeps the claim on screen while it loads.
    placeholderData: keepPreviousData,
    retry: false,
  });
