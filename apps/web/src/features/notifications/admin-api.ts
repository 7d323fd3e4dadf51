import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationAdminApi,
  userAdminCalls,
  type NoContentSchema,
  type NotificationListSchema,
  type NotificationSave,
  type NotificationSchema,
  type UserSearchRequest,
} from '@wcpp/contract';
import { call, http } from '../../lib/http';

// The administrator's calls, apart from the bell's (api.ts), which every signed-in page loads: what
// the bell needs stays out of these screens' chunks and theirs out of the bell's.
const adminKeys = {
  all: ['notifications', 'admin'] as const,
  list: () => [...adminKeys.all, 'list'] as const,
  recipients: (criteria: UserSearchRequest | null) => [...adminKeys.all, 'recipients', criteria] as const,
};

/** GET /notifications/list (the system administrator). */
export function useNotificationList() {
  return useQuery({ queryKey: adminKeys.list(), queryFn: () => http.get<typeof NotificationListSchema>(notificationAdminApi.list) });
}

/** PUT /notifications/create, or /notifications/update when the notification has an id. */
export function useSaveNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: NotificationSave) =>
      notification.wcp_notification_id
        ? http.put<typeof NotificationSchema>(notificationAdminApi.update, notification)
        : http.put<typeof NotificationSchema>(notificationAdminApi.create, notification),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.list() }),
  });
}

export type RowAction = 'DELETE' | 'UN-PUBLISH' | 'SEND';

/** The confirmed row actions: DELETE, UN-PUBLISH (DELETE /notifications/deleteUser) and SEND. */
export function useNotificationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, id }: { action: RowAction; id: number }): Promise<void> => {
      if (action === 'DELETE') await http.delete<typeof NoContentSchema>(notificationAdminApi.delete(id));
      else if (action === 'UN-PUBLISH') await http.delete<typeof NotificationSchema>(notificationAdminApi.recall(id));
      else await http.post<typeof NotificationSchema>(notificationAdminApi.send(id));
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
