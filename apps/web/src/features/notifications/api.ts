import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, UserNotificationSchema } from '@wcpp/contract';
import { http } from '../../lib/http';

const notificationsKey = (userId: number | undefined) => ['notifications', userId] as const;

/** GET /notifications/user/{userId}: the effective user's notifications (part 1 §7). */
export function useUserNotifications(userId: number | undefined) {
  return useQuery({
    queryKey: notificationsKey(userId),
    queryFn: async () => (await http.get<unknown[]>(api.userNotifications(userId!))).map((n) => UserNotificationSchema.parse(n)),
    enabled: userId !== undefined,
  });
}

/** PATCH /notifications/viewed/{userId}, then reload the list (part 1 §4). */
export function useMarkViewed(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wcp_notification_id: number) => http.patch<void>(api.notificationViewed(userId!), { wcp_notification_id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey(userId) }),
  });
}
