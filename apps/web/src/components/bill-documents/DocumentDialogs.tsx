import { Link } from 'react-router';
import { billSearchMessages, billSearchTexts as texts, formatDate, formatMoney, paymentTexts } from '@wcpp/contract';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { paymentPath } from '../../lib/paths';
import type { PaymentShown } from './openers';

/** A bill's payment information (part 1 §4), with the way to its payment's page when it has one. */
export function PaymentDialog({ payment, onClose }: { payment: PaymentShown; onClose: () => void }) {
  return (
    <Dialog title={texts.paymentTitle} titleId="payment-title" onClose={onClose} actions={<Button variant="text" onClick={onClose}>{texts.close}</Button>}>
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
          <Link to={paymentPath(payment.info.paymentId)} onClick={onClose}>
            {paymentTexts.openPaymentFromBill}
          </Link>
        </p>
      )}
      {!payment.info && !payment.error && <p role="status" className="wc-text">{texts.loading}</p>}
    </Dialog>
  );
}

/** The browser blocked the document's new tab: a button opens it from a click of the person's own. */
export function PopupBlockedDialog({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <Dialog
      title={texts.popupTitle}
      titleId="popup-title"
      onClose={onClose}
      actions={
        <>
          <Button
            onClick={() => {
              window.open(url, '_blank');
              onClose();
            }}
          >
            {texts.viewImage}
          </Button>
          <Button variant="text" onClick={onClose}>
            {texts.close}
          </Button>
        </>
      }
    >
      <p className="wc-text">{billSearchMessages.popupBlocked}</p>
    </Dialog>
  );
}
