import { useDeferredValue, useMemo } from 'react';
import { useOwnTins } from '../../lib/tins';
import { useTinSelection } from './api';

const noTins: string[] = [];

/**
 * The person's TINs and those of their last search, for the forms: pending until both have come, so
 * the selection is drawn once.
 */
export function useSearchTins() {
  const tinsQuery = useOwnTins();
  // The TINs' answer is an urgent update, which React would render as one long task (the three forms
  // with their checkboxes) on a slow phone; deferred, the forms take it in a transition, in slices,
  // while the urgent render skips them (SearchForm is memoised) (TBT, bench/README).
  // The TINs of the last search come beside them; the forms wait for both, so the selection is drawn once.
  const lastQuery = useTinSelection();
  const { data: tinsData, status: tinsStatus } = tinsQuery;
  const lastTins = lastQuery.data?.tins ?? noTins;
  const bothStatus = tinsStatus === 'success' && lastQuery.isPending ? 'pending' : tinsStatus;
  return useDeferredValue(useMemo(() => ({ status: bothStatus, tins: tinsData ?? noTins, lastTins }), [bothStatus, tinsData, lastTins]));
}
