import { allowanceDocument, billSearchTexts as texts, formatMoney, paymentInfoState, type Bill } from '@wcpp/contract';
import { Button } from '../ui/Button';
import type { DocumentBill } from './useBillDocuments';

type AllowanceBill = DocumentBill & Pick<Bill, 'eor' | 'mcpsBill' | 'recommendedAllowance'>;
type PaymentBill = DocumentBill & Pick<Bill, 'billStatus' | 'mcpsBill'>;

/** The recommended allowance, a link to its EOR or pricing sheet where the bill has one (part 1 §4). */
export function AllowanceCell({ bill, open }: { bill: AllowanceBill; open: (bill: AllowanceBill, kind: 'eor' | 'priceSheet') => Promise<void> }) {
  const kind = allowanceDocument(bill);
  const amount = formatMoney(bill.recommendedAllowance);
  return kind ? (
    <button type="button" className="wc-link-action" onClick={() => void open(bill, kind)} aria-label={texts.allowanceLabel(amount, kind)}>
      {amount}
    </button>
  ) : (
    amount
  );
}

/** The payment information column's words (part 1 §4): what the cell shows, and what its filter and sort read. */
export const paymentText = (bill: Pick<Bill, 'billStatus' | 'mcpsBill'>) =>
  ({ available: texts.viewPayment, notAvailable: texts.notAvailable, notApplicable: texts.notApplicable })[paymentInfoState(bill)];

/** View where payment information exists, Not Available or Not Applicable otherwise. */
export function PaymentCell({ bill, open }: { bill: PaymentBill; open: (bill: PaymentBill) => Promise<void> }) {
  return paymentInfoState(bill) === 'available' ? (
    <Button size="small" variant="outlined" onClick={() => void open(bill)} aria-label={texts.viewPaymentLabel(bill.billControlNumber)}>
      {texts.viewPayment}
    </Button>
  ) : (
    paymentText(bill)
  );
}
