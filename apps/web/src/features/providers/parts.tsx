import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { demographicsTexts as texts, formatDate, formatPhone, type License } from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { PrimaryMarker } from './PrimaryMarker';

/** Part 2 §2: every table here filters with 'Enter {column}', sorts and pages, 5 rows at first (§9). */
export const tableProps = { filterLabel: texts.filter, initialPageSize: 5 } as const;

export const phone = (value: string | null) => (value ? formatPhone(value) : '');
export const yesNo = (flag: 'Y' | 'N') => (flag === 'Y' ? texts.yes : texts.no);

/** Label and value pairs of a General Information section. */
export function InfoList({ items }: { items: [label: string, value: string | null | undefined][] }) {
  return (
    <Box component="dl" sx={infoSx}>
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value ?? ''}</dd>
        </Fragment>
      ))}
    </Box>
  );
}

const infoSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
  columnGap: 3,
  rowGap: 0.75,
  m: 0,
  '& dt': { fontWeight: 600, color: 'text.secondary' },
  '& dd': { m: 0, mb: { xs: 1, sm: 0 }, minHeight: '1.5em' },
} as const;

const licenseColumns: DataColumn<License>[] = [
  { id: 'type', header: texts.licenseType, text: (l) => l.ltrLicenseType, priority: 'key' },
  { id: 'state', header: texts.state, text: (l) => l.plicStateCode, priority: 'key', nowrap: true },
  { id: 'number', header: texts.licenseNumber, text: (l) => l.plicLicenseNbr, priority: 'key', nowrap: true },
  { id: 'issue', header: texts.issueDate, text: (l) => formatDate(l.plicIssueDate), sortValue: (l) => l.plicIssueDate ?? '', nowrap: true },
  { id: 'expiry', header: texts.expirationDate, text: (l) => formatDate(l.plicExpirationDate), sortValue: (l) => l.plicExpirationDate ?? '', nowrap: true },
  { id: 'status', header: texts.status, text: (l) => l.lsrStatus, priority: 'key' },
];

/** The Licenses table of both views: Type, State, License Number, Issue Date, Expiration Date, Status. */
export function LicensesTable({ licenses }: { licenses: License[] }) {
  return (
    <DataTable<License>
      label={texts.licenses}
      columns={licenseColumns}
      rows={licenses}
      rowKey={(l) => `${l.plicStateCode}-${l.plicLicenseNbr}`}
      rowLabel={(l) => l.plicLicenseNbr}
      defaultSort={{ id: 'type' }}
      {...tableProps}
    />
  );
}

/** One table of the location dialog: a single column of descriptions. */
function DescriptionTable({ title, header, values }: { title: string; header: string; values: string[] }) {
  if (!values.length) return null;
  const columns: DataColumn<string>[] = [{ id: 'description', header, text: (v) => v, priority: 'key' }];
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      <DataTable<string> label={title} columns={columns} rows={values} rowKey={(v) => v} defaultSort={{ id: 'description' }} {...tableProps} />
    </Box>
  );
}

export interface LocationDetails {
  name: string;
  services: string[];
  specialties: string[];
  focuses: string[];
  languages: string[];
}

export const hasDetails = (d: LocationDetails) => d.services.length + d.specialties.length + d.focuses.length + d.languages.length > 0;

/** 'Location:{name}' (part 2 §2): Services, Specialties, Focuses, Languages, each only when it has rows; CLOSE. */
export function LocationDialog({ details, onClose }: { details: LocationDetails | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(details)} onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { minWidth: { md: 800 }, width: { xs: '100%', md: 'auto' } } } }} aria-labelledby="location-dialog-title">
      {details && (
        <>
          <DialogTitle id="location-dialog-title">{texts.locationDialog(details.name)}</DialogTitle>
          <DialogContent dividers>
            <DescriptionTable title={texts.services} header={texts.service} values={details.services} />
            <DescriptionTable title={texts.specialties} header={texts.specialty} values={details.specialties} />
            <DescriptionTable title={texts.focuses} header={texts.focus} values={details.focuses} />
            <DescriptionTable title={texts.languagesTable} header={texts.language} values={details.languages} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {texts.close}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** 'Back to Demographic Search', at the top and the bottom of each view. */
export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="outlined" onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
      {texts.back}
    </Button>
  );
}

/** A location of either view, as the Locations table shows it. */
export interface LocationRow {
  id: number;
  name: string;
  address: string;
  phone: string | null;
  fax: string | null;
  email: string | null;
  accepting: 'Y' | 'N';
  primary: boolean;
  details: LocationDetails;
}

/**
 * Locations: Name (with the 'P' primary marker), Address, Phone, Fax, Email Address, Accepting New
 * WC?, Additional Information ('View Details' only when there is something to show).
 */
export function LocationsTable({ rows, onDetails }: { rows: LocationRow[]; onDetails: (details: LocationDetails) => void }) {
  const columns: DataColumn<LocationRow>[] = [
    {
      id: 'name',
      header: texts.name,
      text: (l) => l.name,
      priority: 'key',
      render: (l) => (
        <>
          {l.name}
          {l.primary && <PrimaryMarker id={String(l.id)} />}
        </>
      ),
    },
    { id: 'address', header: texts.address, text: (l) => l.address, priority: 'key' },
    { id: 'phone', header: texts.phone, text: (l) => phone(l.phone), nowrap: true },
    { id: 'fax', header: texts.fax, text: (l) => phone(l.fax), nowrap: true, priority: 'secondary' },
    { id: 'email', header: texts.email, text: (l) => l.email ?? '' },
    { id: 'accepting', header: texts.acceptingWc, text: (l) => yesNo(l.accepting), nowrap: true },
    {
      id: 'additional',
      header: texts.additional,
      text: () => '',
      controls: true,
      priority: 'key',
      render: (l) =>
        hasDetails(l.details) ? (
          <Button size="small" onClick={() => onDetails(l.details)} aria-label={texts.viewDetailsOf(l.name)}>
            {texts.viewDetails}
          </Button>
        ) : null,
    },
  ];
  return <DataTable<LocationRow> label={texts.locations} columns={columns} rows={rows} rowKey={(l) => String(l.id)} rowLabel={(l) => l.name} defaultSort={{ id: 'name' }} {...tableProps} />;
}

/** A progress message the person reads (part 2 §8 'Loading facility...'), announced politely. */
export function LoadingText({ text }: { text: string }) {
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 1 }}>
      {text}
    </Typography>
  );
}
