import { useMutation, useQuery } from '@tanstack/react-query';
import { providerCalls, tinCalls, userAdminCalls, type AddUserRequest, type CallInput } from '@wcpp/contract';
import { call } from '../../lib/http';

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

/** The Add TIN Provider dialog's options, as the provider list's query takes them. */
export type ProviderListQuery = NonNullable<CallInput<typeof providerCalls.providerList>['query']>;

/** GET /provider/list/{tin} with the Add TIN Provider dialog's options (empty ones are left out of the URL; the server checks the rest). */
export const searchProviders = (tin: string, query: ProviderListQuery) => call(providerCalls.providerList, { params: { tin }, query });

/**
 * PUT /users/createUser; `onCreated` runs with the mutation itself, not as a callback of one `mutate`
 * call: those run only while the page listens, and a click right after the page drew (before React
 * subscribed it) lost its navigation (a browser-test flake under load).
 */
export function useCreateUser(onCreated: () => void) {
  return useMutation({ mutationFn: (body: AddUserRequest) => call(userAdminCalls.createUser, { body }), onSuccess: onCreated });
}
