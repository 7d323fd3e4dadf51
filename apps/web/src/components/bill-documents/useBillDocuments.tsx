import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { billSearchLimits, billSearchMessages, billSearchTexts as texts, formatDate, formatMoney, paymentTexts, type Bill, type PaymentInfo } from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { paymentPath } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { billDocumentsApi } from './api';
import { blobUrl, download, openBlobUrl, referenceFileName, requirePdf } from './files';

/** What opening a bill's documents and payment needs of a bill: Bill Search's rows and the claim page's. */
export type DocumentBill = Pick<Bill, 'billControlNumber' | 'ftin' | 'mitchBill' | 'billImageUrl' | 'eorImageUrl' | 'exId'>;

type Payment = { bill: DocumentBill; info: PaymentInfo | null; error: string | null };
const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * A bill's image, EOR, pricing sheet and payment information, opened as part 1 §4 says (the checks,
 * the waits, the messages), with the status line, error, payment dialog and blocked pop-up they show.
 * Bill Search's results and the claim page (issue 27) open documents through it.
 */
export function useBillDocuments(): {
  openBillImage: (bill: DocumentBill) => Promise<void>;
  openAllowance: (bill: DocumentBill, kind: 'eor' | 'priceSheet') => Promise<void>;
  openPayment: (bill: DocumentBill) => Promise<void>;
  feedback: ReactNode;
} {
  const userName = useSession()?.userName ?? 'user';
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [payment, setPayment] = useState<Payment | null>(null);

  // The openers change only with the user (their name names the reference file): a table's columns can keep them.
  const openers = useMemo(() => {
    const begin = (message: string) => {
      setError(null);
      setStatus(message);
    };
    const show = (url: string) => {
      setStatus(null);
      if (!openBlobUrl(url)) setBlocked(url);
    };

    const openBillImage = async (bill: DocumentBill) => {
      begin(texts.openingDocument);
      try {
        if (bill.mitchBill) {
          download(requirePdf(await billDocumentsApi.reference(bill.billControlNumber)), referenceFileName(userName));
          setStatus(null);
          return;
        }
        if (!bill.billImageUrl || !(await billDocumentsApi.imageExist(bill.billImageUrl))) throw new Error(billSearchMessages.imageUnavailable);
        const link = await billDocumentsApi.billImageLink(bill.billControlNumber, 'N', bill.exId).catch(() => {
          throw new Error(billSearchMessages.imageUnavailable);
        });
        const blob = await billDocumentsApi.billImageBlob(link.url).catch(() => {
          throw new Error(billSearchMessages.blobImageUnavailable);
        });
        show(blobUrl(blob));
      } catch (e) {
        setStatus(null);
        const known = e instanceof Error && (Object.values(billSearchMessages) as string[]).includes(e.message);
        setError(known ? (e as Error).message : billSearchMessages.blobImageUnavailable);
      }
    };

    const openAllowance = async (bill: DocumentBill, kind: 'eor' | 'priceSheet') => {
      if (kind === 'priceSheet') {
        begin(texts.downloadingPriceSheet);
        try {
          const blob = await billDocumentsApi.priceSheet(bill.billControlNumber);
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
      await billDocumentsApi.precheckEor(bill.eorImageUrl ?? '').catch(() => false);
      await wait(billSearchLimits.eorDelayMs);
      try {
        const link = await billDocumentsApi.billImageLink(bill.billControlNumber, 'Y', bill.exId);
        show(blobUrl(await billDocumentsApi.billImageBlob(link.url)));
      } catch {
        setStatus(null);
        setError(billSearchMessages.imageUnavailable);
      }
    };

    const openPayment = async (bill: DocumentBill) => {
      setPayment({ bill, info: null, error: null });
      try {
        const info = await billDocumentsApi.findPaymentInfo(bill.ftin, bill.billControlNumber);
        setPayment({ bill, info, error: null });
      } catch {
        setPayment({ bill, info: null, error: billSearchMessages.paymentUnavailable });
      }
    };

    return { openBillImage, openAllowance, openPayment };
  }, [userName]);

  const feedback = (
    <>
      <div aria-live="polite" role="status" className="wc-status-line">
        {status}
      </div>
      {error && (
        <Alert severity="error" className="wc-mb2" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
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
          {payment.info?.paymentId && (
            <p className="wc-text">
              <Link to={paymentPath(payment.info.paymentId)} onClick={() => setPayment(null)}>
                {paymentTexts.openPaymentFromBill}
              </Link>
            </p>
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
    </>
  );
  return { ...openers, feedback };
}
