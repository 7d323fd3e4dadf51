import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  CLAIM_PAGE_SIZE,
  CLAIM_PAGE_SIZES,
  billSearchTexts,
  claimMessages,
  documentBundleTexts,
  claimTexts as texts,
  formatDate,
  formatMoney,
  tinLabel,
  type ClaimBill,
  type ClaimPage as ClaimPageData,
  type ClaimPageSize,
} from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { ExportMenu } from '../../components/ExportMenu';
import { exportClaimBills } from '../../lib/exports';
import { useTinNames } from '../../lib/tins';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { ApiError } from '../../lib/http';
import { AllowanceCell, PaymentCell, paymentText } from '../../components/bill-documents/cells';
import { useBillDocuments } from '../../components/bill-documents/useBillDocuments';
import { DownloadSelected } from '../../components/bill-documents/DownloadSelected';
import { useClaimPage } from './api';

const rowKey = (b: ClaimBill) => `${b.mitchBill ? 'M' : 'B'}${b.billControlNumber}`;
const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};
const pageSizeOf = (value: string | null): ClaimPageSize => CLAIM_PAGE_SIZES.find((size) => String(size) === value) ?? CLAIM_PAGE_SIZE;

/**
 * The claim page (issue 27 §1): the claim, totals over every bill in the caller's scope, a timeline of
 * service months and the bills of this page (25, 50 or 100 a page, paged on the server), each with the documents
 * and payment Bill Search gives. Reached from Claim Search's and Bill Search's claim numbers.
 */
export function ClaimPage() {
  const claimNumber = useParams().claimNumber ?? '';
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search.get('page'));
  const pageSize = pageSizeOf(search.get('pageSize'));
  const { data, error, isPending, isPlaceholderData } = useClaimPage(claimNumber, page, pageSize);
  const { openBillImage, openAllowance, openPayment, feedback } = useBillDocuments();
  const names = useTinNames();
  // The bills ticked for "Download selected" (issue 27 §4), by row key, kept across the claim's pages.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = [...new Set([...selected].map((key) => key.slice(1)))];

  const columns = useMemo<DataColumn<ClaimBill>[]>(
    () => [
      { id: 'ftin', header: texts.columns.ftin, text: (b) => tinLabel(b.ftin, names.get(b.ftin)), sortValue: (b) => b.ftin, nowrap: !names.size },
      {
        id: 'billControlNumber',
        header: texts.columns.billControlNumber,
        text: (b) => b.billControlNumber,
        priority: 'key',
        render: (b) => (
          <button type="button" className="wc-link-action" onClick={() => void openBillImage(b)} aria-label={billSearchTexts.billRefLabel(b.billControlNumber)}>
            {b.billControlNumber}
          </button>
        ),
      },
      {
        id: 'serviceDates',
        header: texts.columns.serviceDates,
        text: (b) => (b.beginServiceDate === b.endServiceDate ? formatDate(b.beginServiceDate) : `${formatDate(b.beginServiceDate)} – ${formatDate(b.endServiceDate)}`),
        sortValue: (b) => b.beginServiceDate,
        priority: 'key',
        nowrap: true,
      },
      { id: 'provider', header: texts.columns.provider, text: (b) => b.providerName ?? '' },
      { id: 'billed', header: texts.columns.billed, text: (b) => formatMoney(b.billCharges), sortValue: (b) => b.billCharges, align: 'right', nowrap: true },
      {
        id: 'allowed',
        header: texts.columns.allowed,
        text: (b) => formatMoney(b.recommendedAllowance),
        sortValue: (b) => b.recommendedAllowance ?? -1,
        align: 'right',
        nowrap: true,
        render: (b) => <AllowanceCell bill={b} open={openAllowance} />,
      },
      { id: 'paid', header: texts.columns.paid, text: (b) => formatMoney(b.paidAmount), sortValue: (b) => b.paidAmount ?? -1, align: 'right', nowrap: true },
      { id: 'paidDate', header: texts.columns.paidDate, text: (b) => (b.paidDate ? formatDate(b.paidDate) : ''), sortValue: (b) => b.paidDate ?? '', nowrap: true },
      { id: 'checkNumber', header: texts.columns.checkNumber, text: (b) => b.checkNumber ?? '', priority: 'secondary' },
      { id: 'status', header: texts.columns.status, text: (b) => texts.statuses[b.status], priority: 'key', nowrap: true },
      {
        id: 'payment',
        header: billSearchTexts.columns.paymentInfo,
        text: paymentText,
        render: (b) => <PaymentCell bill={b} open={openPayment} />,
      },
    ],
    [openBillImage, openAllowance, openPayment, names],
  );

  // The page and its size live in the address (no PHI): Back and a reload come back to them.
  const goTo = (next: number, size: ClaimPageSize = pageSize) =>
    setSearch({ ...(next > 1 ? { page: String(next) } : {}), ...(size !== CLAIM_PAGE_SIZE ? { pageSize: String(size) } : {}) });

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
    const message = error instanceof ApiError && error.status < 500 ? error.message : claimMessages.notFound;
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
      <ClaimSummary data={data} />
      {feedback}
      <DataTable
        label={texts.billsTable}
        columns={columns}
        rows={data.bills}
        rowKey={rowKey}
        rowLabel={(b) => billSearchTexts.rowLabel(b.billControlNumber)}
        defaultSort={{ id: 'serviceDates' }}
        serverPages={{
          count: data.totals.bills,
          page: page - 1,
          pageSize,
          pageSizes: CLAIM_PAGE_SIZES,
          onPage: (index) => goTo(index + 1),
          onPageSize: (size) => goTo(1, pageSizeOf(String(size))),
        }}
        // Every bill of the claim in scope, all pages, in the page's order (decision 061).
        selection={{ selected, onChange: setSelected, rowLabel: documentBundleTexts.selectRow, allLabel: documentBundleTexts.selectAll }}
        tools={
          <>
            <DownloadSelected billControlNumbers={chosen} />
            <ExportMenu table={texts.exportAll(data.totals.bills)} onExport={(format) => exportClaimBills(data.claim.claimNumber, format)} />
          </>
        }
      />
    </section>
  );
}

/** The claim's facts, its totals and the months its bills' service began in. */
function ClaimSummary({ data }: { data: ClaimPageData }) {
  const { claim, totals, timeline } = data;
  const most = Math.max(1, ...timeline.map((m) => m.bills));
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
      <section aria-labelledby="claim-totals">
        <h2 id="claim-totals" className="wc-h2">
          {texts.totals}
        </h2>
        <p className="wc-text">
          {texts.billCount(totals.bills)} · {texts.serviceDates(formatDate(totals.firstServiceDate), formatDate(totals.lastServiceDate))}
        </p>
        <dl className="wc-totals">
          {(
            [
              [texts.billed, totals.billed],
              [texts.allowed, totals.allowed],
              [texts.paid, totals.paid],
            ] as const
          ).map(([name, amount]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{formatMoney(amount)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="claim-timeline">
        <h2 id="claim-timeline" className="wc-h2">
          {texts.timeline}
        </h2>
        <ol className="wc-timeline">
          {timeline.map((m) => (
            <li key={m.month} aria-label={texts.timelineBar(m.month, m.bills)}>
              <span className="wc-timeline-month" aria-hidden="true">
                {m.month}
              </span>
              <span className="wc-timeline-bar" aria-hidden="true" style={{ inlineSize: `${Math.max(4, (m.bills / most) * 100)}%` }} />
              <span className="wc-timeline-count" aria-hidden="true">
                {m.bills}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export default ClaimPage;
