import { useMutation } from '@tanstack/react-query';
import { api, type ClaimSearchRequest, type ClaimSearchResponseSchema } from '@wcpp/contract';
import { http } from '../../lib/http';

// A claim search is a mutation (its answer belongs to the form that sent it), so there are no query keys.

/** POST /globalclaim/searchByClaimant (part 1 §7). */
export const useClaimSearch = () =>
  useMutation({ mutationFn: (body: ClaimSearchRequest) => http.post<typeof ClaimSearchResponseSchema>(api.searchByClaimant, body) });
