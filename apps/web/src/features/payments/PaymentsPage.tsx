import { formatDate, paymentTexts as texts } from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { PageTitle } from '../../components/PageTitle';
import { errorMessage } from '../../lib/errors';
import * as claimErrors from '../../lib/error-contexts/claims';
import { PaymentSearchForm } from './PaymentSearchForm';
import { PaymentsTable } from './PaymentsTable';
import { usePaymentsSearch } from './usePaymentsSearch';

/** /wcpp/payments (issue 28 §2): checks and EFTs that paid bills of the user's TINs. */
export function PaymentsPage() {
  const { typed, query, criteria, page, pageSize, found, searchFor, refuse, reset } = usePaymentsSearch();
  const error = found?.error;
  const failed = error ? errorMessage(claimErrors.paymentSearch, error) : null;
  const result = found?.data;
  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <p className="wc-text wc-mb2">{texts.intro}</p>
      <PaymentSearchForm typed={typed} onSearch={(form) => searchFor(form)} onRefused={refuse} onReset={reset} />
      <div role="status" aria-live="polite" className="wc-mb2">
        {found?.isFetching && !result && <p className="wc-text">{texts.loading}</p>}
        {result && !failed && (
          <p className="wc-text">
            {result.from && result.to ? `${texts.range(formatDate(result.from), formatDate(result.to))} · ` : ''}
            {result.total === 0 ? texts.none : `${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'payment' : 'payments'}`}
          </p>
        )}
      </div>
      {failed && <Alert severity="error">{failed}</Alert>}
      {result && !failed && result.payments.length > 0 && <PaymentsTable result={result} query={query} criteria={criteria} page={page} pageSize={pageSize} searchFor={searchFor} />}
    </>
  );
}

export default PaymentsPage;
