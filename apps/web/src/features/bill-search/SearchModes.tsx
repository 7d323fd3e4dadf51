import { billSearchModes, billSearchTexts as texts, type BillSearchCriteriaSaved, type BillSearchMode } from '@wcpp/contract';
import { PageLoading } from '../../components/PageLoading';
import { DisclosurePanel } from '../../components/ui/Disclosure';
import { preloadResults } from './results-loader';
import { SearchForm } from './SearchForm';
import type { SearchValues } from './search-params';
import type { SearchParams } from './useBillSearch';

interface Props {
  owned: { status: 'pending' | 'error' | 'success'; tins: string[]; lastTins: string[] };
  mode: BillSearchMode | null;
  onOpen: (mode: BillSearchMode) => void;
  kept: BillSearchCriteriaSaved | null;
  busy: boolean;
  onSearch: (selected: string[], params: SearchParams, typed: SearchValues) => void;
  onReset: () => void;
  onHelp: () => void;
}

/** The three search modes (part 1 §4), one open at a time, each with its form. */
export function SearchModes({ owned, mode, onOpen, kept, busy, onSearch, onReset, onHelp }: Props) {
  return (
    <div className="wc-mb3">
      {billSearchModes.map((m) => (
        <DisclosurePanel key={m} id={m} title={texts.modes[m]} expanded={mode === m} onToggle={() => onOpen(m)}>
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
              tins={owned.tins}
              lastTins={owned.lastTins}
              busy={busy}
              onSearch={onSearch}
              onEnter={preloadResults}
              onReset={onReset}
              onHelp={onHelp}
              initialValues={kept?.mode === m ? kept.values : undefined}
            />
          )}
        </DisclosurePanel>
      ))}
    </div>
  );
}
