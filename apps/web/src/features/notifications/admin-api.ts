import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationCalls,
  userAdminCalls,
  type NotificationSave,
  type UserSearchRequest,
} from '@wcpp/contract';
import { call } from '../../lib/http';

// The administrator's calls, apart from the bell's (api.ts), which every signed-in page loads: what
// the bell needs stays out of these screens' chunks and theirs out of the bell's.
const adminKeys = {
  all: ['notifications', 'admin'] as const,
  list: () => [...adminKeys.all, 'list'] as const,
  recipients: (criteria: UserSearchRequest | null) => [...adminKeys.all, 'recipients', criteria] as const,
};

/** GET /notifications/list (the system administrator). */
export function useNotificationList() {
  return useQuery({ queryKey: adminKeys.list(), queryFn: () => call(notificationCalls.listNotifications) });
}

/** PUT /notifications/create, or /notifications/update when the notification has an id. */
export function useSaveNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: NotificationSave) =>
      notification.wcp_notification_id
        ? call(notificationCalls.updateNotification, { body: notification })
        : call(notificationCalls.createNotification, { body: notification }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.list() }),
  });
}

export type RowAction = 'DELETE' | 'UN-PUBLISH' | 'SEND';

/** The confirmed row actions: DELETE, UN-PUBLISH (DELETE /notifications/deleteUser) and SEND. */
export function useNotificationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, id }: { action: RowAction; id: number }): Promise<void> => {
      if (action === 'DELETE') await call(notificationCalls.deleteNotification, { params: { id } });
      else if (action === 'UN-PUBLISH') await call(notificationCalls.unpublishNotification, { params: { id } });
      else await call(notificationCalls.sendNotification, { params: { id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.list() }),
  });
}

/** POST /admin/userList for the recipient search, and for the chosen recipients by id. */
export function useRecipientSearch(criteria: UserSearchRequest | null) {
  return useQuery({
    queryKey: adminKeys.recipients(criteria),
    queryFn: () => call(userAdminCalls.userList, { body: criteria! }),
    enabled: criteria !== null,
  });
}
