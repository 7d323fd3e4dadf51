import { formatDate, notificationTexts as texts, type Notification } from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { Button } from '../../components/ui/Button';
import { Stack } from '../../components/ui/Stack';
import type { RowAction } from './admin-api';
import { recipientCount } from './draft';

export const countOf = (n: Notification) => recipientCount(n);
const lastUpdated = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' });

/** The notifications with each row's actions (part 1 §4): the server computes the status and the actions; the table shows what it answers. */
export function NotificationsTable({ rows, onEdit, onAction }: { rows: Notification[]; onEdit: (row: Notification) => void; onAction: (action: RowAction, row: Notification) => void }) {
  const columns: DataColumn<Notification>[] = [
    { id: 'name', header: texts.columns.name, text: (n) => n.name, priority: 'key' },
    { id: 'campaign', header: texts.columns.campaign, text: (n) => n.campaign ?? '' },
    { id: 'requestedBy', header: texts.columns.requestedBy, text: (n) => n.requestedBy ?? '', priority: 'secondary' },
    { id: 'status', header: texts.columns.status, text: (n) => n.status, priority: 'key', nowrap: true },
    { id: 'sendDt', header: texts.columns.sendDt, text: (n) => formatDate(n.sendDt), sortValue: (n) => n.sendDt ?? '', nowrap: true },
    { id: 'recipients', header: texts.columns.recipients, text: (n) => String(countOf(n)), sortValue: countOf, align: 'right' },
    { id: 'lastUpdateBy', header: texts.columns.lastUpdateBy, text: (n) => n.lastUpdateBy },
    { id: 'lastUpdate', header: texts.columns.lastUpdate, text: (n) => lastUpdated(n.lastUpdate), sortValue: (n) => n.lastUpdate, nowrap: true, priority: 'secondary' },
    {
      id: 'actions',
      header: texts.columns.actions,
      text: () => '',
      controls: true,
      priority: 'key',
      render: (n) => (
        <Stack direction="row" gap={2} className="wc-row-actions">
          {n.actions.map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'EDIT' ? 'outlined' : 'text'}
              className={action === 'DELETE' || action === 'UN-PUBLISH' ? 'wc-btn-danger' : undefined}
              aria-label={texts.actionLabel(texts.actions[action], n.name)}
              onClick={() => (action === 'EDIT' ? onEdit(n) : onAction(action, n))}
            >
              {texts.actions[action]}
            </Button>
          ))}
        </Stack>
      ),
    },
  ];
  return (
    <DataTable label={texts.table} columns={columns} rows={rows} rowKey={(n) => String(n.wcp_notification_id)} rowLabel={(n) => n.name} defaultSort={{ id: 'lastUpdate', desc: true }} />
  );
}
