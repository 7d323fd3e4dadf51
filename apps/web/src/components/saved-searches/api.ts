import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { savedSearchCalls, type SaveSearchRequest, type SearchKind } from '@wcpp/contract';
import { call } from '../../lib/http';
import { useScreenPainted } from '../../lib/painted';

/** Query keys of the saved and recent searches, by screen. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  of: (kind: SearchKind) => [...savedSearchKeys.all, kind] as const,
};

/** GET /searches?kind=: the signed-in person's saved searches of the screen and the last ten. */
export const useSavedSearches = (kind: SearchKind) =>
  useQuery({ queryKey: savedSearchKeys.of(kind), queryFn: () => call(savedSearchCalls.listSearches, { query: { kind } }), enabled: useScreenPainted() });

/** POST /searches: a search kept under a name, or as a recent one; the lists reload. */
export function useKeepSearch(kind: SearchKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveSearchRequest) => call(savedSearchCalls.saveSearch, { body: request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.of(kind) }),
  });
}

/** DELETE /searches/{id}. */
export function useDeleteSearch(kind: SearchKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(savedSearchCalls.deleteSearch, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.of(kind) }),
  });
}
