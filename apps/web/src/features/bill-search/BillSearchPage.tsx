import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { billSearchMessages, billSearchModes, billSearchTexts as texts, type BillSearchCriteriaSaved, type BillSearchMode } from '@wcpp/contract';
import { PageLoading } from '../../components/PageLoading';
import { Alert } from '../../components/ui/Alert';
import { PageTitle } from '../../components/PageTitle';
import { forgetPlace, keepPlace, useKeptPlace } from '../../lib/kept-place';
import { useEffectiveUser } from '../../lib/user';
import { useKeepSearch } from '../../components/saved-searches/api';
import { SavedSearches } from '../../components/saved-searches/SavedSearches';
import { useOwnTins } from '../../lib/tins';
import { SearchForm } from './SearchForm';
import { SearchHelp } from './SearchHelp';
import { DisclosurePanel } from '../../components/ui/Disclosure';
import { BillSearchPlaceSchema, type SearchValues } from './search-params';
import { useKeepTinSelection, useTinSelection } from './api';
import { useBillSearch, type SearchParams } from './useBillSearch';

const noTins: string[] = [];
// The results table and its dialogs start loading when the person enters a form (or, at the latest,
// when the search starts); the form draws without them (docs/decisions/046).
const loadResults = () => import('./BillResults');
const preloadResults = () => void loadResults();
const BillResults = lazy(loadResults);

/**
 * /wcpp/billSearch: the screen, drawn afresh when a saved or recent search is run (issue 27 §5): the
 * search is kept as the screen's place (decision 055), which a new screen runs as it opens.
 */
export function BillSearchRoute() {
  const [round, setRound] = useState(0);
  return <BillSearchPage key={round} onRerun={() => setRound((r) => r + 1)} />;
}

/** /wcpp/billSearch (part 1 §2, §4, §5): three search modes, one open at a time, and the results. */
export function BillSearchPage({ onRerun }: { onRerun?: () => void }) {
  const tinsQuery = useOwnTins();
  // The TINs' answer is an urgent update, which React would render as one long task (the three forms
  // with their checkboxes) on a slow phone; deferred, the forms take it in a transition, in slices,
  // while the urgent render skips them (SearchForm is memoised) (TBT, bench/README).
  // The TINs of the last search come beside them; the forms wait for both, so the selection is drawn once.
  const lastQuery = useTinSelection();
  const keepTins = useKeepTinSelection();
  const { data: tinsData, status: tinsStatus } = tinsQuery;
  const lastTins = lastQuery.data?.tins ?? noTins;
  const bothStatus = tinsStatus === 'success' && lastQuery.isPending ? 'pending' : tinsStatus;
  const owned = useDeferredValue(useMemo(() => ({ status: bothStatus, tins: tinsData ?? noTins, lastTins }), [bothStatus, tinsData, lastTins]));
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
  const busy = search.outstanding > 0;
  // Issue 27 §5: each search is kept as a recent one (not while mirroring); the one on screen can be saved.
  const { isMirroring } = useEffectiveUser();
  const keepRecent = useKeepSearch('bill').mutate;
  const [current, setCurrent] = useState<BillSearchCriteriaSaved | null>(place.kept);
  // Search Help: opened by its own button, or by the one in the global message, which also moves focus to it.
  const [help, setHelp] = useState({ open: false, focus: false });
  const showHelp = useCallback(() => setHelp({ open: true, focus: true }), []);
  const helpHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (help.open && help.focus) helpHeading.current?.focus();
  }, [help]);

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

  const open = (next: BillSearchMode) => {
    // The open mode collapses when its header is clicked again (its fields are then cleared).
    if (next === mode) return setMode(null);
    // Switching mode clears the fields and errors (the form remounts) and the results.
    onReset();
    setMode(next);
  };
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

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      {owned.status === 'error' && (
        <Alert severity="error" className="wc-mb2">
          {billSearchMessages.retrieval}
        </Alert>
      )}
      {owned.status === 'success' && tins.length === 0 && (
        <Alert severity="info" className="wc-mb2">
          {texts.noTins}
        </Alert>
      )}
      <SavedSearches
        kind="bill"
        current={current}
        readOnly={isMirroring}
        onRun={(criteria) => {
          keepPlace('billSearch', criteria);
          forgetPlace('table.billSearch');
          onRerun?.();
        }}
      />
      <SearchHelp open={help.open} onToggle={() => setHelp((h) => ({ open: !h.open, focus: false }))} headingRef={helpHeading} />
      <div className="wc-mb3">
        {billSearchModes.map((m) => (
          <DisclosurePanel key={m} id={m} title={texts.modes[m]} expanded={mode === m} onToggle={() => open(m)}>
            {/* The form waits for the TINs: drawn once with its checkboxes, not drawn and then redrawn (TBT, bench/README).
                Meanwhile its place is kept at the height of the form with one row of TINs, so the panels below
                do not move down when it comes (layout shift, e2e/layout-shift.spec.ts). */}
            {owned.status === 'pending' ? (
              <div className="wc-search-form-pending">
                <PageLoading />
              </div>
            ) : (
              <SearchForm
                mode={m}
                tins={tins}
                lastTins={owned.lastTins}
                busy={busy}
                onSearch={onSearch}
                onEnter={preloadResults}
                onReset={onReset}
                onHelp={showHelp}
                initialValues={kept?.mode === m ? kept.values : undefined}
              />
            )}
          </DisclosurePanel>
        ))}
      </div>
      <div role="status" aria-live="polite" className="wc-mb2">
        {busy && <p className="wc-text">{texts.searching}</p>}
        {search.done && !search.failed && search.bills.length > 0 && <p className="wc-text">{texts.results(search.bills.length)}</p>}
      </div>
      {search.done && search.failed && <Alert severity="error">{billSearchMessages.retrieval}</Alert>}
      {search.done && !search.failed && search.bills.length === 0 && <Alert severity="info">{billSearchMessages.noBills}</Alert>}
      {search.bills.length > 0 && !busy && (
        <Suspense fallback={<PageLoading />}>
          <BillResults bills={search.bills} />
        </Suspense>
      )}
    </>
  );
}

export default BillSearchRoute;
