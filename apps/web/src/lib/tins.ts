import { useQuery } from '@tanstack/react-query';
import { tinCalls, type UserFtin } from '@wcpp/contract';
import { call } from './http';
import { useEffectiveUserName } from './user';

/** Query keys of the effective user's own TINs, which Bill Search, Client List, Demographics and the Fee Schedule share. */
export const ownTinKeys = {
  all: ['own-tins'] as const,
  byName: (userName: string) => [...ownTinKeys.all, userName.toLowerCase()] as const,
};

// Module-level, so the list keeps its identity until the answer changes (forms reset on a new list).
const tinNumbers = (tins: UserFtin[]) => tins.map((t) => t.ftin);

/**
 * GET /ftin/userFtins/{userName}?activeFlag=true: the TINs the effective user may search (the
 * mirrored user's while mirroring), as TIN strings in order. The server answers it from the session.
 */
export function useOwnTins() {
  const userName = useEffectiveUserName();
  return useQuery({
    queryKey: ownTinKeys.byName(userName),
    queryFn: () => call(tinCalls.userFtins, { params: { userName }, query: { activeFlag: 'true' } }),
    select: tinNumbers,
    enabled: Boolean(userName),
  });
}
