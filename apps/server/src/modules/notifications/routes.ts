import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, NotificationViewedSchema, UserNotificationListSchema } from '@wcpp/contract';
import { listUserNotifications, markNotificationViewed } from './service';
import { notFound } from '../../lib/errors';
import { assertEffectiveUserId } from '../../identity/access';

const UserParams = z.object({ userId: z.coerce.number().int().positive() });

/** The bell's calls (part 1 §7): only the effective user's own notifications. */
export const userNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/user/:userId',
    {
      preHandler: app.guard('signedIn'),
      schema: {
        tags: ['notifications'],
        summary: "A user's notifications; notification_user_dwnld is Y once viewed",
        params: UserParams,
        response: { 200: UserNotificationListSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => {
      assertEffectiveUserId(request.auth!, request.params.userId);
      return listUserNotifications(app.db, request.params.userId);
    },
  );

  app.patch(
    '/notifications/viewed/:userId',
    {
      preHandler: app.guard('signedIn'),
      schema: {
        tags: ['notifications'],
        summary: 'Marks one of the user\'s notifications as viewed',
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
