import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userCalls, type Backfill, type ConfirmEmailChangeRequest, type UpdateUserRequest, type UserDetails } from '@wcpp/contract';
import { call } from '../../lib/http';
import { useScreenPainted } from '../../lib/painted';
import { userKeys } from '../../lib/user';

/** Query keys of the profile screens (the user details themselves are lib/user's userKeys). */
export const profileKeys = {
  all: ['profile'] as const,
  needsBackfill: (userName: string | undefined) => [...profileKeys.all, 'needsBackfill', userName?.toLowerCase()] as const,
};

/** GET /users/needsBackfill/{userName}: whether the profile-completion dialog must show. */
export function useNeedsBackfill(userName: string | undefined) {
  const painted = useScreenPainted();
  return useQuery({
    queryKey: profileKeys.needsBackfill(userName),
    queryFn: () => call(userCalls.needsBackfill, { params: { userName: userName! } }),
    enabled: Boolean(userName) && painted,
    staleTime: Infinity,
  });
}

/** POST /users/updateBackfill; on success the answer is merged into the cached user (part 1 §4). */
export function useUpdateBackfill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Backfill) => call(userCalls.updateBackfill, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<UserDetails>(userKeys.byName(saved.userNm), (old) => ({ ...old, ...saved }));
      queryClient.setQueryData(profileKeys.needsBackfill(saved.userNm), false);
    },
  });
}

/** PUT /users/updateUser: saves the own profile; the answer replaces the cached user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => call(userCalls.updateUser, { body }),
    onSuccess: (saved) => queryClient.setQueryData(userKeys.byName(saved.userNm), saved),
  });
}

/**
 * POST /public/confirmEmailChange (docs/decisions/026): sent without the session, since the link's
 * token authorizes; the cached users reload, so a signed-in profile shows the new address.
 */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmEmailChangeRequest) => call(userCalls.confirmEmailChange, { body }),
    // A read of the user sent before the change may still be on its way: it is cancelled (it would
    // come back with the old address and count as fresh), and every cached user is read again.
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: userKeys.all });
      await queryClient.invalidateQueries({ queryKey: userKeys.all, refetchType: 'all' });
    },
  });
}
