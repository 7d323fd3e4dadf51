import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { claimCalls, claimNumberKey } from '@wcpp/contract';
import { call } from '../../lib/http';

export const claimKeys = {
  all: ['claim'] as const,
  page: (claimNumber: string, page: number) => [...claimKeys.all, claimNumberKey(claimNumber), page] as const,
};

/** GET /claims/{claimNumber}?page= (issue 27 §1): the claim, its totals and one page of its bills. */
export const useClaimPage = (claimNumber: string, page: number) =>
  useQuery({
    queryKey: claimKeys.page(claimNumber, page),
    queryFn: () => call(claimCalls.claimByNumber, { params: { claimNumber }, query: page > 1 ? { page: String(page) } : {} }),
    // Another page keeps the claim on screen while it loads.
    placeholderData: keepPreviousData,
    retry: false,
  });
