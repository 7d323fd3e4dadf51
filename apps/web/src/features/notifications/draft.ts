import {
  NOTIFICATION_DEFAULT_NAME,
  recipientIds,
  type Notification,
  type NotificationFormOutput,
  type NotificationFormValues,
  type NotificationSave,
} from '@wcpp/contract';

/** The Notifications form as typed; it travels to Manage Notification Recipients and back in the page's state. */
export type NotificationDraft = NotificationFormValues;

/** Part 1 §5: a new notification starts with the default name. */
export const newDraft = (): NotificationDraft => ({
  id: null,
  status: null,
  name: NOTIFICATION_DEFAULT_NAME,
  campaign: '',
  requestedBy: '',
  link: '',
  sendDate: '',
  userNotList: '',
});

export const draftOf = (n: Notification): NotificationDraft => ({
  id: n.wcp_notification_id,
  status: n.status,
  name: n.name,
  campaign: n.campaign ?? '',
  requestedBy: n.requestedBy ?? '',
  link: n.link ?? '',
  sendDate: n.sendDt ?? '',
  userNotList: n.userNotList,
});

export const recipientCount = (draft: Pick<NotificationDraft, 'userNotList'>) => recipientIds(draft.userNotList).length;

/** The save's body from the checked form (PUT /notifications/create or /update). */
export const toSave = (form: NotificationFormOutput): NotificationSave => ({
  ...(form.id ? { wcp_notification_id: form.id } : {}),
  name: form.name,
  campaign: form.campaign,
  requestedBy: form.requestedBy,
  link: form.link,
  userNotList: form.userNotList,
  sendDt: form.sendDate,
});
