import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  formatDate,
  formatMoney,
  genericMessages,
  PAYMENT_PAGE_SIZE,
  PAYMENT_PAGE_SIZES,
  paymentTexts as texts,
  type PaymentPageSize,
  tinLabel,
  type Payment,
} from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Stack } from '../../components/ui/Stack';
import { HistoryLink } from '../../components/HistoryLink';
import { PageTitle } from '../../components/PageTitle';
import { TablePager } from '../../components/TablePager';
import { errorMessage } from '../../lib/errors';
import * as claimErrors from '../../lib/error-contexts/claims';
import { claimPath } from '../../lib/paths';
import { useTinNames } from '../../lib/tins';
import { downloadRemittance, pageSizeOf, usePayment } from './api';
import { BillLines } from './BillLines';
import { useBillDocuments } from '../../components/bill-documents/useBillDocuments';

const pageOf = (value: string | null) => (value && /^\d{1,5}$/.test(value) && Number(value) >= 1 ? Number(value) : 1);

/**
 * A payment (issue 28 §2): its header, the downloads, and the user's bills on it by claim (each claim
 * linking to its claim page), every line with what it paid and why the rest was not paid: the
 * adjustment codes (group, CARC, RARC) beside their meaning in words. 25, 50 or 100 bills a page, paged
 * on the server; the page and its size live in the address (no PHI), so Back and a reload keep them.
 */
export function PaymentPage() {
  const raw = useParams().paymentId ?? '';
  const paymentId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search.get('page'));
  const pageSize = pageSizeOf(search.get('pageSize'));
  const { data, error, isPending } = usePayment(paymentId, page, pageSize);
  const names = useTinNames();
  const { openAllowance, feedback } = useBillDocuments();
  const goTo = (next: number, size: PaymentPageSize = pageSize) =>
    setSearch({ ...(next > 1 ? { page: String(next) } : {}), ...(size !== PAYMENT_PAGE_SIZE ? { pageSize: String(size) } : {}) });

  if (isPending) {
    return (
      <section>
        <PageTitle>{texts.title}</PageTitle>
        <p role="status" className="wc-text">
          {texts.loading}
        </p>
      </section>
    );
  }
  if (error || !data) {
    const message = errorMessage(claimErrors.payment, error);
    return (
      <section>
        <PageTitle>{texts.title}</PageTitle>
        <Alert severity="error">{message}</Alert>
      </section>
    );
  }
  // Paging shows once the bills take more than the smallest page.
  const paged = data.bills > PAYMENT_PAGE_SIZES[0];
  const from = Math.min(data.bills, (data.page - 1) * data.pageSize + 1);
  const to = Math.min(data.bills, data.page * data.pageSize);
  return (
    <section>
      <PageTitle>{texts.paymentTitle(data.method, data.checkNumber)}</PageTitle>
      <HistoryLink record={{ payment: data.paymentId }} />
      <PaymentHeader payment={data} payee={tinLabel(data.payeeFtin, names.get(data.payeeFtin))} />
      {data.partial && (
        <Alert severity="info" className="wc-mb2">
          {texts.partial}
        </Alert>
      )}
      <Downloads paymentId={data.paymentId} />
      {feedback}
      {paged && (
        <p className="wc-text" role="status">
          {texts.billsShown(from, to, data.bills)}
        </p>
      )}
      {data.claims.map((claim) => (
        <section key={claim.claimNumber} aria-labelledby={`claim-${claim.claimNumber}`} className="wc-payment-claim">
          <h2 id={`claim-${claim.claimNumber}`} className="wc-h2">
            <Link to={claimPath(claim.claimNumber)}>{texts.claim(claim.claimNumber, `${claim.claimantFirstName} ${claim.claimantLastName}`)}</Link>
          </h2>
          {claim.bills.map((bill) => (
            <BillLines key={bill.billControlNumber} bill={bill} tin={tinLabel(bill.ftin, names.get(bill.ftin))} openEor={(b) => void openAllowance({ ...b, billImageUrl: null }, 'eor')} />
          ))}
        </section>
      ))}
      {paged && (
        <TablePager
          count={data.bills}
          page={data.page - 1}
          pageSize={data.pageSize}
          pageSizes={[...PAYMENT_PAGE_SIZES]}
          onPage={(index) => goTo(index + 1)}
          onPageSize={(size) => goTo(1, pageSizeOf(String(size)))}
        />
      )}
      <p className="wc-text wc-muted">{texts.crosswalk(data.crosswalkVersion)}</p>
    </section>
  );
}

function PaymentHeader({ payment, payee }: { payment: Payment; payee: string }) {
  return (
    <dl className="wc-pairs wc-mb2">
      <dt>{texts.columns.payer}</dt>
      <dd>{`${payment.payerName} (${payment.payerId})`}</dd>
      <dt>{texts.payeeFtin}</dt>
      <dd>{payee}</dd>
      <dt>{texts.columns.method}</dt>
      <dd>{texts.methods[payment.method]}</dd>
      <dt>{texts.paymentDate}</dt>
      <dd>{formatDate(payment.paymentDate)}</dd>
      <dt>{texts.totalAmount}</dt>
      <dd>{payment.totalAmount === null ? texts.totalNotShown : formatMoney(payment.totalAmount)}</dd>
      {payment.partial && (
        <>
          <dt>{texts.paidToYou}</dt>
          <dd>{formatMoney(payment.paidToYou)}</dd>
        </>
      )}
      {payment.providerAdjustment && (
        <>
          <dt>{texts.providerAdjustment}</dt>
          <dd>{`${payment.providerAdjustment.text} (${payment.providerAdjustment.code}): ${formatMoney(payment.providerAdjustment.amount)}`}</dd>
        </>
      )}
    </dl>
  );
}

function Downloads({ paymentId }: { paymentId: number }) {
  const [busy, setBusy] = useState<'835' | 'pdf' | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (kind: '835' | 'pdf') => {
    setBusy(kind);
    setFailed(false);
    try {
      await downloadRemittance(paymentId, kind);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Stack direction="row" gap={2} className="wc-mb2">
        <Button variant="outlined" disabled={busy !== null} onClick={() => void download('835')}>
          {texts.download835}
        </Button>
        <Button variant="outlined" disabled={busy !== null} onClick={() => void download('pdf')}>
          {texts.downloadPdf}
        </Button>
      </Stack>
      {failed && <Alert severity="error">{genericMessages.generic}</Alert>}
    </>
  );
}

export default PaymentPage;
