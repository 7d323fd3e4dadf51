import { claimTexts as texts } from '@wcpp/contract';
import { HistoryLink } from '../../components/HistoryLink';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { errorMessage } from '../../lib/errors';
import * as claimErrors from '../../lib/error-contexts/claims';
import { ClaimBillsTable } from './ClaimBillsTable';
import { ClaimSummary } from './ClaimSummary';
import { useClaimView } from './useClaimView';

/**
 * The claim page (issue 27 §1): the claim, totals over every bill in the caller's scope, a timeline of
 * service months and the bills of this page (25, 50 or 100 a page, paged on the server), each with the documents
 * and payment Bill Search gives. Reached from Claim Search's and Bill Search's claim numbers.
 */
export function ClaimPage() {
  const { claimNumber, page, pageSize, goTo, data, error, isPending, isPlaceholderData } = useClaimView();
  if (isPending) {
    return (
      <section>
        <PageTitle>{texts.title(claimNumber)}</PageTitle>
        <p role="status" className="wc-text">
          {texts.loading}
        </p>
      </section>
    );
  }
  if (error || !data) {
    const message = errorMessage(claimErrors.claim, error);
    return (
      <section>
        <PageTitle>{texts.title(claimNumber)}</PageTitle>
        <Alert severity="error">{message}</Alert>
      </section>
    );
  }
  return (
    <section aria-busy={isPlaceholderData || undefined}>
      <PageTitle>{texts.title(data.claim.claimNumber)}</PageTitle>
      <HistoryLink record={{ claimNumber: data.claim.claimNumber }} />
      <ClaimSummary data={data} />
      <ClaimBillsTable data={data} page={page} pageSize={pageSize} goTo={goTo} />
    </section>
  );
}

export default ClaimPage;
