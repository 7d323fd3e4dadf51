import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { activityTexts as texts, type ActivityRecord, type ActivityRow } from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { ExportMenu } from '../../components/ExportMenu';
import { browserName } from '../../lib/browser-name';
import { claimPath, paymentPath } from '../../lib/paths';
import type { ActivityFilters } from './activity-form';
import { exportActivity } from './export-activity';

/** A row names at most this many records in its cell; the export holds them all. */
const RECORDS_SHOWN = 5;

/** The time in the browser's own time zone, M/D/YYYY h:mm:ss AM (ARCHITECTURE: dates shown M/D/YYYY). */
export const localTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' }).replace(', ', ' ');

const recordText = (r: ActivityRecord) => `${texts.recordKinds[r.kind]} ${r.label}`;

/**
 * A record where the portal shows it: a claim's page, a payment's page. A bill is named by its control
 * number (Bill Search opens no bill by its id from an address) and a TIN by its number.
 */
function RecordItem({ record }: { record: ActivityRecord }) {
  const to = record.kind === 'claim' ? claimPath(record.ref) : record.kind === 'payment' && /^\d{1,9}$/.test(record.ref) ? paymentPath(Number(record.ref)) : null;
  // The number is never broken across lines (a phone's narrow column breaks between the kind and it).
  const text = (
    <>
      {`${texts.recordKinds[record.kind]} `}
      <span>{record.label}</span>
    </>
  );
  return <li>{to ? <Link to={to}>{text}</Link> : text}</li>;
}

/** The most particular record first: a payment opened names its claims too, a bill its claim and TIN. */
const kindOrder: Record<ActivityRecord['kind'], number> = { payment: 0, bill: 1, claim: 2, tin: 3 };
const inOrder = (records: ActivityRecord[]) => [...records].sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind]);

function Records({ records }: { records: ActivityRecord[] }) {
  if (records.length === 0) return null;
  const rest = records.length - RECORDS_SHOWN;
  return (
    <ul className="wc-plain-list wc-activity-records">
      {inOrder(records).slice(0, RECORDS_SHOWN).map((r) => (
        <RecordItem key={`${r.kind}-${r.ref}`} record={r} />
      ))}
      {rest > 0 && <li className="wc-body2">{texts.moreRecords(rest)}</li>}
    </ul>
  );
}

const columns = (network: boolean): DataColumn<ActivityRow>[] => [
  {
    id: 'at',
    header: texts.columns.at,
    text: (r) => localTime(r.at),
    sortValue: (r) => Date.parse(r.at),
    priority: 'key',
    // The focus lands here on the first row SHOW MORE brought.
    render: (r) => (
      <span tabIndex={-1} data-activity-row={r.id}>
        {localTime(r.at)}
      </span>
    ),
  },
  {
    id: 'person',
    header: texts.columns.person,
    text: (r) => [r.person ?? '—', r.asAdmin ? texts.as(r.asAdmin) : ''].join(' ').trim(),
    priority: 'key',
    render: (r) => (
      <>
        {r.person ?? '—'}
        {r.asAdmin && <div className="wc-body2">{texts.as(r.asAdmin)}</div>}
      </>
    ),
  },
  { id: 'action', header: texts.columns.action, text: (r) => r.words, priority: 'key' },
  { id: 'records', header: texts.columns.records, text: (r) => inOrder(r.records).map(recordText).join('; '), render: (r) => <Records records={r.records} />, priority: 'key' },
  {
    id: 'result',
    header: texts.columns.result,
    text: (r) => (r.result === 'done' ? texts.done : texts.refused),
    render: (r) => (r.result === 'done' ? texts.done : <span className="wc-strong">{texts.refused}</span>),
  },
  { id: 'ip', header: texts.columns.ip, text: (r) => r.ip ?? '' },
  { id: 'browser', header: texts.columns.browser, text: (r) => (r.browser ? browserName(r.browser) : '') },
  ...(network ? [{ id: 'group', header: texts.columns.group, text: (r: ActivityRow) => (r.group === null ? '' : String(r.group)), sortValue: (r: ActivityRow) => r.group ?? -1 }] : []),
];

interface Props {
  rows: ActivityRow[];
  network: boolean;
  /** The filters searched: the export writes every row of them. */
  filters: ActivityFilters;
  /** The first row SHOW MORE brought: the focus goes to it. */
  firstNew: number | null;
}

/** The rows found, newest first, every page asked so far; the export of every row of the search. */
export function ActivityTable({ rows, network, filters, firstNew }: Props) {
  const tableColumns = useMemo(() => columns(network), [network]);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (firstNew === null) return;
    box.current?.querySelector<HTMLElement>(`[data-activity-row="${firstNew}"]`)?.focus();
  }, [firstNew]);
  return (
    <div ref={box}>
      <DataTable
        label={texts.results}
        columns={tableColumns}
        rows={rows}
        rowKey={(r) => String(r.id)}
        rowLabel={(r) => texts.rowLabel(localTime(r.at), r.person ?? '—')}
        defaultSort={{ id: 'at', desc: true }}
        emptyText={texts.none}
        unpaged
        tools={<ExportMenu table={texts.exportAll} onExport={(format) => exportActivity(filters, format)} />}
      />
    </div>
  );
}
