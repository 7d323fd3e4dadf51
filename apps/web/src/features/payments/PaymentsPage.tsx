import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  dateFieldTexts,
  formatDate,
  formatMoney,
  genericMessages,
  toUsDate,
  PAYMENT_PAGE_SIZE,
  PAYMENT_PAGE_SIZES,
  PaymentSearchFormSchema,
  paymentMessages,
  paymentTexts as texts,
  tinLabel,
  type PaymentRow,
  type PaymentSearchForm,
  type PaymentSearchQuery,
} from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { DateField } from '../../components/ui/DateField';
import { Select } from '../../components/ui/Select';
import { Grid, Stack } from '../../components/ui/Stack';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { ExportMenu } from '../../components/ExportMenu';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { PageTitle } from '../../components/PageTitle';
import { TextInput } from '../../components/TextInput';
import { exportPayments } from '../../lib/exports';
import { ApiError } from '../../lib/http';
import { paymentPath } from '../../lib/paths';
import { useOwnTins, useTinNames } from '../../lib/tins';
import { pageSizeOf, usePaymentSearch } from './api';

const fields = ['checkNumber', 'from', 'to', 'ftin', 'payer'] as const;
const empty: PaymentSearchForm = { checkNumber: '', from: '', to: '', ftin: '', payer: '' };

/** The criteria in the address (no PHI: numbers, dates, a TIN, a payer's name), so Back and a reload keep the search. */
function criteriaOf(search: URLSearchParams): { form: PaymentSearchForm; query: PaymentSearchQuery } {
  const form = { ...empty };
  const query: PaymentSearchQuery = {};
  for (const field of fields) {
    const value = search.get(field)?.trim();
    if (!value) continue;
    query[field] = value;
    // The address holds ISO dates; the form shows them as people type them.
    form[field] = field === 'from' || field === 'to' ? toUsDate(value) : value;
  }
  const page = search.get('page');
  if (page && /^\d{1,5}$/.test(page) && page !== '1') query.page = page;
  const size = pageSizeOf(search.get('pageSize'));
  if (size !== PAYMENT_PAGE_SIZE) query.pageSize = String(size) as '50' | '100';
  return { form, query };
}

const columns = (names: ReadonlyMap<string, string>): DataColumn<PaymentRow>[] => [
  {
    id: 'checkNumber',
    header: texts.columns.checkNumber,
    text: (p) => p.checkNumber,
    priority: 'key',
    nowrap: true,
    render: (p) => (
      <Link to={paymentPath(p.paymentId)} className="wc-link-action" aria-label={texts.openPayment(p.checkNumber)}>
        {p.checkNumber}
      </Link>
    ),
  },
  { id: 'paymentDate', header: texts.columns.paymentDate, text: (p) => formatDate(p.paymentDate), sortValue: (p) => p.paymentDate, priority: 'key', nowrap: true },
  { id: 'method', header: texts.columns.method, text: (p) => texts.methods[p.method] },
  { id: 'payer', header: texts.columns.payer, text: (p) => p.payerName },
  { id: 'payeeFtin', header: texts.columns.payeeFtin, text: (p) => tinLabel(p.payeeFtin, names.get(p.payeeFtin)), priority: 'secondary' },
  { id: 'totalAmount', header: texts.columns.totalAmount, text: (p) => (p.totalAmount === null ? texts.totalNotShownShort : formatMoney(p.totalAmount)), sortValue: (p) => p.totalAmount ?? -1, align: 'right', nowrap: true },
  {
    id: 'paidToYou',
    header: texts.columns.paidToYou,
    text: (p) => (p.partial ? `${formatMoney(p.paidToYou)} (${texts.partialMark})` : formatMoney(p.paidToYou)),
    sortValue: (p) => p.paidToYou,
    align: 'right',
    priority: 'key',
  },
  { id: 'bills', header: texts.columns.bills, text: (p) => String(p.bills), sortValue: (p) => p.bills, align: 'right' },
];

