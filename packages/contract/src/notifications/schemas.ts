import * as z from 'zod/mini';
import { isIsoDate, parseUsDate, todayIso } from '../dates';
import { idField, MAX_ID, wellFormedText } from '../shared/input';
import { fail, transformed } from '../shared/mini';
import { notificationMessages, recipientSearchMessages } from './messages';
import { notificationActionCodes, notificationStatuses, recipientIds } from './status';

/** Per-user notification (part 1 §3). */
export const UserNotificationSchema = z.object({
  wcp_notification_id: z.int(),
  name: z.string(),
  notification_link: z.nullable(z.string()),
  notification_user_dwnld: z.enum(['Y', 'N']),
});
export type UserNotification = z.infer<typeof UserNotificationSchema>;

/** GET /notifications/user/{userId}. */
export const UserNotificationListSchema = z.array(UserNotificationSchema);

/** PATCH /notifications/viewed/{userId}. */
export const NotificationViewedSchema = z.object({ wcp_notification_id: idField });

/** Part 1 §9 limits (one per column of wcp_notification); the link and the recipients are chosen (decision 043). */
export const notificationLimits = { name: 64, campaign: 64, requestedBy: 22, link: 500, recipients: 500 } as const;
/** Part 1 §5: a blank name becomes this one (the form starts with it). */
export const NOTIFICATION_DEFAULT_NAME = 'Provider Portal Notification';
/** Part 1 §9: a notification is sent at 08:00 on its send date, in the portal's time zone. */
export const NOTIFICATION_SEND_HOUR = 8;

