import { useMemo, useState, type ReactNode } from 'react';
import { Alert } from '../../components/ui/Alert';
import { useSession } from '../../lib/session';
import { PaymentDialog, PopupBlockedDialog } from './DocumentDialogs';
import { documentOpeners, type DocumentBill, type PaymentShown } from './openers';

export type { DocumentBill } from './openers';

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
  const [payment, setPayment] = useState<PaymentShown | null>(null);

  // The openers change only with the user (their name names the reference file): a table's columns can keep them.
  const openers = useMemo(() => documentOpeners(userName, { setStatus, setError, setBlocked, setPayment }), [userName]);

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
      {payment && <PaymentDialog payment={payment} onClose={() => setPayment(null)} />}
      {blocked && <PopupBlockedDialog url={blocked} onClose={() => setBlocked(null)} />}
    </>
  );
  return { ...openers, feedback };
}
