import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  UserDetailsSchema,
  type Backfill,
  type ConfirmEmailChangeRequest,
  type ConfirmEmailChangeResponse,
  type UpdateUserRequest,
  type UserDetails,
} from '@wcpp/contract';
import { http } from '../../lib/http';
import { userQuery } from '../../lib/user';

/** GET /users/needsBackfill/{userName}: whether the profile-completion dialog must show. */
export function useNeedsBackfill(userName: string | undefined) {
  return useQuery({
    queryKey: ['needsBackfill', userName?.toLowerCase()],
    queryFn: () => http.get<boolean>(api.needsBackfill(userName!)),
    enabled: Boolean(userName),
    staleTime: Infinity,
  });
}

/** POST /users/updateBackfill; on success the answer is merged into the cached user (part 1 §4). */
export function useUpdateBackfill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Backfill) => UserDetailsSchema.parse(await http.post(api.updateBackfill, body)),
    onSuccess: (saved) => {
      queryClient.setQueryData<UserDetails>(userQuery(saved.userNm).queryKey, (old) => ({ ...old, ...saved }));
      queryClient.setQueryData(['needsBackfill', saved.userNm.toLowerCase()], false);
    },
  });
}

/** PUT /users/updateUser: saves the own profile; the answer replaces the cached user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => http.put<UserDetails>(api.updateUser, body),
    onSuccess: (saved) => queryClient.setQueryData(userQuery(saved.userNm).queryKey, saved),
  });
}

/**
 * POST /public/confirmEmailChange (docs/decisions/026): sent without the session, since the link's
 * token authorizes; the cached users reload, so a signed-in profile shows the new address.
 */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmEmailChangeRequest) => http.post<ConfirmEmailChangeResponse>(api.confirmEmailChange, body, { anonymous: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}
