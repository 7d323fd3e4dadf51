import { useInfiniteQuery } from '@tanstack/react-query';
import { activityCalls } from '@wcpp/contract';
import { call } from '../../lib/http';
import type { ActivityFilters } from './activity-form';

export const activityKeys = {
  all: ['activity'] as const,
  search: (filters: ActivityFilters) => [...activityKeys.all, 'search', filters] as const,
};

/**
 * GET /activity (issue 47 §1): the rows of these filters, newest first, 50 a page; each next page is
 * asked after the last row shown (keyset: `after` is the cursor the previous page gave as `next`).
 */
export const useActivity = (filters: ActivityFilters, enabled = true) =>
  useInfiniteQuery({
    queryKey: activityKeys.search(filters),
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => call(activityCalls.activity, { query: pageParam ? { ...filters, after: pageParam } : filters }),
    getNextPageParam: (last) => last.next,
    retry: false,
  });
