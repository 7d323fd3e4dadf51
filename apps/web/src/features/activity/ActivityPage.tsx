import { activityTexts as texts, formatDate, guards } from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { PageTitle } from '../../components/PageTitle';
import { errorFields, errorMessage } from '../../lib/errors';
import * as activityErrors from '../../lib/error-contexts/activity';
import { useEffectiveUser } from '../../lib/user';
import { ActivityFilterForm } from './ActivityFilterForm';
import { ActivityTable } from './ActivityTable';
import { ClosedSection } from './ClosedSection';
import { RecordCheck } from './RecordCheck';
import { TinReaders } from './TinReaders';
import { useActivitySearch } from './useActivitySearch';

/**
 * /wcpp/activity (issue 47 §1): what the group's users did, for a Provider Admin; what everyone did,
 * for the network's administrators. Newest first, 50 rows at a time: SHOW MORE adds the next 50.
 */
export function ActivityPage() {
  const { typed, filters, network, rows, first, failure, loading, more, fetchingMore, firstNew, searchFor, refuse, reset, showMore } = useActivitySearch();
  const failed = failure ? errorMessage(activityErrors.search, failure) : null;
  // Judged on the effective user, as the server judges them: a group's Provider Admin (a mirrored one too)
  // sees who read the group's TINs; the network's administrators (guard admin: ISAD and IRAD) check the record.
  const { data: user } = useEffectiveUser();
  const readers = user?.typeCd === 'PRAD';
  const checker = guards.admin(user);
  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <p className="wc-text wc-mb2">{network ? texts.introNetwork : texts.introGroup}</p>
      {first?.recordsSince && <p className="wc-body2 wc-mb2">{texts.recordsSince(formatDate(first.recordsSince))}</p>}
      {(readers || checker) && (
        <div className="wc-mb3">
          {/* Closed at first: each is asked when opened (decision 094). */}
          {readers && (
            <ClosedSection id="activity-readers" title={texts.readers.title}>
              <TinReaders />
            </ClosedSection>
          )}
          {checker && (
            <ClosedSection id="activity-check" title={texts.check.title}>
              <RecordCheck />
            </ClosedSection>
          )}
        </div>
      )}
      <ActivityFilterForm typed={typed} network={network} onSearch={searchFor} onRefused={refuse} onReset={reset} serverFields={errorFields(failure)} />
      <div role="status" aria-live="polite" className="wc-mb2">
        {loading && <p className="wc-text">{texts.loading}</p>}
        {first && (
          <p className="wc-text">
            {`${texts.range(formatDate(first.from), formatDate(first.to))} · `}
            {rows.length === 0 ? texts.none : texts.shown(rows.length, more)}
          </p>
        )}
      </div>
      {failed && <Alert severity="error">{failed}</Alert>}
      {rows.length > 0 && (
        <>
          <ActivityTable rows={rows} network={network} filters={filters} firstNew={firstNew} />
          {more && (
            <div className="wc-mt3">
              {/* Not disabled while it asks: a disabled button would drop the focus; the focus moves to the first new row. */}
              <Button variant="outlined" aria-busy={fetchingMore || undefined} onClick={() => void showMore()}>
                {texts.more}
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}

export default ActivityPage;
