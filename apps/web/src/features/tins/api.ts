import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tinCalls, type TinClaim } from '@wcpp/contract';
import { call, callDetailed } from '../../lib/http';
import { ownTinKeys } from '../../lib/tins';

/** Query keys of Manage TINs of the group. */
export const tinKeys = {
  all: ['tins'] as const,
  group: (grpInfoId: number) => [...tinKeys.all, 'group', grpInfoId] as const,
  claims: () => [...tinKeys.all, 'claims'] as const,
  /** One group's claims, or (null) every pending claim for an internal administrator. */
  claimsOf: (grpInfoId: number | null) => [...tinKeys.claims(), grpInfoId ?? 'all'] as const,
};

/** GET /ftin/groupFtins/{groupId}: the group's TINs, newest first. */
export function useGroupTins(grpInfoId: number) {
  return useQuery({ queryKey: tinKeys.group(grpInfoId), queryFn: () => call(tinCalls.groupFtins, { params: { groupId: grpInfoId }, query: { activeFlag: 'true' } }) });
}

/**
 * POST /ftin/groupFtins/{groupId}/{ftin} with its proof: 200 with a message when added, 202 with the
 * message and the claim when another group holds the TIN (decision 047). The TINs and the group's
 * claims reload after success or failure.
 */
export function useAddGroupTin(grpInfoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tin: { ftin: string; billCntrlNum: string | null; cpdId: string | null }) =>
      callDetailed(tinCalls.addGroupFtin, { params: { groupId: grpInfoId, ftin: tin.ftin }, body: { grpId: grpInfoId, ...tin } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tinKeys.group(grpInfoId) }),
        queryClient.invalidateQueries({ queryKey: tinKeys.claimsOf(grpInfoId) }),
      ]),
  });
}

/** DELETE /ftin/groupFtins/{groupId}/{ftin}, one TIN after the other; stops at the first refusal. */
/**
 * PATCH /ftin/groupFtins/{groupId}/{ftin} (issue 27 §2, decision 063): a TIN's nickname. Afterwards the
 * group's TINs and every own-TIN list (the Bill Search checkboxes, the TIN choices) reload.
 */
export function useSaveTinNickname(grpInfoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ftin, nickname }: { ftin: string; nickname: string }) => call(tinCalls.saveTinNickname, { params: { groupId: grpInfoId, ftin }, body: { nickname } }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: tinKeys.group(grpInfoId) }), queryClient.invalidateQueries({ queryKey: ownTinKeys.all })]),
  });
}

export function useRemoveGroupTins(grpInfoId: number, actor: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ftins: string[]) => {
      for (const ftin of ftins) await call(tinCalls.removeGroupFtin, { params: { groupId: grpInfoId, ftin }, query: { lastUpdatedUserName: actor } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tinKeys.group(grpInfoId) }),
  });
}

/**
 * GET /ftin/tinClaims/{groupId}: other groups' pending requests for the group's TINs and the group's own
 * requests; with null, GET /ftin/tinClaims: every pending request (internal administrators).
 */
export function useTinClaims(grpInfoId: number | null) {
  return useQuery({ queryKey: tinKeys.claimsOf(grpInfoId), queryFn: () => (grpInfoId === null ? call(tinCalls.allTinClaims) : call(tinCalls.groupTinClaims, { params: { groupId: grpInfoId } })) });
}

/**
 * POST /ftin/tinClaims/{claimId}/approve|deny. Afterwards every claim list and the TINs of the deciding
 * and the claiming group reload: an approval adds the TIN to the claimant, and a refusal (decided
 * meanwhile) means the list was stale.
 */
export function useDecideTinClaim(grpInfoId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claim, decision }: { claim: TinClaim; decision: 'approve' | 'deny' }) =>
      call(decision === 'approve' ? tinCalls.approveTinClaim : tinCalls.denyTinClaim, { params: { claimId: claim.id } }),
    onSettled: (_answer, _error, { claim }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tinKeys.claims() }),
        queryClient.invalidateQueries({ queryKey: tinKeys.group(claim.grpInfoId) }),
        ...(grpInfoId === null ? [] : [queryClient.invalidateQueries({ queryKey: tinKeys.group(grpInfoId) })]),
      ]),
  });
}
