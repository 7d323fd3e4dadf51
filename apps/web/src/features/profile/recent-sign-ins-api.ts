import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityCalls } from '@wcpp/contract';
import { call } from '../../lib/http';

const recentKey = ['profile', 'recentSignIns'] as const;

/** GET /activity/signIns: the person's own sign-ins and refused attempts (issue 47 §1). */
export const useRecentSignIns = () => useQuery({ queryKey: recentKey, queryFn: () => call(activityCalls.ownSignIns) });

/** POST /activity/notMe: every other session signed out, the remembered browsers forgotten (the profile's sign-in security is read again). */
export function useNotMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(activityCalls.notMe),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}
