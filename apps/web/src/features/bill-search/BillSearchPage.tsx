import { useCallback, useEffect, useRef, useState } from 'react';
import { billSearchMessages, billSearchTexts as texts } from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { PageTitle } from '../../components/PageTitle';
import { forgetPlace, keepPlace } from '../../lib/kept-place';
import { SavedSearches } from '../../components/saved-searches/SavedSearches';
import { SearchHelp } from './SearchHelp';
import { SearchModes } from './SearchModes';
import { SearchOutcome } from './SearchOutcome';
import { useBillSearchFlow } from './useBillSearchFlow';

/**
 * /wcpp/billSearch: the screen, drawn afresh when a saved or recent search is run (issue 27 §5): the
 * search is kept as the screen's place (decision 055), which a new screen runs as it opens.
 */
export function BillSearchRoute() {
  const [round, setRound] = useState(0);
  return <BillSearchPage key={round} onRerun={() => setRound((r) => r + 1)} />;
}

/** Search Help: opened by its own button, or by the one in the global message, which also moves focus to it. */
function useSearchHelp() {
  const [help, setHelp] = useState({ open: false, focus: false });
  const showHelp = useCallback(() => setHelp({ open: true, focus: true }), []);
  const helpHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (help.open && help.focus) helpHeading.current?.focus();
  }, [help]);
  return { open: help.open, toggle: () => setHelp((h) => ({ open: !h.open, focus: false })), showHelp, helpHeading };
}

/** /wcpp/billSearch (part 1 §2, §4, §5): three search modes, one open at a time, and the results. */
export function BillSearchPage({ onRerun }: { onRerun?: () => void }) {
  const flow = useBillSearchFlow();
  const { owned, search } = flow;
  const help = useSearchHelp();

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      {owned.status === 'error' && (
        <Alert severity="error" className="wc-mb2">
          {billSearchMessages.retrieval}
        </Alert>
      )}
      {owned.status === 'success' && owned.tins.length === 0 && (
        <Alert severity="info" className="wc-mb2">
          {texts.noTins}
        </Alert>
      )}
      <SavedSearches
        kind="bill"
        current={flow.current}
        readOnly={flow.isMirroring}
        onRun={(criteria) => {
          keepPlace('billSearch', criteria);
          forgetPlace('table.billSearch');
          onRerun?.();
        }}
      />
      <SearchHelp open={help.open} onToggle={help.toggle} headingRef={help.helpHeading} />
      <SearchModes owned={owned} mode={flow.mode} onOpen={flow.open} kept={flow.kept} busy={flow.busy} onSearch={flow.onSearch} onReset={flow.onReset} onHelp={help.showHelp} />
      <SearchOutcome busy={flow.busy} done={search.done} failed={search.failed} bills={search.bills} />
    </>
  );
}

export default BillSearchRoute;
