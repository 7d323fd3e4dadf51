import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationCalls } from '@wcpp/contract';
import { useConfig } from '../../lib/config';
import { call } from '../../lib/http';
import { useScreenPainted } from '../../lib/painted';

/** Query keys of the header bell. */
export const notificationKeys = {
  all: ['notifications'] as const,
  forUser: (userId: number | undefined) => [...notificationKeys.all, userId] as const,
};

/**
 * GET /notifications/user/{userId}: the effective user's notifications (part 1 §7), asked again every
 * NOTIFICATIONS_POLL_SECONDS while the page is open, so a delivered or recalled notification shows
 * without a reload. The browser revalidates its kept copy with the answer's ETag: an unchanged list
 * comes back as 304, with no body (docs/decisions/043).
 */
export function useUserNotifications(userId: number | undefined) {
  const { NOTIFICATIONS_POLL_SECONDS } = useConfig();
  const painted = useScreenPainted();
  return useQuery({
    queryKey: notificationKeys.forUser(userId),
    queryFn: () => call(notificationCalls.userNotifications, { params: { userId: userId! } }),
    enabled: userId !== undefined && painted,
    refetchInterval: NOTIFICATIONS_POLL_SECONDS * 1000,
  });
}

/** PATCH /notifications/viewed/{userId}, then reload the list (part 1 §4). */
export function useMarkViewed(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wcp_notification_id: number) => call(notificationCalls.notificationViewed, { params: { userId: userId! }, body: { wcp_notification_id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.forUser(userId) }),
  });
}
