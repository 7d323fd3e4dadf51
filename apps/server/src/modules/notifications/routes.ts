import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { notificationCalls, notificationMessages } from '@wcpp/contract';
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
import { answer, registerEndpoints, sent } from '../../lib/endpoints';
import { assertEffectiveUserId } from '../../identity/access';

/** The scheduler's sweep: every instance runs it on each job pass (docs/decisions/043). */
export const NOTIFICATION_SWEEP = 'NOTIFICATIONS_DUE';

/** A weak validator of the bell's list: the same list answers 304 to a browser that has it. */
const etagOf = (body: unknown) => `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;

const { userNotifications, notificationViewed, ...adminCalls } = notificationCalls;

/** The bell's calls (part 1 §7): only the effective user's own notifications. */
export const userNotificationRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, { userNotifications, notificationViewed }, {
    userNotifications: {
      // The bell asks again every half minute on its own: that is not the user's activity. The browser
      // keeps the list and sends its ETag back: an unchanged list is a 304 without a body.
      config: { background: true, revalidate: true },
      handler: async (request, reply) => {
        assertEffectiveUserId(request.auth!, request.params.userId);
        const list = await listUserNotifications(app.db, request.params.userId);
        const etag = etagOf(list);
        reply.header('etag', etag);
        if (request.headers['if-none-match'] === etag) return sent(reply.status(304).send(null));
        return list;
      },
    },
    notificationViewed: async (request) => {
      assertEffectiveUserId(request.auth!, request.params.userId);
      if (!(await markNotificationViewed(app.db, request.params.userId, request.body.wcp_notification_id))) throw notFound(notificationMessages.viewedNotFound);
      return answer(204, null);
    },
  });
};

/**
 * The administrator's Notifications (part 1 §2, §4, §7): the system administrator only (the guard
 * judges the effective user, so a mirror is refused too). The status is always computed here.
 */
export const notificationAdminRoutes: FastifyPluginAsync = async (app) => {
  app.jobs.every(NOTIFICATION_SWEEP, (db, now) =>
    publishDueNotifications(db, now).then((ids) => {
      if (ids.length) app.log.info({ notificationIds: ids }, 'notifications published');
    }),
  );
  const now = () => app.jobs.clock();

  registerEndpoints(app, adminCalls, {
    listNotifications: async () => listNotifications(app.db),
    createNotification: async (request) => {
      const { wcp_notification_id: _ignored, ...input } = request.body;
      const created = await createNotification(app.db, input, request.auth!.user.userNm, now());
      await request.audit('NOTIFICATION_CREATE', String(created.wcp_notification_id), { status: created.status, recipients: countOf(created.userNotList) });
      if (created.status === 'SCHEDULED') app.jobs.kick();
      return created;
    },
    updateNotification: async (request) => {
      const { wcp_notification_id: id, ...input } = request.body;
      if (!id) throw badRequest(notificationMessages.updateUnnamed);
      const updated = await updateNotification(app.db, id, input, request.auth!.user.userNm, now());
      await request.audit('NOTIFICATION_UPDATE', String(id), { status: updated.status, recipients: countOf(updated.userNotList) });
      if (updated.status === 'SCHEDULED') app.jobs.kick();
      return updated;
    },
    deleteNotification: async (request) => {
      const deleted = await deleteNotification(app.db, request.params.id);
      await request.audit('NOTIFICATION_DELETE', String(request.params.id), { status: deleted.status });
      return answer(204, null);
    },
    unpublishNotification: async (request) => {
      const { notification, recalled } = await unpublishNotification(app.db, request.params.id, request.auth!.user.userNm, now());
      await request.audit('NOTIFICATION_UNPUBLISH', String(request.params.id), { recalled });
      return notification;
    },
    sendNotification: async (request) => {
      const sending = await sendNotificationNow(app.db, request.params.id, request.auth!.user.userNm, now());
      await request.audit('NOTIFICATION_SEND', String(request.params.id), { recipients: countOf(sending.userNotList) });
      app.jobs.kick();
      return sending;
    },
  });
};

const countOf = (userNotList: string) => (userNotList ? userNotList.split(',').length : 0);
