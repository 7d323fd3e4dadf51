import { useMutation } from '@tanstack/react-query';
import { claimSearchCalls, type ClaimSearchRequest } from '@wcpp/contract';
import { call } from '../../lib/http';

// A claim search is a mutation (its answer belongs to the form that sent it), so there are no query keys.

/** POST /globalclaim/searchByClaimant (part 1 §7). */
export const useClaimSearch = () =>
  useMutation({ mutationFn: (body: ClaimSearchRequest) => call(claimSearchCalls.searchByClaimant, { body }) });
