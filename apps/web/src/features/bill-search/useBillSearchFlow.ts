import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BillSearchCriteriaSaved, BillSearchMode } from '@wcpp/contract';
import { forgetPlace, useKeptPlace } from '../../lib/kept-place';
import { useEffectiveUser } from '../../lib/user';
import { useKeepSearch } from '../../components/saved-searches/api';
import { BillSearchPlaceSchema, type SearchValues } from './search-params';
import { useKeepTinSelection } from './api';
import { loadResults } from './results-loader';
import { useBillSearch, type SearchParams } from './useBillSearch';
import { useSearchTins } from './useSearchTins';

/**
 * Bill Search's flow: the open mode, the search and its results, the search kept as the screen's place
 * (Back and a reload ask it again, docs/decisions/055), and each search kept as a recent one (issue 27 §5).
 */
export function useBillSearchFlow() {
  const owned = useSearchTins();
  const keepTins = useKeepTinSelection();
  const tins = owned.tins;
  // Back and a reload come back to the last search: its mode, its form and its results, asked again
  // (docs/decisions/055). Its TINs are only those the person still has.
  const place = useKeptPlace('billSearch', BillSearchPlaceSchema);
  const kept = useMemo(
    () => (place.kept && owned.status === 'success' ? { ...place.kept, values: { ...place.kept.values, tins: place.kept.values.tins.filter((t) => tins.includes(t)) } } : null),
    [place.kept, owned.status, tins],
  );
  const [mode, setMode] = useState<BillSearchMode | null>(place.kept?.mode ?? 'claimNumber');
  const search = useBillSearch();
  // Issue 27 §5: each search is kept as a recent one (not while mirroring); the one on screen can be saved.
  const { isMirroring } = useEffectiveUser();
  const keepRecent = useKeepSearch('bill').mutate;
  const [current, setCurrent] = useState<BillSearchCriteriaSaved | null>(place.kept);

  const runSearch = search.search;
  const resetSearch = search.reset;
  const { keep, forget } = place;
  const restored = useRef(false);
  useEffect(() => {
    if (!kept || restored.current || kept.values.tins.length === 0) return;
    restored.current = true;
    void loadResults();
    runSearch(kept.values.tins, kept.params);
  }, [kept, runSearch]);

  const onSearch = useCallback(
    (selected: string[], params: SearchParams, typed: SearchValues) => {
      void loadResults();
      if (mode) {
        const searched: BillSearchCriteriaSaved = { mode, values: { ...typed, tins: selected }, params: { ...params } };
        keep(searched);
        setCurrent(searched);
        if (!isMirroring) keepRecent({ kind: 'bill', criteria: searched });
      }
      forgetPlace('table.billSearch');
      keepTins(selected);
      runSearch(selected, params);
    },
    [runSearch, keep, mode, keepTins, isMirroring, keepRecent],
  );
  const onReset = useCallback(() => {
    forget();
    setCurrent(null);
    forgetPlace('table.billSearch');
    resetSearch();
  }, [forget, resetSearch]);
  const open = (next: BillSearchMode) => {
    // The open mode collapses when its header is clicked again (its fields are then cleared).
    if (next === mode) return setMode(null);
    // Switching mode clears the fields and errors (the form remounts) and the results.
    onReset();
    setMode(next);
  };

  return { owned, kept, mode, open, search, busy: search.outstanding > 0, onSearch, onReset, current, isMirroring };
}
