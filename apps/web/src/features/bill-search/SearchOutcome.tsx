import { Suspense } from 'react';
import { billSearchMessages, billSearchTexts as texts, type Bill } from '@wcpp/contract';
import { PageLoading } from '../../components/PageLoading';
import { Alert } from '../../components/ui/Alert';
import { BillResults } from './results-loader';

interface Props {
  busy: boolean;
  done: boolean;
  failed: boolean;
  bills: Bill[];
}

/** What a search found: the status line ("Searching…", "3 bills found"), the failure or "no bills", and the results table. */
export function SearchOutcome({ busy, done, failed, bills }: Props) {
  return (
    <>
      <div role="status" aria-live="polite" className="wc-mb2">
        {busy && <p className="wc-text">{texts.searching}</p>}
        {done && !failed && bills.length > 0 && <p className="wc-text">{texts.results(bills.length)}</p>}
      </div>
      {done && failed && <Alert severity="error">{billSearchMessages.retrieval}</Alert>}
      {done && !failed && bills.length === 0 && <Alert severity="info">{billSearchMessages.noBills}</Alert>}
      {bills.length > 0 && !busy && (
        <Suspense fallback={<PageLoading />}>
          <BillResults bills={bills} />
        </Suspense>
      )}
    </>
  );
}
