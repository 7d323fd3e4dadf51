import { useState } from 'react';
import { demographicsMessages as messages, demographicsTexts as texts, formatDate, type Specialty } from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { DisclosurePanel } from '../../components/ui/Disclosure';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { Stack } from '../../components/ui/Stack';
import { usePhysician } from './api';
import { BackButton, InfoList, LicensesTable, LocationDialog, LocationsTable, tableProps, type LocationDetails, type LocationRow } from './parts';

const specialtyColumns: DataColumn<Specialty>[] = [
  { id: 'specialty', header: texts.specialty, text: (s) => s.specDesc, priority: 'key' },
  { id: 'rank', header: texts.rank, text: (s) => String(s.srrRank), sortValue: (s) => s.srrRank, priority: 'key' },
];

type Section = 'general' | 'specialties' | 'locations' | 'licenses';

/**
 * The physician view (part 2 §2): General Information open, Specialties, Locations (each office's
 * focus list in its dialog) and Licenses closed; 'Back to Demographic Search' at the top and bottom.
 */
export function PhysicianView({ prvId, name, onBack }: { prvId: number; name: string; onBack: () => void }) {
  const { general, specialties, locations, licenses } = usePhysician(prvId);
  const [open, setOpen] = useState<Record<Section, boolean>>({ general: true, specialties: false, locations: false, licenses: false });
  const [details, setDetails] = useState<LocationDetails | null>(null);
  const toggle = (s: Section) => setOpen((old) => ({ ...old, [s]: !old[s] }));
  const p = general.data;
  // The name from the address (the list's) only while the physician loads: a crafted link's words never stay in the heading.
  const fullName = p ? [p.phyFirstName, p.phyMiddleName, p.phyLastName].filter(Boolean).join(' ') : general.isPending ? name : null;
  const failed = general.isError || specialties.isError || locations.isError;

  const rows: LocationRow[] = (locations.data ?? []).map((l) => ({
    id: l.poflOfcId,
    name: l.phoOfficeName,
    address: l.address,
    phone: l.ofcDirectoryPhoneNbr,
    fax: l.ofcFaxNbr,
    email: l.ofcEmailAddress,
    accepting: l.poflAcceptWcPatientsFlag,
    primary: l.poflPrimaryOfficeFlag === 'Y',
    details: { name: l.phoOfficeName, services: [], specialties: [], focuses: l.details.map((d) => d.focusShortDesc), languages: [] },
  }));

  return (
    <>
      <PageTitle>{texts.physicianTitle(fullName)}</PageTitle>
      <Stack>
        <BackButton onBack={onBack} />
        {failed && <Alert severity="error">{messages.physician}</Alert>}
        {general.isPending ? (
          <PageLoading />
        ) : (
          <div>
            <DisclosurePanel id="physician-general" title={texts.generalInformation} expanded={open.general} onToggle={() => toggle('general')}>
              {p && (
                <InfoList
                  items={[
                    [texts.name, fullName],
                    [texts.degree, p.degreeStr],
                    [texts.dateOfBirth, formatDate(p.phyDateOfBirth)],
                    [texts.gender, p.phyGender ? (texts.genders[p.phyGender] ?? p.phyGender) : ''],
                    [texts.languages, p.languageStr],
                    [texts.npi, p.prvNpi],
                    [texts.tin, p.prvTaxId],
                    [texts.lob, p.lobString],
                  ]}
                />
              )}
            </DisclosurePanel>
            <DisclosurePanel id="physician-specialties" title={texts.specialties} expanded={open.specialties} onToggle={() => toggle('specialties')}>
              {specialties.data && (
                <DataTable<Specialty> label={texts.specialties} columns={specialtyColumns} rows={specialties.data} rowKey={(s) => `${s.srrRank}-${s.specDesc}`} defaultSort={{ id: 'specialty' }} {...tableProps} />
              )}
            </DisclosurePanel>
            <DisclosurePanel id="physician-locations" title={texts.locations} expanded={open.locations} onToggle={() => toggle('locations')}>
              {locations.data && <LocationsTable rows={rows} onDetails={setDetails} />}
            </DisclosurePanel>
            <DisclosurePanel id="physician-licenses" title={texts.licenses} expanded={open.licenses} onToggle={() => toggle('licenses')}>
              {licenses.isError && <Alert severity="error">{messages.physicianLicenses}</Alert>}
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
