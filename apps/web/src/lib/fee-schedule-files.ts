import { useQuery } from '@tanstack/react-query';
import { feeScheduleCalls } from '@wcpp/contract';
import { call } from './http';

/**
 * The effective user's fee-schedule files: the header counts them on every screen, the PPO Fee
 * Schedule screen lists them. Here rather than in the feature, so the header does not bring the
 * screen's calls along (the weight budget of every route, docs/decisions/042).
 */
export const feeScheduleFileKeys = {
  all: ['fee-schedule', 'files'] as const,
  byName: (userName: string) => [...feeScheduleFileKeys.all, userName.toLowerCase()] as const,
};

/**
 * GET /feeSchedule/getUserFeeSchedRequests/{user}: the files, newest first, and how many are not yet
 * opened. `enabled` false holds the request back (the header's count waits for the screen's first paint).
 */
export const useFeeScheduleFiles = (userName: string, enabled = true) =>
  useQuery({
    queryKey: feeScheduleFileKeys.byName(userName),
    queryFn: () => call(feeScheduleCalls.userFeeSchedRequests, { params: { userName } }),
    enabled: Boolean(userName) && enabled,
  });
