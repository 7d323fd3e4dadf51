import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { billSearchMessages, billSearchModes, billSearchTexts as texts, type BillSearchMode } from '@wcpp/contract';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { useEffectiveUser } from '../../lib/user';
import { useOwnTins } from '../../lib/tins';
import { BillResults } from './BillResults';
import { SearchForm } from './SearchForm';
import { SearchHelp } from './SearchHelp';
import { DisclosurePanel } from '../../components/DisclosurePanel';
import { useBillSearch } from './useBillSearch';

const noTins: string[] = [];

/** /wcpp/billSearch (part 1 §2, §4, §5): three search modes, one open at a time, and the results. */
export function BillSearchPage() {
  const { data: user } = useEffectiveUser();
  const userName = user?.userNm ?? '';
  const tinsQuery = useOwnTins(userName);
  // The TINs' answer is an urgent update, which React would render as one long task (the three forms
  // with their checkboxes) on a slow phone; deferred, the forms take it in a transition, in slices,
  // while the urgent render skips them (SearchForm is memoised) (TBT, bench/README).
  const { data: tinsData, status: tinsStatus } = tinsQuery;
  const owned = useDeferredValue(useMemo(() => ({ status: tinsStatus, tins: tinsData ?? noTins }), [tinsStatus, tinsData]));
  const tins = owned.tins;
  const [mode, setMode] = useState<BillSearchMode | null>('claimNumber');
  const search = useBillSearch();
  const busy = search.outstanding > 0;
  // Search Help: opened by its own button, or by the one in the global message, which also moves focus to it.
  const [help, setHelp] = useState({ open: false, focus: false });
  const showHelp = useCallback(() => setHelp({ open: true, focus: true }), []);
  const helpHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (help.open && help.focus) helpHeading.current?.focus();
  }, [help]);

  const open = (next: BillSearchMode) => {
    // The open mode collapses when its header is clicked again (its fields are then cleared).
    if (next === mode) return setMode(null);
    // Switching mode clears the fields and errors (the form remounts) and the results.
    search.reset();
    setMode(next);
  };

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      {owned.status === 'error' && <Alert severity="error">{billSearchMessages.retrieval}</Alert>}
      {owned.status === 'success' && tins.length === 0 && <Alert severity="info">{texts.noTins}</Alert>}
      <SearchHelp open={help.open} onToggle={() => setHelp((h) => ({ open: !h.open, focus: false }))} headingRef={helpHeading} />
      <Box sx={{ mb: 3 }}>
        {billSearchModes.map((m) => (
          <DisclosurePanel key={m} id={m} title={texts.modes[m]} expanded={mode === m} onToggle={() => open(m)}>
            {/* The form waits for the TINs: drawn once with its checkboxes, not drawn and then redrawn (TBT, bench/README). */}
            {owned.status === 'pending' ? (
              <PageLoading />
            ) : (
              <SearchForm mode={m} tins={tins} busy={busy} onSearch={search.search} onReset={search.reset} onHelp={showHelp} />
            )}
          </DisclosurePanel>
        ))}
      </Box>
      <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
        {busy && <Typography>{texts.searching}</Typography>}
        {search.done && !search.failed && search.bills.length > 0 && <Typography>{texts.results(search.bills.length)}</Typography>}
      </Box>
      {search.done && search.failed && <Alert severity="error">{billSearchMessages.retrieval}</Alert>}
      {search.done && !search.failed && search.bills.length === 0 && <Alert severity="info">{billSearchMessages.noBills}</Alert>}
      {search.bills.length > 0 && !busy && <BillResults bills={search.bills} />}
    </>
  );
}

export default BillSearchPage;
