import { useQuery } from '@tanstack/react-query';
import {
  api,
  type FacilityLocationListSchema,
  type FacilitySchema,
  type LicenseListSchema,
  type PhysicianLocationListSchema,
  type PhysicianSchema,
  type ProviderListSchema,
  type SpecialtyListSchema,
} from '@wcpp/contract';
import { http } from '../../lib/http';

/** Query keys of Provider Demographics. */
export const providerKeys = {
  all: ['providers'] as const,
  list: (tin: string) => [...providerKeys.all, 'list', tin] as const,
  detail: (part: string, prvId: number) => [...providerKeys.all, part, prvId] as const,
};

/** GET /provider/list/{tin}: the TIN's providers by name. */
export const useProviderList = (tin: string) =>
  useQuery({ queryKey: providerKeys.list(tin), queryFn: () => http.get<typeof ProviderListSchema>(api.providerList(tin)), enabled: Boolean(tin) });

/** The four calls of the physician view, all at once. */
export function usePhysician(prvId: number) {
  return {
    general: useQuery({ queryKey: providerKeys.detail('physician', prvId), queryFn: () => http.get<typeof PhysicianSchema>(api.physician(prvId)) }),
    specialties: useQuery({ queryKey: providerKeys.detail('specialties', prvId), queryFn: () => http.get<typeof SpecialtyListSchema>(api.physicianSpecialties(prvId)) }),
    locations: useQuery({ queryKey: providerKeys.detail('physician-locations', prvId), queryFn: () => http.get<typeof PhysicianLocationListSchema>(api.physicianLocations(prvId)) }),
    licenses: useQuery({ queryKey: providerKeys.detail('physician-licenses', prvId), queryFn: () => http.get<typeof LicenseListSchema>(api.physicianLicenses(prvId)) }),
  };
}

/** The facility view (part 2 §4): the facility first, then on success its locations, then its licenses. */
export function useFacility(prvId: number) {
  const general = useQuery({ queryKey: providerKeys.detail('facility', prvId), queryFn: () => http.get<typeof FacilitySchema>(api.facility(prvId)) });
  const locations = useQuery({
    queryKey: providerKeys.detail('facility-locations', prvId),
    queryFn: () => http.get<typeof FacilityLocationListSchema>(api.facilityLocations(prvId)),
    enabled: general.isSuccess,
  });
  const licenses = useQuery({
    queryKey: providerKeys.detail('facility-licenses', prvId),
    queryFn: () => http.get<typeof LicenseListSchema>(api.facilityLicenses(prvId)),
    enabled: locations.isSuccess || locations.isError,
  });
  return { general, locations, licenses };
}
