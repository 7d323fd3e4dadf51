import { claimTexts as texts, formatDate, formatMoney, type ClaimPage as ClaimPageData } from '@wcpp/contract';
import { formatMonth, timelineWithGaps } from './timeline';

/** The claim's facts, its totals and the months its bills' service began in. */
export function ClaimSummary({ data }: { data: ClaimPageData }) {
  const { claim } = data;
  return (
    <div className="wc-claim-summary">
      <dl className="wc-pairs">
        <dt>{texts.claimant}</dt>
        <dd>{`${claim.claimantFirstName} ${claim.claimantLastName}`}</dd>
        <dt>{texts.dateOfBirth}</dt>
        <dd>{formatDate(claim.claimantDOB)}</dd>
        <dt>{texts.dateOfInjury}</dt>
        <dd>{formatDate(claim.claimantDOI)}</dd>
        <dt>{texts.state}</dt>
        <dd>{claim.stateOfJurisdiction}</dd>
        <dt>{texts.lineOfBusiness}</dt>
        <dd>{claim.lineOfBusiness}</dd>
        <dt>{texts.payer}</dt>
        <dd>{claim.payerName ?? ''}</dd>
      </dl>
      <ClaimTotals totals={data.totals} />
      <ClaimTimeline timeline={data.timeline} />
    </div>
  );
}

/**
 * Billed, Allowed and Paid over every bill in scope. Allowed leaves denied bills out (decision 059), so
 * its name says so and a line says by how much, beside the table's Allowed column (decision 082).
 */
function ClaimTotals({ totals }: { totals: ClaimPageData['totals'] }) {
  const denied = totals.deniedBills > 0;
  const amounts = [
    [texts.billed, totals.billed],
    [denied ? texts.allowedWithoutDenied : texts.allowed, totals.allowed],
    [texts.paid, totals.paid],
  ] as const;
  return (
    <section aria-labelledby="claim-totals">
      <h2 id="claim-totals" className="wc-h2">
        {texts.totals}
      </h2>
      <p className="wc-text">
        {texts.billCount(totals.bills)} · {texts.serviceDates(formatDate(totals.firstServiceDate), formatDate(totals.lastServiceDate))}
      </p>
      <dl className="wc-totals">
        {amounts.map(([name, amount]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{formatMoney(amount)}</dd>
          </div>
        ))}
      </dl>
      {denied && (
        <p className="wc-text wc-totals-note">
          {texts.deniedLeftOut(totals.deniedBills, formatMoney(totals.deniedAllowed), formatMoney(Math.round((totals.allowed + totals.deniedAllowed) * 100) / 100))}
        </p>
      )}
    </section>
  );
}

/** Bills by month of service, M/YYYY, with the months between that have no bill (decision 082). */
function ClaimTimeline({ timeline }: { timeline: ClaimPageData['timeline'] }) {
  const most = Math.max(1, ...timeline.map((m) => m.bills));
  return (
    <section aria-labelledby="claim-timeline">
      <h2 id="claim-timeline" className="wc-h2">
        {texts.timeline}
      </h2>
      <ol className="wc-timeline">
        {timelineWithGaps(timeline).map((entry) =>
          entry.kind === 'gap' ? (
            <li key={`gap-${entry.first}`} className="wc-timeline-gap" aria-label={texts.timelineGap(formatMonth(entry.first), formatMonth(entry.last))}>
              <span className="wc-timeline-month" aria-hidden="true">
                {entry.first === entry.last ? formatMonth(entry.first) : `${formatMonth(entry.first)} – ${formatMonth(entry.last)}`}
              </span>
              <span aria-hidden="true">
                {texts.noBill}
              </span>
            </li>
          ) : (
            <li key={entry.month} aria-label={texts.timelineBar(formatMonth(entry.month), entry.bills)}>
              <span className="wc-timeline-month" aria-hidden="true">
                {formatMonth(entry.month)}
              </span>
              <span className="wc-timeline-bar" aria-hidden="true" style={{ inlineSize: `${Math.max(4, (entry.bills / most) * 100)}%` }} />
              <span className="wc-timeline-count" aria-hidden="true">
                {entry.bills}
              </span>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
