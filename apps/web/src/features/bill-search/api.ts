import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { billSearchCalls, type MitchBillSearchRequest, type SearchByAssortedRequest, type TinSelection } from '@wcpp/contract';
import { call } from '../../lib/http';
import { useSession } from '../../lib/session';

/** Part 1 §7 Bill Search's searches (its documents: components/bill-documents). */
export const billSearchApi = {
  searchByAssorted: (body: SearchByAssortedRequest) => call(billSearchCalls.searchByAssorted, { body }),
  mitchBillSearch: (body: MitchBillSearchRequest) => call(billSearchCalls.mitchBillSearch, { body }),
};

const tinSelectionKey = ['billSearch', 'tinSelection'] as const;
const noneKept: TinSelection = { tins: [] };

/** GET /billSearch/tinSelection (issue 27 §2): the TINs of the last search; none when it cannot be read. */
export const useTinSelection = () =>
  useQuery({
    queryKey: tinSelectionKey,
    queryFn: () => call(billSearchCalls.tinSelection, {}).catch(() => noneKept),
    staleTime: Infinity,
  });

/**
 * Keeps a search's TINs for the next Bill Search (PUT /billSearch/tinSelection), and for this visit at
 * once. Not while mirroring: the server refuses every change then, and the selection is the mirrored
 * person's. A failure changes nothing the person sees.
 */
export function useKeepTinSelection(): (tins: string[]) => void {
  const client = useQueryClient();
  const mirroring = Boolean(useSession()?.mirror);
  return useCallback(
    (tins: string[]) => {
      if (mirroring) return;
      const before = client.getQueryData<TinSelection>(tinSelectionKey);
      if (before && before.tins.length === tins.length && before.tins.every((t, i) => t === tins[i])) return;
      client.setQueryData(tinSelectionKey, { tins });
      void call(billSearchCalls.saveTinSelection, { body: { tins } }).catch(() => undefined);
    },
    [client, mirroring],
  );
}
