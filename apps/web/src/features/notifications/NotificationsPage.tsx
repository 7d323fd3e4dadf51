import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import {
  formatDate,
  notificationLimits,
  NotificationFormSchema,
  notificationMessages as messages,
  notificationTexts as texts,
  type Notification,
  type NotificationFormOutput,
} from '@wcpp/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { SendDateInput } from './SendDateInput';
import { TextInput } from '../../components/TextInput';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { Grid, Stack } from '../../components/ui/Stack';
import { errorFields, errorMessage } from '../../lib/errors';
import { to } from '../../lib/paths';
import { useNotificationAction, useNotificationList, useSaveNotification, type RowAction } from './admin-api';
import { draftOf, newDraft, recipientCount, toSave, type NotificationDraft } from './draft';

type DraftField = 'name' | 'campaign' | 'requestedBy' | 'link' | 'sendDate';

type Notice = { severity: 'success' | 'error'; text: string };
const fieldIds: Record<DraftField, string> = {
  name: 'notification-name',
  campaign: 'notification-campaign',
  requestedBy: 'notification-requested-by',
  link: 'notification-link',
  sendDate: 'notification-send-date',
};
const countOf = (n: Notification) => recipientCount(n);
const lastUpdated = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' });

/**
 * Notifications (/wcpp/Notifications, the system administrator; part 1 §2, §4, §5, §8): the form in
 * create or edit mode, recipients chosen on Manage Notification Recipients (the form travels there
 * and back in the page's state), and the table with each row's confirmed actions. The server
 * computes the status; the table shows what it answers.
 */
export function NotificationsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const carried = (location.state as { draft?: NotificationDraft } | null)?.draft;
  const { control, register, handleSubmit, reset, watch, getValues, formState, setError } = useForm<NotificationDraft, unknown, NotificationFormOutput>({
    resolver: zodResolver(NotificationFormSchema),
    defaultValues: carried ?? newDraft(),
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState<{ action: RowAction; row: Notification } | null>(null);
  const list = useNotificationList();
  const save = useSaveNotification();
  const act = useNotificationAction();
  const nameRef = useRef<HTMLInputElement | null>(null);

  // The carried draft has been read: a reload of this page starts clean.
  useEffect(() => {
    if (carried) navigate('.', { replace: true, state: null });
  }, [carried, navigate]);

  const id = watch('id');
  const status = watch('status');
  const locked = status === 'SENT';
  const editing = id !== null;
  const input = (field: DraftField) => {
    const { ref, ...rest } = register(field);
    return {
      ...rest,
      id: fieldIds[field],
      inputRef: (el: HTMLInputElement | null) => {
        ref(el);
        if (field === 'name') nameRef.current = el;
      },
      error: formState.errors[field]?.message,
      disabled: locked,
      // EDIT and RESET set the values themselves: the label moves above a value it brings.
      shrink: Boolean(watch(field)),
    };
  };

  const startOver = (next: NotificationDraft = newDraft()) => reset(next);
  const submit = handleSubmit(async (form) => {
    try {
      await save.mutateAsync(toSave(form));
      setNotice({ severity: 'success', text: editing ? messages.updated : messages.created });
      startOver();
    } catch (err) {
      const fields = errorFields(err);
      if (fields?.sendDt) setError('sendDate', { message: fields.sendDt });
      // The server's refusal says what to change (a past date, a sent notification); anything else is a failure.
      setNotice({ severity: 'error', text: errorMessage('notificationSave', err) });
    }
  });
  const edit = (row: Notification) => {
    startOver(draftOf(row));
    setNotice(null);
    nameRef.current?.focus();
  };
  const confirm = async () => {
    if (!pending) return;
    const { action, row } = pending;
    try {
      await act.mutateAsync({ action, id: row.wcp_notification_id });
      setNotice({ severity: 'success', text: action === 'DELETE' ? messages.deleted : action === 'SEND' ? messages.sending : messages.unpublished });
      if (getValues('id') === row.wcp_notification_id) startOver();
    } catch (err) {
      setNotice({ severity: 'error', text: errorMessage('notificationAction', err) });
    }
    setPending(null);
  };
  const manageRecipients = () => navigate(to('ManageRecipients'), { state: { draft: getValues() } });

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
              onClick={() => (action === 'EDIT' ? edit(n) : setPending({ action, row: n }))}
            >
              {texts.actions[action]}
            </Button>
          ))}
        </Stack>
      ),
    },
  ];

  const count = recipientCount({ userNotList: watch('userNotList') });
  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <Stack gap={4}>
        <form noValidate onSubmit={submit} aria-labelledby="notification-form-title" className="wc-stack wc-max-900">
          <h2 id="notification-form-title" className="wc-h2">
            {editing ? texts.formEdit : texts.formCreate}
          </h2>
          {locked && <Alert severity="info">{texts.lockedNote}</Alert>}
          <Grid columns={2}>
            <TextInput {...input('name')} label={texts.name} required maxLength={notificationLimits.name} />
            <TextInput {...input('campaign')} label={texts.campaign} required maxLength={notificationLimits.campaign} />
            <TextInput {...input('requestedBy')} label={texts.requestedBy} maxLength={notificationLimits.requestedBy} />
            <TextInput {...input('link')} label={texts.link} required maxLength={notificationLimits.link} type="url" />
            <div>
              <SendDateInput control={control} id={fieldIds.sendDate} label={texts.sendDate} error={formState.errors.sendDate?.message} disabled={locked} helpId="notification-send-date-help" />
              <p id="notification-send-date-help" className="wc-note">
                {texts.sendDateHelp}
              </p>
            </div>
            <TextInput id="notification-send-time" label={texts.sendTime} value={texts.sendTimeValue} readOnly disabled />
            <div>
              <Checkbox label={texts.sendEmail} checked={false} disabled readOnly />
            </div>
            <Stack direction="row" align="center">
              <p id="notification-recipients" className="wc-text">
                {texts.recipients}: {count}
              </p>
              <Button variant="outlined" onClick={manageRecipients} disabled={locked} aria-describedby="notification-recipients">
                {texts.manageRecipients}
              </Button>
            </Stack>
          </Grid>
          <Stack direction="row">
            <Button type="submit" disabled={save.isPending || locked}>
              {editing ? texts.update : texts.create}
            </Button>
            <Button variant="outlined" onClick={() => (startOver(), setNotice(null))}>
              {editing ? texts.cancelEdit : texts.reset}
            </Button>
          </Stack>
        </form>
        {notice && (
          <Alert severity={notice.severity} role={notice.severity === 'success' ? 'status' : 'alert'}>
            {notice.text}
          </Alert>
        )}
        {list.isError && <Alert severity="error">{messages.listFailed}</Alert>}
        {list.isPending && <PageLoading />}
        {list.data && (
          <DataTable
            label={texts.table}
            columns={columns}
            rows={list.data}
            rowKey={(n) => String(n.wcp_notification_id)}
            rowLabel={(n) => n.name}
            defaultSort={{ id: 'lastUpdate', desc: true }}
          />
        )}
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? texts.confirmTitle[pending.action] : ''}
        confirmLabel={texts.continue}
        cancelLabel={texts.cancel}
        busy={act.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending &&
          (pending.action === 'SEND' ? texts.confirm.SEND(pending.row.name, countOf(pending.row)) : texts.confirm[pending.action](pending.row.name))}
      </ConfirmDialog>
    </>
  );
}

export default NotificationsPage;
