/** Notification status and row actions (part 1 §3 Notification, §4 status computed on save). */

export const notificationStatuses = ['DRAFT', 'READY', 'SCHEDULED', 'SENT'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/** What the status is computed from: the notification as it is being saved. */
export interface NotificationDraft {
  name?: string | null;
  campaign?: string | null;
  link?: string | null;
  /** Comma-separated recipient user ids (part 1 §3 userNotList). */
  userNotList?: string | null;
  /** The send date, when one is set. */
  sendDt?: string | null;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';
/** The recipient ids of a userNotList: positive integers, each once. */
export function recipientIds(userNotList: string | null | undefined): number[] {
  const ids = (userNotList ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)];
}

/**
 * Part 1 §4: DRAFT when any of campaign, recipient list, link or name is missing; otherwise READY,
 * or SCHEDULED when a send date is set. SENT is never computed here: only delivery sets it, and a
 * SENT notification keeps it when edited (its fields are locked then, part 1 §4); UN-PUBLISH is the
 * way back to READY.
 */
export function computeNotificationStatus(draft: NotificationDraft, current?: NotificationStatus | null): NotificationStatus {
  if (current === 'SENT') return 'SENT';
  if (blank(draft.name) || blank(draft.campaign) || blank(draft.link) || recipientIds(draft.userNotList).length === 0) return 'DRAFT';
  return blank(draft.sendDt) ? 'READY' : 'SCHEDULED';
}

export const notificationActionCodes = ['EDIT', 'SEND', 'DELETE', 'UN-PUBLISH'] as const;
export type NotificationAction = (typeof notificationActionCodes)[number];

/**
 * Part 1 §4: EDIT and UN-PUBLISH for SENT notifications, EDIT and DELETE for the others; a READY
 * one also offers SEND, the administrator's send (docs/decisions/043).
 */
export function notificationActions(status: NotificationStatus): NotificationAction[] {
  if (status === 'SENT') return ['EDIT', 'UN-PUBLISH'];
  return status === 'READY' ? ['EDIT', 'SEND', 'DELETE'] : ['EDIT', 'DELETE'];
}
