import { useMemo } from 'react';
import { formatDate, formatMoney, PAYMENT_PAGE_SIZES, paymentTexts as texts, tinLabel, type PaymentPageSize, type PaymentRow, type PaymentSearchQuery, type PaymentSearchResult } from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { linkColumn } from '../../components/link-column';
import { ExportMenu } from '../../components/ExportMenu';
import { exportPayments } from './export-payments';
import { paymentPath } from '../../lib/paths';
import { useTinNames } from '../../lib/tins';
import { pageSizeOf } from './api';

const columns = (names: ReadonlyMap<string, string>): DataColumn<PaymentRow>[] => [
  linkColumn({ id: 'checkNumber', header: texts.columns.checkNumber, text: (p) => p.checkNumber, priority: 'key', to: (p) => paymentPath(p.paymentId), label: (p) => texts.openPayment(p.checkNumber) }),
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

interface Props {
  result: PaymentSearchResult;
  query: PaymentSearchQuery;
  criteria: PaymentSearchQuery;
  page: number;
  pageSize: PaymentPageSize;
  searchFor: (query: PaymentSearchQuery, page?: number, size?: PaymentPageSize) => void;
}

/** The payments found, one page of the server's, with the export of every page. */
export function PaymentsTable({ result, query, criteria, page, pageSize, searchFor }: Props) {
  const names = useTinNames();
  const tableColumns = useMemo(() => columns(names), [names]);
  return (
    <DataTable
      label={texts.results}
      columns={tableColumns}
      rows={result.payments}
      rowKey={(p) => String(p.paymentId)}
      // Names the row's details button ("Show details of payment 5008087"), not the link's action.
      rowLabel={(p) => texts.rowLabel(p.checkNumber)}
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
  );
}
