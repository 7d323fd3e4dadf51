import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  CLAIM_PAGE_SIZES,
  billSearchTexts,
  claimNumberKey,
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
import { HistoryAnchor, useHistoryShown } from '../../components/HistoryLink';
import { exportClaimBills } from '../../lib/exports';
import { useTinNames } from '../../lib/tins';
import { AllowanceCell, PaymentCell, paymentText } from '../../components/bill-documents/cells';
import { useBillDocuments, type DocumentBill } from '../../components/bill-documents/useBillDocuments';
import { DownloadSelected } from '../../components/bill-documents/DownloadSelected';
import { pageSizeOf } from './useClaimView';
import { paymentPath } from '../../lib/paths';

/** A denied bill that a payment remitted with nothing paid: its payment column opens that payment's page (decision 083). */
const remittedDenial = (b: ClaimBill): b is ClaimBill & { paymentId: number; checkNumber: string } => b.status === 'denied' && b.paymentId !== null && b.checkNumber !== null;

const rowKey = (b: ClaimBill) => `${b.mitchBill ? 'M' : 'B'}${b.billControlNumber}`;

interface Openers {
  openBillImage: (bill: DocumentBill) => Promise<void>;
  openAllowance: (bill: DocumentBill, kind: 'eor' | 'priceSheet') => Promise<void>;
  openPayment: (bill: DocumentBill) => Promise<void>;
}

/**
 * The bills' columns: the documents and payment open as on Bill Search; a bill of the second source says
 * so in words; under each bill's number its HISTORY when `history` (those who may see the Activity).
 */
function billColumns({ openBillImage, openAllowance, openPayment }: Openers, names: ReadonlyMap<string, string>, history: boolean): DataColumn<ClaimBill>[] {
  return [
    { id: 'ftin', header: texts.columns.ftin, text: (b) => tinLabel(b.ftin, names.get(b.ftin)), sortValue: (b) => b.ftin, nowrap: !names.size },
    {
      id: 'billControlNumber',
      header: texts.columns.billControlNumber,
      text: (b) => (b.mitchBill ? `${b.billControlNumber} ${texts.secondSource}` : b.billControlNumber),
      sortValue: (b) => b.billControlNumber,
      priority: 'key',
      render: (b) => (
        <>
          <button type="button" className="wc-link-action" onClick={() => void openBillImage(b)} aria-label={billSearchTexts.billRefLabel(b.billControlNumber)}>
            {b.billControlNumber}
          </button>
          {b.mitchBill && <span className="wc-source-mark">{texts.secondSource}</span>}
          {history && (
            <div>
              <HistoryAnchor record={{ bill: b.billControlNumber }} />
            </div>
          )}
        </>
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
      text: (b) => (remittedDenial(b) ? texts.deniedOn(b.checkNumber) : paymentText(b)),
      render: (b) =>
        remittedDenial(b) ? (
          <Link to={paymentPath(b.paymentId)} aria-label={texts.deniedOnLabel(b.checkNumber, b.billControlNumber)}>
            {texts.deniedOn(b.checkNumber)}
          </Link>
        ) : (
          <PaymentCell bill={b} open={openPayment} />
        ),
    },
  ];
}

interface Props {
  data: ClaimPageData;
  page: number;
  pageSize: ClaimPageSize;
  goTo: (page: number, size?: ClaimPageSize) => void;
}

/**
 * The bills of this page of the claim, with the server's pager, the selection for "Download selected"
 * and the export of every bill. The table's sort and filters are kept per claim in the tab's storage, as
 * Bill Search keeps its table (decisions 055 and 082): Back and a reload find them again.
 */
export function ClaimBillsTable({ data, page, pageSize, goTo }: Props) {
  const { openBillImage, openAllowance, openPayment, feedback } = useBillDocuments();
  const names = useTinNames();
  // The bills ticked for "Download selected" (issue 27 §4), by row key, kept across the claim's pages.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = [...new Set([...selected].map((key) => key.slice(1)))];
  const history = useHistoryShown();
  const columns = useMemo(() => billColumns({ openBillImage, openAllowance, openPayment }, names, history), [openBillImage, openAllowance, openPayment, names, history]);
  return (
    <>
      {feedback}
      <DataTable
        label={texts.billsTable}
        columns={columns}
        rows={data.bills}
        rowKey={rowKey}
        rowLabel={(b) => billSearchTexts.rowLabel(b.billControlNumber)}
        defaultSort={{ id: 'serviceDates' }}
        placeKey={`claim.${claimNumberKey(data.claim.claimNumber)}`}
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
    </>
  );
}
