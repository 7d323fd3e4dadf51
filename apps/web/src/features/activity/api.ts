import { useMutation, useQuery } from '@tanstack/react-query';
import { activityCalls, type ActivityPage } from '@wcpp/contract';
import { call } from '../../lib/http';
import type { ActivityFilters } from './activity-form';

export const activityKeys = {
  all: ['activity'] as const,
  search: (filters: ActivityFilters) => [...activityKeys.all, 'search', filters] as const,
  tinReaders: () => [...activityKeys.all, 'tinReaders'] as const,
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

/** GET /activity/tinReaders (decision 091): for each of the group's TINs, who outside the group read it, by group. */
export const useTinReaders = () => useQuery({ queryKey: activityKeys.tinReaders(), queryFn: () => call(activityCalls.tinReaders), retry: false });

/** POST /activity/verify (decision 090): seals what is committed, then checks the whole chain. */
export const useRecordCheck = () => useMutation({ mutationFn: () => call(activityCalls.verifyRecord) });
