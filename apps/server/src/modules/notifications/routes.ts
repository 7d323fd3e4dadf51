import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, NotificationViewedSchema, UserNotificationSchema } from '@wcpp/contract';
import { notificationUsers, notifications } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { RequestAuth } from '../../plugins/context';

const UserParams = z.object({ userId: z.coerce.number().int().positive() });

/** Only the signed-in user's (or, while mirroring, the mirrored user's) own notifications. */
function assertOwn(auth: RequestAuth, userId: number) {
  if (userId !== auth.effective.id) throw forbidden();
}

export const userNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/user/:userId',
    {
      schema: {
        tags: ['notifications'],
        summary: "A user's notifications; notification_user_dwnld is Y once viewed",
        params: UserParams,
        response: { 200: z.array(UserNotificationSchema), 403: ApiErrorSchema },
      },
    },
    async (request) => {
      assertOwn(request.auth!, request.params.userId);
      const rows = await app.db
        .select({
          wcp_notification_id: notifications.id,
          name: notifications.name,
          notification_link: notifications.link,
          notification_user_dwnld: notificationUsers.dwnld,
        })
        .from(notificationUsers)
        .innerJoin(notifications, eq(notifications.id, notificationUsers.notificationId))
        .where(and(eq(notificationUsers.userInfoId, request.params.userId), eq(notifications.status, 'SENT')))
        .orderBy(desc(notifications.sendDt));
      return rows.map((r) => ({ ...r, notification_user_dwnld: r.notification_user_dwnld === 'Y' ? ('Y' as const) : ('N' as const) }));
    },
  );

  app.patch(
    '/notifications/viewed/:userId',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks one of the user\'s notifications as viewed',
        params: UserParams,
        body: NotificationViewedSchema,
        response: { 204: z.null(), 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      assertOwn(request.auth!, request.params.userId);
      const updated = await app.db
        .update(notificationUsers)
        .set({ dwnld: 'Y' })
        .where(and(eq(notificationUsers.userInfoId, request.params.userId), eq(notificationUsers.notificationId, request.body.wcp_notification_id)))
        .returning({ id: notificationUsers.notificationId });
      if (updated.length === 0) throw notFound('Notification not found.');
      return reply.status(204).send(null);
    },
  );
};
