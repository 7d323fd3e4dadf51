import { useMemo, useState } from 'react';
import { billSearchTexts as texts, claimTexts, documentBundleTexts, formatDate, formatMoney, tinLabel, type Bill } from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { HistoryAnchor, useHistoryShown } from '../../components/HistoryLink';
import { linkColumn } from '../../components/link-column';
import { exportBills } from './export-bills';
import { useTinNames } from '../../lib/tins';
import { claimPath } from '../../lib/paths';
import { AllowanceCell, PaymentCell, paymentText } from '../../components/bill-documents/cells';
import { useBillDocuments } from '../../components/bill-documents/useBillDocuments';
import { DownloadSelected } from '../../components/bill-documents/DownloadSelected';

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
export const claimantName = (b: Bill) => join(b.patientFirstName, b.patientMiddleName, b.patientLastName);
export const physicianName = (b: Bill) => join(b.physicianFirstName, b.physicianMiddleName, b.physicianLastName);
/** Part 1 §3: the bill ref combined with the document id. */
export const billRef = (b: Bill) => (b.documentId ? `${b.billControlNumber} / ${b.documentId}` : b.billControlNumber);
const rowKey = (b: Bill) => `${b.mitchBill ? 'M' : 'B'}${b.billControlNumber}`;

/** The results of a Bill Search with their documents and payment information (part 1 §2, §4). */
export function BillResults({ bills }: { bills: Bill[] }) {
  const { openBillImage, openAllowance, openPayment, feedback } = useBillDocuments();
  const names = useTinNames();
  // HISTORY under each bill's number, for those who may see the Activity (issue 47 §1).
  const history = useHistoryShown();
  // The bills ticked for "Download selected" (issue 27 §4), by row key; only this search's rows count.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = [...new Set(bills.filter((b) => selected.has(rowKey(b))).map((b) => b.billControlNumber))];

  const columns = useMemo<DataColumn<Bill>[]>(
    () => [
      // Priorities (docs/decisions/032): what a clinic looks for first stays a column at any width.
      { id: 'ftin', header: texts.columns.tin, text: (b) => tinLabel(b.ftin, names.get(b.ftin)), sortValue: (b) => b.ftin, nowrap: !names.size },
      {
        id: 'claimant',
        header: texts.columns.claimant,
        text: claimantName,
        sortValue: (b) => `${b.patientFirstName.toLowerCase()} ${b.patientLastName.toLowerCase()}`,
      },
      { id: 'beginServiceDate', header: texts.columns.beginServiceDate, text: (b) => formatDate(b.beginServiceDate), sortValue: (b) => b.beginServiceDate, nowrap: true },
      { id: 'endServiceDate', header: texts.columns.endServiceDate, text: (b) => formatDate(b.endServiceDate), sortValue: (b) => b.endServiceDate, nowrap: true },
      {
        id: 'billRef',
        header: texts.columns.billRef,
        text: billRef,
        priority: 'key',
        render: (b) => (
          <>
            <button type="button" className="wc-link-action" onClick={() => void openBillImage(b)} aria-label={texts.billRefLabel(billRef(b))}>
              {billRef(b)}
            </button>
            {history && (
              <div>
                <HistoryAnchor record={{ bill: b.billControlNumber }} />
              </div>
            )}
          </>
        ),
      },
      { id: 'physician', header: texts.columns.physician, text: physicianName, priority: 'secondary' },
      { id: 'facility', header: texts.columns.facility, text: (b) => b.facilityName ?? '', priority: 'secondary' },
      { id: 'billCharges', header: texts.columns.billCharges, text: (b) => formatMoney(b.billCharges), sortValue: (b) => b.billCharges, align: 'right', nowrap: true },
      {
        id: 'recommendedAllowance',
        header: texts.columns.recommendedAllowance,
        text: (b) => formatMoney(b.recommendedAllowance),
        sortValue: (b) => b.recommendedAllowance ?? -1,
        align: 'right',
        priority: 'key',
        nowrap: true,
        render: (b) => <AllowanceCell bill={b} open={openAllowance} />,
      },
      linkColumn({ id: 'claimNumber', header: texts.columns.claimNumber, text: (b) => b.claimNumber, to: (b) => claimPath(b.claimNumber), label: (b) => claimTexts.openClaim(b.claimNumber) }),
      {
        id: 'paymentInfo',
        header: texts.columns.paymentInfo,
        priority: 'key',
        text: paymentText,
        render: (b) => <PaymentCell bill={b} open={openPayment} />,
      },
    ],
    [openBillImage, openAllowance, openPayment, names, history],
  );

  return (
    <div>
      {feedback}
      <DataTable
        label={texts.resultsTable}
        columns={columns}
        rows={bills}
        rowKey={rowKey}
        rowLabel={(b) => texts.rowLabel(billRef(b))}
        defaultSort={{ id: 'claimant' }}
        placeKey="billSearch"
        exportRows={(rows, format) => exportBills(rows.map((b) => b.billControlNumber), format)}
        selection={{ selected, onChange: setSelected, rowLabel: documentBundleTexts.selectRow, allLabel: documentBundleTexts.selectAll }}
        tools={<DownloadSelected billControlNumbers={chosen} />}
      />
      <p className="wc-body2 wc-secondary wc-disclaimer">{texts.disclaimer}</p>
    </div>
  );
}

export default BillResults;
