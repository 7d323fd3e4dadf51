import { useMutation, useQuery } from '@tanstack/react-query';
import { api, tinCalls, userAdminCalls, type AddUserRequest, type ProviderListSchema } from '@wcpp/contract';
import { call, http } from '../../lib/http';

/** Query keys of Add User. */
export const addUserKeys = {
  all: ['add-user'] as const,
  types: () => [...addUserKeys.all, 'types'] as const,
};

/** PUT /users/getUserTypes: the account types the caller may create. */
export function useUserTypes() {
  return useQuery({ queryKey: addUserKeys.types(), queryFn: () => call(userAdminCalls.getUserTypes), staleTime: Infinity });
}

/** GET /ftin/groupFtins/{groupId}: a group's active TINs (an empty list means the group id is not valid, part 2 §5). */
export const fetchGroupTins = (grpInfoId: number) => call(tinCalls.groupFtins, { params: { groupId: grpInfoId }, query: { activeFlag: 'true' } });

/** POST /users/checkEmailAddressExists/{email}: true when an account uses the address. */
export const checkEmailExists = (email: string) => call(userAdminCalls.checkEmailAddressExists, { params: { email } });

/** GET /provider/list/{tin} with the Add TIN Provider dialog's option. */
export const searchProviders = (tin: string, query: Record<string, string>) => http.get<typeof ProviderListSchema>(api.providerList(tin, query));

/** PUT /users/createUser. */
export function useCreateUser() {
  return useMutation({ mutationFn: (body: AddUserRequest) => call(userAdminCalls.createUser, { body }) });
}
