import { notificationMessages as messages, notificationTexts as texts } from '@wcpp/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { Stack } from '../../components/ui/Stack';
import { NotificationForm } from './NotificationForm';
import { countOf, NotificationsTable } from './NotificationsTable';
import { useNotificationsFlow } from './useNotificationsFlow';

/**
 * Notifications (/wcpp/Notifications, the system administrator; part 1 §2, §4, §5, §8): the form in
 * create or edit mode, recipients chosen on Manage Notification Recipients (the form travels there
 * and back in the page's state), and the table with each row's confirmed actions. The server
 * computes the status; the table shows what it answers.
 */
export function NotificationsPage() {
  const flow = useNotificationsFlow();
  const { notice, list, pending } = flow;
  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <Stack gap={4}>
        <NotificationForm flow={flow} />
        {notice && (
          <Alert severity={notice.severity} role={notice.severity === 'success' ? 'status' : 'alert'}>
            {notice.text}
          </Alert>
        )}
        {list.isError && <Alert severity="error">{messages.listFailed}</Alert>}
        {list.isPending && <PageLoading />}
        {list.data && <NotificationsTable rows={list.data} onEdit={flow.edit} onAction={flow.ask} />}
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? texts.confirmTitle[pending.action] : ''}
        confirmLabel={texts.continue}
        cancelLabel={texts.cancel}
        busy={flow.acting}
        onConfirm={flow.confirm}
        onCancel={flow.cancelAction}
      >
        {pending &&
          (pending.action === 'SEND' ? texts.confirm.SEND(pending.row.name, countOf(pending.row)) : texts.confirm[pending.action](pending.row.name))}
      </ConfirmDialog>
    </>
  );
}

export default NotificationsPage;
