import { useQuery } from '@tanstack/react-query';
import { resourceListingPath, type ResourceListing } from '@wcpp/contract';
import { fetchWithToken } from '../../lib/http';

/** Query keys of Provider Resources. */
export const resourceKeys = { all: ['resources'] as const, listing: (resourceUrl: string) => ['resources', 'listing', resourceUrl] as const };

/** GET {resource host}/api/assets/wcpp/provider-resources/provider-resources.json (part 2 §7), with the bearer token. */
export function useResourceListing(resourceUrl: string) {
  return useQuery({
    queryKey: resourceKeys.listing(resourceUrl),
    queryFn: async () => (await (await fetchWithToken(`${resourceUrl.replace(/\/$/, '')}${resourceListingPath}`)).json()) as ResourceListing,
    staleTime: 5 * 60_000,
  });
}
