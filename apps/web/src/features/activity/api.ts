import { useQuery } from '@tanstack/react-query';
import { activityCalls, type ActivityPage } from '@wcpp/contract';
import { call } from '../../lib/http';
import type { ActivityFilters } from './activity-form';

export const activityKeys = {
  all: ['activity'] as const,
  search: (filters: ActivityFilters) => [...activityKeys.all, 'search', filters] as const,
};

/** GET /activity (issue 47 §1): one page of the rows of these filters, newest first, 50 a page; `after` the cursor a page gave as `next`. */
export const fetchActivity = (filters: ActivityFilters, after?: string): Promise<ActivityPage> =>
  call(activityCalls.activity, { query: after ? { ...filters, after } : filters });

/**
 * The first page of a search. The pages SHOW MORE adds are asked by the screen's flow (useActivitySearch),
 * not as an infinite query: its observer would weigh on the query chunk every signed-in screen loads.
 */
export const useActivity = (filters: ActivityFilters, enabled = true) =>
  useQuery({ queryKey: activityKeys.search(filters), enabled, queryFn: () => fetchActivity(filters), retry: false });
