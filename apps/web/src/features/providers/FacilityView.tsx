import { useState } from 'react';
import { demographicsMessages as messages, demographicsTexts as texts } from '@wcpp/contract';
import { DisclosurePanel } from '../../components/ui/Disclosure';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { Stack } from '../../components/ui/Stack';
import { ApiError } from '../../lib/http';
import { useFacility } from './api';
import { BackButton, InfoList, LoadingText, LicensesTable, LocationDialog, LocationsTable, type LocationDetails, type LocationRow } from './parts';

type Section = 'general' | 'locations' | 'licenses';

/**
 * The facility view (part 2 §2, §4): 'Facility - {name}'; 'Loading facility...' until the facility
 * has come, then its locations, then its licenses; General Information open, Locations and Licenses
 * closed; 'Back to Demographic Search' at the top and bottom.
 */
export function FacilityView({ prvId, name, onBack }: { prvId: number; name: string; onBack: () => void }) {
  const { general, locations, licenses } = useFacility(prvId);
  const [open, setOpen] = useState<Record<Section, boolean>>({ general: true, locations: false, licenses: false });
  const [details, setDetails] = useState<LocationDetails | null>(null);
  const toggle = (s: Section) => setOpen((old) => ({ ...old, [s]: !old[s] }));
  const f = general.data;

  const rows: LocationRow[] = (locations.data ?? []).map((l) => ({
    id: l.poflOfcId,
    name: l.faclocDirectoryLocName,
    address: l.addressString,
    phone: l.faclocDirectoryPhoneNbr,
    fax: l.faclocFaxNbr,
    email: l.faclocEmailAddress,
    accepting: l.flfAcceptWcPatients,
    primary: l.flfPrimaryLocationFlag === 'Y',
    details: {
      name: l.faclocDirectoryLocName,
      services: l.services.map((s) => s.fsrShortDesc),
      specialties: l.specialties.map((s) => s.specDesc),
      focuses: l.focuses.map((s) => s.focusShortDesc),
      languages: l.languagues.map((s) => s.lngLanguageName),
    },
  }));
  const locationsError = locations.error instanceof ApiError ? locations.error.message : (locations.error?.message ?? '');

  return (
    <>
      {/* The name from the address (the list's) only while the facility loads: a crafted link's words never stay in the heading. */}
      <PageTitle>{texts.facilityTitle(f ? f.faclFacilityName : general.isPending ? name : null)}</PageTitle>
      <Stack>
        <BackButton onBack={onBack} />
        {general.isPending && <LoadingText text={messages.loadingFacility} />}
        {general.isError && <Alert severity="error">{messages.facility}</Alert>}
        {f && (
          <div>
            <DisclosurePanel id="facility-general" title={texts.generalInformation} expanded={open.general} onToggle={() => toggle('general')}>
              <InfoList
                items={[
                  [texts.facilityName, f.faclFacilityName],
                  [texts.tin, f.faclTaxId],
                  [texts.npi, f.prvNpi ?? ''],
                  [texts.lob, f.fLob],
                ]}
              />
            </DisclosurePanel>
            <DisclosurePanel id="facility-locations" title={texts.locations} expanded={open.locations} onToggle={() => toggle('locations')}>
              {locations.isError && <Alert severity="error">{messages.facilityLocations(locationsError)}</Alert>}
              {locations.isPending && <PageLoading />}
              {locations.data && <LocationsTable rows={rows} onDetails={setDetails} />}
            </DisclosurePanel>
            <DisclosurePanel id="facility-licenses" title={texts.licenses} expanded={open.licenses} onToggle={() => toggle('licenses')}>
              {licenses.isError && <Alert severity="error">{messages.facility}</Alert>}
              {licenses.isPending && <PageLoading />}
              {licenses.data && <LicensesTable licenses={licenses.data} />}
            </DisclosurePanel>
          </div>
        )}
        <BackButton onBack={onBack} />
        <LocationDialog details={details} onClose={() => setDetails(null)} />
      </Stack>
    </>
  );
}
