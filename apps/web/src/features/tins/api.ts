import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type GroupFtinListSchema, type MessageResponseSchema } from '@wcpp/contract';
import { http } from '../../lib/http';

/** Query keys of Manage TINs of the group. */
export const tinKeys = {
  all: ['tins'] as const,
  group: (grpInfoId: number) => [...tinKeys.all, 'group', grpInfoId] as const,
};

/** GET /ftin/groupFtins/{groupId}: the group's TINs, newest first. */
export function useGroupTins(grpInfoId: number) {
  return useQuery({ queryKey: tinKeys.group(grpInfoId), queryFn: () => http.get<typeof GroupFtinListSchema>(api.groupFtins(grpInfoId)) });
}

/** POST /ftin/groupFtins/{groupId}/{ftin} with its proof; the list reloads after success or failure. */
export function useAddGroupTin(grpInfoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tin: { ftin: string; billCntrlNum: string | null; cpdId: string | null }) =>
      http.post<typeof MessageResponseSchema>(api.addGroupFtin(grpInfoId, tin.ftin), { grpId: grpInfoId, ...tin }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tinKeys.group(grpInfoId) }),
  });
}

/** DELETE /ftin/groupFtins/{groupId}/{ftin}, one TIN after the other; stops at the first refusal. */
export function useRemoveGroupTins(grpInfoId: number, actor: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ftins: string[]) => {
      for (const ftin of ftins) await http.delete<typeof MessageResponseSchema>(api.removeGroupFtin(grpInfoId, ftin, actor));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tinKeys.group(grpInfoId) }),
  });
}
