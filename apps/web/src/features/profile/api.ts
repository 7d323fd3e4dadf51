import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, UserDetailsSchema, type Backfill, type UpdateUserRequest, type UserDetails } from '@wcpp/contract';
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
