import { billSearchLimits, billSearchMessages, billSearchTexts as texts, type Bill, type PaymentInfo } from '@wcpp/contract';
import { billDocumentsApi } from './api';
import { blobUrl, download, openBlobUrl, referenceFileName, requirePdf } from './files';

/** What opening a bill's documents and payment needs of a bill: Bill Search's rows and the claim page's. */
export type DocumentBill = Pick<Bill, 'billControlNumber' | 'ftin' | 'mitchBill' | 'billImageUrl' | 'eorImageUrl' | 'exId'>;

/** The payment dialog's content: loading (neither info nor error), the payment, or why it could not be read. */
export type PaymentShown = { bill: DocumentBill; info: PaymentInfo | null; error: string | null };

/** What the openers tell the screen: the status line, the error, a blocked pop-up, the payment dialog. */
export interface OpenerFeedback {
  setStatus: (status: string | null) => void;
  setError: (error: string | null) => void;
  setBlocked: (url: string) => void;
  setPayment: (payment: PaymentShown) => void;
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Opening a bill's image, EOR, pricing sheet and payment information as part 1 §4 says: the checks,
 * the waits and the messages. `userName` names the reference file of a Mitchell bill.
 */
export function documentOpeners(userName: string, { setStatus, setError, setBlocked, setPayment }: OpenerFeedback) {
  const begin = (message: string) => {
    setError(null);
    setStatus(message);
  };
  const show = (url: string) => {
    setStatus(null);
    if (!openBlobUrl(url)) setBlocked(url);
  };
  const fail = (message: string) => {
    setStatus(null);
    setError(message);
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
      const known = e instanceof Error && (Object.values(billSearchMessages) as string[]).includes(e.message);
      fail(known ? (e as Error).message : billSearchMessages.blobImageUnavailable);
    }
  };

  const openPriceSheet = async (bill: DocumentBill) => {
    begin(texts.downloadingPriceSheet);
    try {
      const blob = await billDocumentsApi.priceSheet(bill.billControlNumber);
      await wait(billSearchLimits.priceSheetDelayMs);
      download(blob, `PriceSheet_${bill.billControlNumber}.pdf`);
      setStatus(null);
    } catch {
      fail(billSearchMessages.imageUnavailable);
    }
  };

  const openAllowance = async (bill: DocumentBill, kind: 'eor' | 'priceSheet') => {
    if (kind === 'priceSheet') return openPriceSheet(bill);
    begin(texts.openingEor);
    // Part 1 §4: first the precheck, then open after 3 seconds whether the precheck succeeded or not.
    await billDocumentsApi.precheckEor(bill.eorImageUrl ?? '').catch(() => false);
    await wait(billSearchLimits.eorDelayMs);
    try {
      const link = await billDocumentsApi.billImageLink(bill.billControlNumber, 'Y', bill.exId);
      show(blobUrl(await billDocumentsApi.billImageBlob(link.url)));
    } catch {
      fail(billSearchMessages.imageUnavailable);
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
}
