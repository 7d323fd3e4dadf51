import { Fragment } from 'react';
import { demographicsTexts as texts, formatDate, formatPhone, type License } from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { PrimaryMarker } from './PrimaryMarker';

/** Part 2 §2: every table here filters with 'Enter {column}', sorts and pages, 5 rows at first (§9). */
export const tableProps = { filterLabel: texts.filter, initialPageSize: 5 } as const;

export const phone = (value: string | null) => (value ? formatPhone(value) : '');
export const yesNo = (flag: 'Y' | 'N') => (flag === 'Y' ? texts.yes : texts.no);

/** Label and value pairs of a General Information section. */
export function InfoList({ items }: { items: [label: string, value: string | null | undefined][] }) {
  return (
    <dl className="wc-pairs wc-pairs-info">
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value ?? ''}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

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
    <div className="wc-mb2">
      <h3 className="wc-location-table-title">{title}</h3>
      <DataTable<string> label={title} columns={columns} rows={values} rowKey={(v) => v} defaultSort={{ id: 'description' }} {...tableProps} />
    </div>
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
  if (!details) return null;
  return (
    <Dialog
      title={texts.locationDialog(details.name)}
      titleId="location-dialog-title"
      onClose={onClose}
      wide
      actions={
        <Button onClick={onClose}>
          {texts.close}
        </Button>
      }
    >
      <div className="wc-location-details">
        <DescriptionTable title={texts.services} header={texts.service} values={details.services} />
        <DescriptionTable title={texts.specialties} header={texts.specialty} values={details.specialties} />
        <DescriptionTable title={texts.focuses} header={texts.focus} values={details.focuses} />
        <DescriptionTable title={texts.languagesTable} header={texts.language} values={details.languages} />
      </div>
    </Dialog>
  );
}

/** 'Back to Demographic Search', at the top and the bottom of each view. */
export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="outlined" onClick={onBack} className="wc-back">
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
          <Button size="small" variant="text" onClick={() => onDetails(l.details)} aria-label={texts.viewDetailsOf(l.name)}>
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
    <p role="status" className="wc-text wc-secondary wc-loading-text">
      {text}
    </p>
  );
}
