import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authCalls,
  signInSecurityCalls,
  tinCalls,
  userAdminCalls,
  userCalls,
  type ManagedUserFtinSave,
  type UpdateUserRequest,
  type UserActionCode,
  type UserRow,
  type UserSearchRequest,
  XLSX_TYPE,
} from '@wcpp/contract';
import { call, callFile } from '../../lib/http';
import { sessionStore } from '../../lib/session';
import { userKeys } from '../../lib/user';

/** Query keys of Manage Users, User Search and the TIN screens of one user. */
export const userAdminKeys = {
  all: ['user-admin'] as const,
  group: (grpInfoId: number) => [...userAdminKeys.all, 'group', grpInfoId] as const,
  search: (criteria: UserSearchRequest) => [...userAdminKeys.all, 'search', criteria] as const,
  managedTins: (userNm: string) => [...userAdminKeys.all, 'managed-tins', userNm.toLowerCase()] as const,
  tins: (userNm: string) => [...userAdminKeys.all, 'tins', userNm.toLowerCase()] as const,
};

/** GET /users/manageUsers/{group}/{actor}: the group's accounts with the caller's actions. */
export function useGroupUsers(grpInfoId: number | null, actor: string) {
  return useQuery({
    queryKey: userAdminKeys.group(grpInfoId ?? 0),
    queryFn: () => call(userAdminCalls.manageUsers, { params: { grpInfoId: grpInfoId!, actor } }),
    enabled: grpInfoId !== null,
  });
}

/** POST /admin/userList: one search; kept while the person moves to Edit Profile or View TINs and back. */
export function useUserSearch(criteria: UserSearchRequest | null) {
  return useQuery({
    queryKey: userAdminKeys.search(criteria ?? {}),
    queryFn: () => call(userAdminCalls.userList, { body: criteria! }),
    enabled: criteria !== null,
  });
}

/** The same search as UserSearch.xlsx (part 2 §9), made by the server. */
export const downloadUserSearch = (criteria: UserSearchRequest) =>
  callFile(userAdminCalls.userList, { body: criteria }, XLSX_TYPE);

/** The row actions that call the server (part 2 §7); the answer says what the screen tells the person. */
export type CallingAction = Exclude<UserActionCode, 'EDIT_PROFILE' | 'MANAGE_TINS' | 'VIEW_TINS'>;

async function runAction(action: CallingAction, row: UserRow, actor: string): Promise<unknown> {
  switch (action) {
    case 'CONVERT_TO_ADMIN':
      return call(userAdminCalls.convertUserToAdmin, { params: { actor, target: row.userNm } });
    case 'CONVERT_TO_USER':
      return call(userAdminCalls.convertAdminToUser, { params: { actor, target: row.userNm } });
    case 'TERMINATE':
      return call(userAdminCalls.terminateUser, { params: { actor, target: row.userNm } });
    case 'RESET_PASSWORD':
      return call(userAdminCalls.resetPasswordByAdmin, { body: { userName: row.userNm, emailAddress: row.emailAddr, adminUserName: actor } });
    case 'RESEND_REGISTRATION':
      return call(userAdminCalls.regenRegistrationByAdmin, { params: { actor, email: row.emailAddr ?? '' } });
    case 'RESET_SECOND_FACTORS':
      return call(signInSecurityCalls.resetSecondFactors, { body: { userName: row.userNm } });
    case 'MIRROR':
      // The same session change as sign-in: the token now names both users (decision 004).
      return sessionStore.signIn(await call(authCalls.mirrorStart, { body: { userNm: row.userNm } }));
  }
}

/** Runs a row action; every list of users reloads after success or failure (part 2 §4). */
export function useUserAction(actor: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, row }: { action: CallingAction; row: UserRow }) => runAction(action, row, actor),
    onSettled: (_data, _error, { action }) => {
      // A mirror's counts and lists are the mirrored user's: the administrator's are dropped (as Revert does).
      if (action === 'MIRROR') queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userKeys.all[0] && q.queryKey[0] !== userAdminKeys.all[0] });
      else queryClient.invalidateQueries({ queryKey: userAdminKeys.all });
    },
  });
}

/** GET /ftin/managedUserFtins/{user}: the group's TINs and which the user has. */
export function useManagedTins(userNm: string) {
  return useQuery({ queryKey: userAdminKeys.managedTins(userNm), queryFn: () => call(tinCalls.managedUserFtins, { params: { userName: userNm } }) });
}

/** POST /ftin/managedUserFtins/{user}; `onSaved` runs with the mutation, as useCreateUser's (add-user-api.ts). */
export function useSaveManagedTins(userNm: string, actor: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: ManagedUserFtinSave) => call(tinCalls.saveManagedUserFtins, { params: { userName: userNm }, query: { lastUpdatedUserName: actor }, body: list }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userAdminKeys.all });
      onSaved();
    },
  });
}

/** GET /ftin/userFtins/{user}?activeFlag=true: View TINs. */
export function useUserTins(userNm: string) {
  return useQuery({ queryKey: userAdminKeys.tins(userNm), queryFn: () => call(tinCalls.userFtins, { params: { userName: userNm }, query: { activeFlag: 'true' } }) });
}

/** PUT /users/updateUser with another account's identity: the administrator's Edit Profile. */
export function useAdminUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => call(userCalls.updateUser, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(userKeys.byName(saved.userNm), saved);
      return queryClient.invalidateQueries({ queryKey: userAdminKeys.all });
    },
  });
}
