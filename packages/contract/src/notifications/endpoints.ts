import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ApiErrorSchema } from '../shared/answers';
import { idParam } from '../shared/input';
import { NotificationListSchema, NotificationSaveSchema, NotificationSchema, NotificationViewedSchema, UserNotificationListSchema } from './schemas';

/**
 * The notification calls: the bell and the administrator's screens (part 1 §7). This module holds
 * call descriptions only: the contract exports it as `notificationCalls`.
 */

const userParams = z.object({ userId: idParam });
const idParams = z.object({ id: idParam });
const refusals = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema } as const;

/** The bell's list. The browser keeps it and sends its ETag back: an unchanged list is a 304 without a body. */
export const userNotifications = defineEndpoint({
  method: 'GET',
  path: '/notifications/user/:userId',
  params: userParams,
  responses: { 200: UserNotificationListSchema, 304: z.null(), 403: ApiErrorSchema },
  guard: 'signedIn',
  summary: "A user's notifications; notification_user_dwnld is Y once viewed. With If-None-Match: 304 while the list is unchanged",
  tags: ['notifications'],
});

export const notificationViewed = defineEndpoint({
  method: 'PATCH',
  path: '/notifications/viewed/:userId',
  params: userParams,
  body: NotificationViewedSchema,
  responses: { 204: z.null(), 403: ApiErrorSchema, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: "Marks one of the user's notifications as viewed",
  tags: ['notifications'],
});

// The administrator's Notifications (part 1 §2, §4, §7): the system administrator only.

export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/notifications/list',
  responses: { 200: NotificationListSchema, 403: ApiErrorSchema },
  guard: 'systemAdmin',
  summary: 'Every notification, the latest change first, with its row actions',
  tags: ['notifications'],
});

export const createNotification = defineEndpoint({
  method: 'PUT',
  path: '/notifications/create',
  body: NotificationSaveSchema,
  responses: { 200: NotificationSchema, ...refusals },
  guard: 'systemAdmin',
  summary: 'Creates a notification; its status is computed (DRAFT, READY or SCHEDULED)',
  tags: ['notifications'],
});

export const updateNotification = defineEndpoint({
  method: 'PUT',
  path: '/notifications/update',
  body: NotificationSaveSchema,
  responses: { 200: NotificationSchema, ...refusals },
  guard: 'systemAdmin',
  summary: 'Saves a notification (not a SENT one); its status is computed again',
  tags: ['notifications'],
});

export const deleteNotification = defineEndpoint({
  method: 'DELETE',
  path: '/notifications/delete/:id',
  params: idParams,
  responses: { 204: z.null(), ...refusals },
  guard: 'systemAdmin',
  summary: 'Deletes a notification that is not SENT',
  tags: ['notifications'],
});

/** Un-publish (part 1 §4): the per-user copies are deleted and the notification returns to READY. */
export const unpublishNotification = defineEndpoint({
  method: 'DELETE',
  path: '/notifications/deleteUser/:id',
  params: idParams,
  responses: { 200: NotificationSchema, ...refusals },
  guard: 'systemAdmin',
  summary: "UN-PUBLISH: deletes a SENT notification's per-user copies, returns it to READY and clears its date",
  tags: ['notifications'],
});

/** The administrator's send of a READY notification (docs/decisions/043). */
export const sendNotification = defineEndpoint({
  method: 'POST',
  path: '/notifications/send/:id',
  params: idParams,
  responses: { 200: NotificationSchema, ...refusals },
  guard: 'systemAdmin',
  summary: 'Sends a READY notification now: it is SCHEDULED for this moment and published by the scheduler',
  tags: ['notifications'],
});
