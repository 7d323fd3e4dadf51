import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { NotificationFormSchema, notificationMessages as messages, type Notification, type NotificationFormOutput } from '@wcpp/contract';
import { errorFields, errorMessage } from '../../lib/errors';
import * as notificationErrors from '../../lib/error-contexts/notifications';
import { to } from '../../lib/paths';
import { useNotificationAction, useNotificationList, useSaveNotification, type RowAction } from './admin-api';
import { draftOf, newDraft, toSave, type NotificationDraft } from './draft';

type Notice = { severity: 'success' | 'error'; text: string };

/**
 * Notifications' flow (part 1 §4, §5, §8): the form in create or edit mode (a draft carried back
 * from Manage Notification Recipients is read once), its save, and each row's action once confirmed.
 */
export function useNotificationsFlow() {
  const navigate = useNavigate();
  const location = useLocation();
  const carried = (location.state as { draft?: NotificationDraft } | null)?.draft;
  const form = useForm<NotificationDraft, unknown, NotificationFormOutput>({
    resolver: zodResolver(NotificationFormSchema),
    defaultValues: carried ?? newDraft(),
  });
  const { handleSubmit, reset, watch, getValues, setError } = form;
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

  const editing = watch('id') !== null;
  const startOver = (next: NotificationDraft = newDraft()) => reset(next);
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toSave(values));
      setNotice({ severity: 'success', text: editing ? messages.updated : messages.created });
      startOver();
    } catch (err) {
      const fields = errorFields(err);
      if (fields?.sendDt) setError('sendDate', { message: fields.sendDt });
      // The server's refusal says what to change (a past date, a sent notification); anything else is a failure.
      setNotice({ severity: 'error', text: errorMessage(notificationErrors.notificationSave, err) });
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
      setNotice({ severity: 'error', text: errorMessage(notificationErrors.notificationAction, err) });
    }
    setPending(null);
  };

  return {
    form,
    nameRef,
    editing,
    locked: watch('status') === 'SENT',
    saving: save.isPending,
    notice,
    list,
    pending,
    acting: act.isPending,
    submit,
    /** RESET or CANCEL EDIT: the form starts over and the notice goes. */
    clear: () => (startOver(), setNotice(null)),
    edit,
    ask: (action: RowAction, row: Notification) => setPending({ action, row }),
    confirm,
    cancelAction: () => setPending(null),
    manageRecipients: () => navigate(to('ManageRecipients'), { state: { draft: getValues() } }),
  };
}

export type NotificationsFlow = ReturnType<typeof useNotificationsFlow>;