/** Part 1 §3 Notification, as GET /notifications/list and the saves answer it. */
export const NotificationSchema = z.object({
  wcp_notification_id: z.int(),
  name: z.string(),
  /** The send date (YYYY-MM-DD, the portal's day); the notification goes out at 08:00 on it. */
  sendDt: z.nullable(z.string()),
  status: z.enum(notificationStatuses),
  sendEmail: z.enum(['YES', 'NO']),
  /** Shown as Created by. */
  lastUpdateBy: z.string(),
  createDt: z.string(),
  lastUpdate: z.string(),
  campaign: z.nullable(z.string()),
  requestedBy: z.nullable(z.string()),
  link: z.nullable(z.string()),
  /** Comma-separated recipient user ids. */
  userNotList: z.string(),
  /** The row's actions, from the status (computed by the server). */
  actions: z.array(z.enum(notificationActionCodes)),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListSchema = z.array(NotificationSchema);

/** A portal page (/…, not //…) or an https address of a named host: what the bell may open in a new tab. */
export function isNotificationLink(value: string): boolean {
  return /^(\/(?![/\\])|https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#]|$))[^\s\\]*$/.test(value);
}

const optionalField = (max: number) =>
  z.optional(z.nullable(transformed(z.string().check(z.trim(), wellFormedText(), z.maxLength(max)), (v) => (v === '' ? null : v))));

/**
 * PUT /notifications/create and /notifications/update: the notification as the form has it (part 1
 * §7). Only the name is required (part 1 §5); the status and sendEmail are the server's, never the
 * client's: a status sent along is ignored.
 */
export const NotificationSaveSchema = z.object({
  /** Required by update, ignored by create. */
  wcp_notification_id: z.optional(idField),
  name: z.string().check(z.trim(), wellFormedText(), z.minLength(1, notificationMessages.nameRequired), z.maxLength(notificationLimits.name)),
  campaign: optionalField(notificationLimits.campaign),
  requestedBy: optionalField(notificationLimits.requestedBy),
  link: z.optional(
    z.nullable(
      transformed(z.string().check(z.trim(), wellFormedText(), z.maxLength(notificationLimits.link)), (v, ctx) => {
        if (v === '') return null;
        return isNotificationLink(v) ? v : fail(ctx, notificationMessages.invalidLink);
      }),
    ),
  ),
  /** Comma-separated user ids, each once. */
  userNotList: z.optional(
    z.nullable(
      transformed(z.string().check(z.maxLength(notificationLimits.recipients * 12)), (v, ctx) => {
        if (v.split(',').some((part) => part.trim() !== '' && !/^\d+$/.test(part.trim()))) return fail(ctx, notificationMessages.unknownRecipients);
        const ids = recipientIds(v);
        // An id beyond the database's integer is nobody (and the database would fail on it, not miss).
        if (ids.some((id) => id > MAX_ID)) return fail(ctx, notificationMessages.unknownRecipients);
        if (ids.length > notificationLimits.recipients) return fail(ctx, notificationMessages.tooManyRecipients(notificationLimits.recipients));
        return ids.join(',');
      }),
    ),
  ),
  /** The send date, YYYY-MM-DD; the server refuses a past day (the form disables them). */
  sendDt: z.optional(z.nullable(z.string().check(z.refine((v: string) => v === '' || isIsoDate(v), notificationMessages.invalidDate)))),
});
export type NotificationSave = z.input<typeof NotificationSaveSchema>;

/**
 * The Notifications form (part 1 §5): only the name is required; the send date (the browser's date
 * field gives YYYY-MM-DD and shows MM/DD/YYYY; a typed MM/DD/YYYY is read too) must be a real day,
 * today or later (the field disables past days). The output's sendDate is the ISO day or null. id, status and the recipients travel with the form unchanged.
 */
export const NotificationFormSchema = z.object({
  id: z.nullable(z.int()),
  status: z.nullable(z.enum(notificationStatuses)),
  name: z.string().check(z.trim(), wellFormedText(), z.minLength(1, notificationMessages.nameRequired), z.maxLength(notificationLimits.name)),
  campaign: z.string().check(z.trim(), wellFormedText(), z.maxLength(notificationLimits.campaign)),
  requestedBy: z.string().check(z.trim(), wellFormedText(), z.maxLength(notificationLimits.requestedBy)),
  link: z.string().check(z.trim(), wellFormedText(), z.maxLength(notificationLimits.link), z.refine((v: string) => v === '' || isNotificationLink(v), notificationMessages.invalidLink)),
  sendDate: transformed(z.string().check(z.trim()), (v, ctx) => {
    if (!v) return null;
    const day = isIsoDate(v) ? v : parseUsDate(v);
    if (!day) return fail(ctx, notificationMessages.invalidDate);
    return day < todayIso() ? fail(ctx, notificationMessages.pastDate) : day;
  }),
  userNotList: z.string(),
});
export type NotificationFormValues = z.input<typeof NotificationFormSchema>;
export type NotificationFormOutput = z.output<typeof NotificationFormSchema>;

/** Part 1 §5 recipient search limits. */
export const recipientSearchLimits = { email: 120, tin: 9, groupId: 9, status: 14, usernamesMin: 3, usernames: 600 } as const;
export const recipientSearchFields = ['usernames', 'email', 'tin', 'groupId'] as const;
export type RecipientSearchField = (typeof recipientSearchFields)[number];
export type RecipientSearchValues = Record<RecipientSearchField, string>;

/**
 * Part 1 §5 recipient search, checked in the form: one of the four fields (they are exclusive), at
 * least 3 characters of usernames, a numeric group id; a leading * searches part of an address and
 * needs 3 characters after it. Returns the field's message, or null when the search may be sent.
 */
export function recipientSearchError(values: RecipientSearchValues): { field: RecipientSearchField; message: string } | null {
  const v = Object.fromEntries(recipientSearchFields.map((f) => [f, values[f].trim()])) as RecipientSearchValues;
  const given = recipientSearchFields.filter((f) => v[f]);
  if (!given.length) return { field: 'usernames', message: recipientSearchMessages.enterOne };
  if (v.usernames && v.usernames.replace(/[\s,]/g, '').length < recipientSearchLimits.usernamesMin) return { field: 'usernames', message: recipientSearchMessages.usernamesMin };
  if (v.groupId && !/^\d+$/.test(v.groupId)) return { field: 'groupId', message: recipientSearchMessages.groupIdNumeric };
  if (v.tin && !/^\d+$/.test(v.tin)) return { field: 'tin', message: recipientSearchMessages.tinDigits };
  if (v.email.startsWith('*') && v.email.slice(1).trim().length < 3) return { field: 'email', message: recipientSearchMessages.partialMin };
  return null;
}
