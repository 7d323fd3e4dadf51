import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type UserDetails } from '@wcpp/contract';
import { http } from './http';
import { useSession } from './session';

export const userQuery = (userName: string) =>
  queryOptions({
    queryKey: ['user', userName.toLowerCase()],
    // Typed, not parsed: the server validates its answers with the contract, and zod stays out of the entry.
    queryFn: () => http.get<UserDetails>(api.userByName(userName)),
    staleTime: 5 * 60_000,
  });

/** The person who signed in (the administrator while mirroring). */
export function useSignedInUser() {
  const session = useSession();
  return useQuery({ ...userQuery(session?.userName ?? ''), enabled: Boolean(session) });
}

/**
 * The user permissions are judged on (part 1 §6): the mirrored user while mirroring, loaded with
 * GET /users/userByName/{mirrorUserNm}; otherwise the signed-in user.
 */
export function useEffectiveUser() {
  const session = useSession();
  const name = session?.mirror?.userNm ?? session?.userName ?? '';
  const query = useQuery({ ...userQuery(name), enabled: Boolean(session) });
  return { ...query, isMirroring: Boolean(session?.mirror) };
}
