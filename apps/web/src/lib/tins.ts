import { useQuery } from '@tanstack/react-query';
import { tinCalls, type UserFtin } from '@wcpp/contract';
import { call } from './http';
import { useEffectiveUserName } from './user';

/** Query keys of the effective user's own TINs, which Bill Search, Client List, Demographics and the Fee Schedule share. */
export const ownTinKeys = {
  all: ['own-tins'] as const,
  byName: (userName: string) => [...ownTinKeys.all, userName.toLowerCase()] as const,
};

// Module-level, so each view keeps its identity until the answer changes (forms reset on a new list).
const tinNumbers = (tins: UserFtin[]) => tins.map((t) => t.ftin);
const tinNicknames = (tins: UserFtin[]): ReadonlyMap<string, string> => new Map(tins.flatMap((t) => (t.nickname ? [[t.ftin, t.nickname] as const] : [])));
const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** GET /ftin/userFtins/{userName}?activeFlag=true, once per person: the server answers it from the session. */
function useOwnTinList<T>(select: (tins: UserFtin[]) => T, { refetchOnMount = true }: { refetchOnMount?: boolean } = {}) {
  const userName = useEffectiveUserName();
  return useQuery({
    // A second reader of the same answer (the names) must not ask again: after a failure that would
    // turn the screen's "could not be read" back into loading while it retries.
    refetchOnMount,
    retryOnMount: refetchOnMount,
    queryKey: ownTinKeys.byName(userName),
    queryFn: () => call(tinCalls.userFtins, { params: { userName }, query: { activeFlag: 'true' } }),
    select,
    enabled: Boolean(userName),
  });
}

/** The TINs the effective user may search (the mirrored user's while mirroring), as TIN strings in order. */
export const useOwnTins = () => useOwnTinList(tinNumbers);

/**
 * The nicknames of the effective user's TINs (issue 27 §2, decision 063), by TIN, from the same answer:
 * what `tinLabel` shows beside a number wherever a TIN is listed or chosen. Empty until it has come.
 */
export const useTinNames = (): ReadonlyMap<string, string> => useOwnTinList(tinNicknames, { refetchOnMount: false }).data ?? NO_NAMES;
