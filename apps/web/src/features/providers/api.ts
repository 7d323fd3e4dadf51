import { useQuery } from '@tanstack/react-query';
import { providerCalls } from '@wcpp/contract';
import { call } from '../../lib/http';

/** Query keys of Provider Demographics. */
export const providerKeys = {
  all: ['providers'] as const,
  list: (tin: string) => [...providerKeys.all, 'list', tin] as const,
  detail: (part: string, prvId: number) => [...providerKeys.all, part, prvId] as const,
};

/** GET /provider/list/{tin}: the TIN's providers by name. */
export const useProviderList = (tin: string) =>
  useQuery({ queryKey: providerKeys.list(tin), queryFn: () => call(providerCalls.providerList, { params: { tin } }), enabled: Boolean(tin) });

/** The four calls of the physician view, all at once. */
export function usePhysician(prvId: number) {
  const params = { id: prvId };
  return {
    general: useQuery({ queryKey: providerKeys.detail('physician', prvId), queryFn: () => call(providerCalls.physician, { params }) }),
    specialties: useQuery({ queryKey: providerKeys.detail('specialties', prvId), queryFn: () => call(providerCalls.physicianSpecialties, { params }) }),
    locations: useQuery({ queryKey: providerKeys.detail('physician-locations', prvId), queryFn: () => call(providerCalls.physicianLocations, { params }) }),
    licenses: useQuery({ queryKey: providerKeys.detail('physician-licenses', prvId), queryFn: () => call(providerCalls.physicianLicenses, { params }) }),
  };
}

/** The facility view (part 2 §4): the facility first, then on success its locations, then its licenses. */
export function useFacility(prvId: number) {
  const params = { id: prvId };
  const general = useQuery({ queryKey: providerKeys.detail('facility', prvId), queryFn: () => call(providerCalls.facility, { params }) });
  const locations = useQuery({
    queryKey: providerKeys.detail('facility-locations', prvId),
    queryFn: () => call(providerCalls.facilityLocations, { params }),
    enabled: general.isSuccess,
  });
  const licenses = useQuery({
    queryKey: providerKeys.detail('facility-licenses', prvId),
    queryFn: () => call(providerCalls.facilityLicenses, { params }),
    enabled: locations.isSuccess || locations.isError,
  });
  return { general, locations, licenses };
}
