import { useMemo, useState } from 'react';
import {
  allowanceDocument,
  billSearchLimits,
  billSearchMessages,
  billSearchTexts as texts,
  formatDate,
  formatMoney,
  paymentInfoState,
  type Bill,
  type PaymentInfo,
} from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useSession } from '../../lib/session';
import { billSearchApi } from './api';
import { blobUrl, download, openBlobUrl, referenceFileName, requirePdf } from './documents';

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
export const claimantName = (b: Bill) => join(b.patientFirstName, b.patientMiddleName, b.patientLastName);
export const physicianName = (b: Bill) => join(b.physicianFirstName, b.physicianMiddleName, b.physicianLastName);
/** Part 1 §3: the bill ref combined with the document id. */
export const billRef = (b: Bill) => (b.documentId ? `${b.billControlNumber} / ${b.documentId}` : b.billControlNumber);
const rowKey = (b: Bill) => `${b.mitchBill ? 'M' : 'B'}${b.billControlNumber}`;
const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

type Payment = { bill: Bill; info: PaymentInfo | null; error: string | null };

/** The results of a Bill Search with their documents and payment information (part 1 §2, §4). */
export function BillResults({ bills }: { bills: Bill[] }) {
  const userName = useSession()?.userName ?? 'user';
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [payment, setPayment] = useState<Payment | null>(null);

  const begin = (message: string) => {
    setError(null);
    setStatus(message);
  };
  const show = (url: string) => {
    setStatus(null);
    if (!openBlobUrl(url)) setBlocked(url);
  };

  const openBillImage = async (bill: Bill) => {
    begin(texts.openingDocument);
    try {
      if (bill.mitchBill) {
        download(requirePdf(await billSearchApi.reference(bill.billControlNumber)), referenceFileName(userName));
        setStatus(null);
        return;
      }
      if (!bill.billImageUrl || !(await billSearchApi.imageExist(bill.billImageUrl))) throw new Error(billSearchMessages.imageUnavailable);
      const link = await billSearchApi.billImageLink(bill.billControlNumber, 'N', bill.exId).catch(() => {
        throw new Error(billSearchMessages.imageUnavailable);
      });
      const blob = await billSearchApi.billImageBlob(link.url).catch(() => {
        throw new Error(billSearchMessages.blobImageUnavailable);
      });
      show(blobUrl(blob));
    } catch (e) {
      setStatus(null);
      const known = e instanceof Error && (Object.values(billSearchMessages) as string[]).includes(e.message);
      setError(known ? (e as Error).message : billSearchMessages.blobImageUnavailable);
    }
  };

  const openAllowance = async (bill: Bill, kind: 'eor' | 'priceSheet') => {
    if (kind === 'priceSheet') {
      begin(texts.downloadingPriceSheet);
      try {
        const blob = await billSearchApi.priceSheet(bill.billControlNumber);
        await wait(billSearchLimits.priceSheetDelayMs);
        download(blob, `PriceSheet_${bill.billControlNumber}.pdf`);
        setStatus(null);
      } catch {
        setStatus(null);
        setError(billSearchMessages.imageUnavailable);
      }
      return;
    }
    begin(texts.openingEor);
    // Part 1 §4: first the precheck, then open after 3 seconds whether the precheck succeeded or not.
    await billSearchApi.precheckEor(bill.eorImageUrl ?? '').catch(() => false);
    await wait(billSearchLimits.eorDelayMs);
    try {
      const link = await billSearchApi.billImageLink(bill.billControlNumber, 'Y', bill.exId);
      show(blobUrl(await billSearchApi.billImageBlob(link.url)));
    } catch {
      setStatus(null);
      setError(billSearchMessages.imageUnavailable);
    }
  };

  const openPayment = async (bill: Bill) => {
    setPayment({ bill, info: null, error: null });
    try {
      const info = await billSearchApi.findPaymentInfo(bill.ftin, bill.billControlNumber);
      setPayment({ bill, info, error: null });
    } catch {
      setPayment({ bill, info: null, error: billSearchMessages.paymentUnavailable });
    }
  };

  const columns = useMemo<DataColumn<Bill>[]>(
    () => [
      // Priorities (docs/decisions/032): what a clinic looks for first stays a column at any width.
      { id: 'ftin', header: texts.columns.tin, text: (b) => b.ftin, nowrap: true },
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
          <button type="button" className="wc-link-action" onClick={() => void openBillImage(b)} aria-label={texts.billRefLabel(billRef(b))}>
            {billRef(b)}
          </button>
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
        render: (b) => {
          const kind = allowanceDocument(b);
          const amount = formatMoney(b.recommendedAllowance);
          return kind ? (
            <button type="button" className="wc-link-action" onClick={() => void openAllowance(b, kind)} aria-label={texts.allowanceLabel(amount, kind)}>
              {amount}
            </button>
          ) : (
            amount
          );
        },
      },
      { id: 'claimNumber', header: texts.columns.claimNumber, text: (b) => b.claimNumber, nowrap: true },
      {
        id: 'paymentInfo',
        header: texts.columns.paymentInfo,
        priority: 'key',
        text: (b) => ({ available: texts.viewPayment, notAvailable: texts.notAvailable, notApplicable: texts.notApplicable })[paymentInfoState(b)],
        render: (b) =>
          paymentInfoState(b) === 'available' ? (
            <Button size="small" variant="outlined" onClick={() => void openPayment(b)} aria-label={texts.viewPaymentLabel(b.billControlNumber)}>
              {texts.viewPayment}
            </Button>
          ) : paymentInfoState(b) === 'notApplicable' ? (
            texts.notApplicable
          ) : (
            texts.notAvailable
          ),
      },
    ],
    // The handlers only read state setters and the user name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [userName],
  );

  return (
    <div>
      <div aria-live="polite" role="status" className="wc-status-line">
        {status}
      </div>
      {error && (
        <Alert severity="error" className="wc-mb2" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <DataTable label={texts.resultsTable} columns={columns} rows={bills} rowKey={rowKey} rowLabel={(b) => texts.rowLabel(billRef(b))} defaultSort={{ id: 'claimant' }} placeKey="billSearch" />
      <p className="wc-body2 wc-secondary wc-disclaimer">{texts.disclaimer}</p>

      {payment && (
        <Dialog title={texts.paymentTitle} titleId="payment-title" onClose={() => setPayment(null)} actions={<Button variant="text" onClick={() => setPayment(null)}>{texts.close}</Button>}>
          {payment.error && <Alert severity="error">{payment.error}</Alert>}
          {payment.info && (
            <dl className="wc-pairs">
              <dt>{texts.paidAmount}</dt>
              <dd>{formatMoney(payment.info.paidAmount)}</dd>
              <dt>{texts.paidDate}</dt>
              <dd>{formatDate(payment.info.paidDate)}</dd>
              <dt>{texts.checkNumber}</dt>
              <dd>{payment.info.checkNumber}</dd>
            </dl>
          )}
          {!payment.info && !payment.error && <p role="status" className="wc-text">{texts.loading}</p>}
        </Dialog>
      )}

      {blocked && (
        <Dialog
          title={texts.popupTitle}
          titleId="popup-title"
          onClose={() => setBlocked(null)}
          actions={
            <>
              <Button
                onClick={() => {
                  window.open(blocked, '_blank');
                  setBlocked(null);
                }}
              >
                {texts.viewImage}
              </Button>
              <Button variant="text" onClick={() => setBlocked(null)}>
                {texts.close}
              </Button>
            </>
          }
        >
          <p className="wc-text">{billSearchMessages.popupBlocked}</p>
        </Dialog>
      )}
    </div>
  );
}

export default BillResults;
