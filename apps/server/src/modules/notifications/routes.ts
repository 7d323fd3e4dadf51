import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  idParam,
  NotificationListSchema,
  NotificationSaveSchema,
  NotificationSchema,
  NotificationViewedSchema,
  UserNotificationListSchema,
} from '@wcpp/contract';
import {
  createNotification,
  deleteNotification,
  listNotifications,
  listUserNotifications,
  markNotificationViewed,
  publishDueNotifications,
  sendNotificationNow,
  unpublishNotification,
  updateNotification,
} from './service';
import { badRequest, notFound } from '../../lib/errors';
import { assertEffectiveUserId } from '../../identity/access';

const tags = ['notifications'];
const UserParams = z.object({ userId: idParam });
const IdParams = z.object({ id: idParam });
const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/** The scheduler's sweep: every instance runs it on each job pass (docs/decisions/043). */
export const NOTIFICATION_SWEEP = 'NOTIFICATIONS_DUE';

/** A weak validator of the bell's list: the same list answers 304 to a browser that has it. */
const etagOf = (body: unknown) => `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;

/** The bell's calls (part 1 §7): only the effective user's own notifications. */
export const userNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/user/:userId',
    {
      preHandler: app.guard('signedIn'),
      // The bell asks again every half minute on its own: that is not the user's activity. The browser
      // keeps the list and sends its ETag back: an unchanged list is a 304 without a body.
      config: { background: true, revalidate: true },
      schema: {
        tags,
        summary: "A user's notifications; notification_user_dwnld is Y once viewed. With If-None-Match: 304 while the list is unchanged",
        params: UserParams,
        response: { 200: UserNotificationListSchema, 304: z.null(), 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      assertEffectiveUserId(request.auth!, request.params.userId);
      const list = await listUserNotifications(app.db, request.params.userId);
      const etag = etagOf(list);
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return list;
    },
  );

  app.patch(
    '/notifications/viewed/:userId',
    {
      preHandler: app.guard('signedIn'),
      schema: {
        tags,
        summary: "Marks one of the user's notifications as viewed",
        params: UserParams,
        body: NotificationViewedSchema,
        response: { 204: z.null(), 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      assertEffectiveUserId(request.auth!, request.params.userId);
      if (!(await markNotificationViewed(app.db, request.params.userId, request.body.wcp_notification_id))) throw notFound('Notification not found.');
      return reply.status(204).send(null);
    },
  );
};

/**
 * The administrator's Notifications (part 1 §2, §4, §7): the system administrator only (the guard
 * judges the effective user, so a mirror is refused too). The status is always computed here.
 */
export const notificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.every(NOTIFICATION_SWEEP, (db, now) =>
    publishDueNotifications(db, now).then((ids) => {
      if (ids.length) app.log.info({ notificationIds: ids }, 'notifications published');
    }),
  );
  const now = () => app.jobs.clock();

  app.get(
    '/notifications/list',
    { preHandler: app.guard('systemAdmin'), schema: { tags, summary: 'Every notification, the latest change first, with its row actions', response: { 200: NotificationListSchema, 403: ApiErrorSchema } } },
    async () => listNotifications(app.db),
  );

  app.put(
    '/notifications/create',
    {
      preHandler: app.guard('systemAdmin'),
      schema: { tags, summary: 'Creates a notification; its status is computed (DRAFT, READY or SCHEDULED)', body: NotificationSaveSchema, response: { 200: NotificationSchema, ...errors } },
    },
    async (request) => {
      const { wcp_notification_id: _ignored, ...input } = request.body;
      const created = await createNotification(app.db, input, request.auth!.user.userNm, now());
      await request.audit('NOTIFICATION_CREATE', String(created.wcp_notification_id), { status: created.status, recipients: countOf(created.userNotList) });
      if (created.status === 'SCHEDULED') app.jobs.kick();
      return created;
    },
  );

  app.put(
    '/notifications/update',
    {
      preHandler: app.guard('systemAdmin'),
      schema: { tags, summary: 'Saves a notification (not a SENT one); its status is computed again', body: NotificationSaveSchema, response: { 200: NotificationSchema, ...errors } },
    },
    async (request) => {
      const { wcp_notification_id: id, ...input } = request.body;
      if (!id) throw badRequest('Error: The notification to update is not named.');
      const updated = await updateNotification(app.db, id, input, request.auth!.user.userNm, now());
      await request.audit('NOTIFICATION_UPDATE', String(id), { status: updated.status, recipients: countOf(updated.userNotList) });
      if (updated.status === 'SCHEDULED') app.jobs.kick();
      return updated;
    },
  );

  app.delete(
    '/notifications/delete/:id',
    { preHandler: app.guard('systemAdmin'), schema: { tags, summary: 'Deletes a notification that is not SENT', params: IdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const deleted = await deleteNotification(app.db, request.params.id);
      await request.audit('NOTIFICATION_DELETE', String(request.params.id), { status: deleted.status });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/notifications/deleteUser/:id',
    {
      preHandler: app.guard('systemAdmin'),
      schema: { tags, summary: "UN-PUBLISH: deletes a SENT notification's per-user copies, returns it to READY and clears its date", params: IdParams, response: { 200: NotificationSchema, ...errors } },
    },
    async (request) => {
      const { notification, recalled } = await unpublishNotification(app.db, request.params.id, request.auth!.user.userNm, now());
      await request.audit('NOTIFICATION_UNPUBLISH', String(request.params.id), { recalled });
      return notification;
    },
  );

  app.post(
    '/notifications/send/:id',
    {
      preHandler: app.guard('systemAdmin'),
      schema: { tags, summary: 'Sends a READY notification now: it is SCHEDULED for this moment and published by the scheduler', params: IdParams, response: { 200: NotificationSchema, ...errors } },
    },
    async (request) => {
      const sending = await sendNotificationNow(app.db, request.params.id, request.auth!.user.userNm, now());
      await request.audit('NOTIFICATION_SEND', String(request.params.id), { recipients: countOf(sending.userNotList) });
      app.jobs.kick();
      return sending;
    },
  );
};

const countOf = (userNotList: string) => (userNotList ? userNotList.split(',').length : 0);