/** /wcpp/payments (issue 28 §2): checks and EFTs that paid bills of the user's TINs. */
export function PaymentsPage() {
  const [search, setSearch] = useSearchParams();
  const { form: typed, query } = useMemo(() => criteriaOf(search), [search]);
  const page = Number(query.page ?? 1);
  const pageSize = pageSizeOf(query.pageSize);
  const { page: _page, pageSize: _pageSize, ...criteria } = query;
  const { register, control, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(PaymentSearchFormSchema), values: typed });
  const errors = formState.errors;
  const found = usePaymentSearch(query);
  const tins = useOwnTins().data ?? [];
  const names = useTinNames();
  const tableColumns = useMemo(() => columns(names), [names]);

  // A new search keeps the page size chosen and starts at its first page.
  const searchFor = (criteria: PaymentSearchQuery, nextPage = 1, size = pageSize) =>
    setSearch({
      ...Object.fromEntries(fields.flatMap((f) => (criteria[f] ? [[f, criteria[f]]] : []))),
      ...(nextPage > 1 ? { page: String(nextPage) } : {}),
      ...(size !== PAYMENT_PAGE_SIZE ? { pageSize: String(size) } : {}),
    });
  const submit = handleSubmit((form) => searchFor(form));
  const failed = found.error instanceof ApiError && found.error.status < 500 ? found.error.message : found.error ? genericMessages.generic : null;
  const result = found.data;

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <p className="wc-text wc-mb2">{texts.intro}</p>
      <form noValidate aria-label={texts.form} onSubmit={submit}>
        <Stack gap={3} className="wc-mb3">
          <FormErrorSummary errors={errors} message={paymentMessages.summary} />
          <Grid columns={2}>
            <TextInput id="payment-number" label={texts.checkNumber} maxLength={20} error={errors.checkNumber?.message} {...register('checkNumber')} />
            <TextInput id="payment-payer" label={texts.payer} maxLength={60} error={errors.payer?.message} {...register('payer')} />
            <DateField control={control} name="from" id="payment-from" label={texts.from} hint={dateFieldTexts.hint} error={errors.from?.message} />
            <DateField control={control} name="to" id="payment-to" label={texts.to} hint={dateFieldTexts.hint} error={errors.to?.message} />
            {tins.length > 0 ? (
              <Select
                id="payment-tin"
                label={texts.ftin}
                registration={register('ftin')}
                required={false}
                options={[{ value: '', label: texts.allTins }, ...tins.map((tin) => ({ value: tin, label: tinLabel(tin, names.get(tin)) }))]}
              />
            ) : (
              <TextInput id="payment-tin" label={texts.ftin} maxLength={9} inputMode="numeric" error={errors.ftin?.message} {...register('ftin')} />
            )}
          </Grid>
          <Stack direction="row" gap={3}>
            <Button type="submit" variant="contained">
              {texts.search}
            </Button>
            <Button
              variant="outlined"
              onClick={() => {
                reset(empty);
                setSearch({});
              }}
            >
              {texts.reset}
            </Button>
          </Stack>
        </Stack>
      </form>
      <div role="status" aria-live="polite" className="wc-mb2">
        {found.isFetching && !result && <p className="wc-text">{texts.loading}</p>}
        {result && !failed && (
          <p className="wc-text">
            {result.from && result.to ? `${texts.range(formatDate(result.from), formatDate(result.to))} · ` : ''}
            {result.total === 0 ? texts.none : `${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'payment' : 'payments'}`}
          </p>
        )}
      </div>
      {failed && <Alert severity="error">{failed}</Alert>}
      {result && !failed && result.payments.length > 0 && (
        <DataTable
          label={texts.results}
          columns={tableColumns}
          rows={result.payments}
          rowKey={(p) => String(p.paymentId)}
          rowLabel={(p) => texts.openPayment(p.checkNumber)}
          defaultSort={{ id: 'paymentDate', desc: true }}
          // Every payment of the search, all pages, as the server finds them (issue 28 §2).
          tools={<ExportMenu table={texts.exportAll(result.total)} onExport={(format) => exportPayments(criteria, format)} />}
          serverPages={{
            count: result.total,
            page: page - 1,
            pageSize,
            pageSizes: [...PAYMENT_PAGE_SIZES],
            onPage: (index) => searchFor(query, index + 1),
            onPageSize: (size) => searchFor(query, 1, pageSizeOf(String(size))),
          }}
        />
      )}
    </>
  );
}

export default PaymentsPage;
