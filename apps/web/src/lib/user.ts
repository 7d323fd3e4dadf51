import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '@wcpp/contract';
import { call } from './http';
import { useSession } from './session';
import { userKeys } from './user-keys';

export { userKeys };

/** GET /users/userByName/{userName}. */
export const userQuery = (userName: string) =>
  queryOptions({
    queryKey: userKeys.byName(userName),
    queryFn: () => call(userCalls.userByName, { params: { name: userName } }),
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
  const name = useEffectiveUserName();
  const query = useQuery({ ...userQuery(name), enabled: Boolean(session) });
  return { ...query, isMirroring: Boolean(session?.mirror) };
}

/**
 * The effective user's name, from the session (the mirrored user's while mirroring): calls that need
 * only the name start with the page, beside the user's details, not after them (Lighthouse, issue 26 §6).
 */
export function useEffectiveUserName(): string {
  const session = useSession();
  return session?.mirror?.userNm ?? session?.userName ?? '';
}
