import { clientListTexts } from '../client-list/texts';

/** PPO Fee Schedule labels (part 2 §2; decision 042 where the spec has none). */
export const feeScheduleTexts = {
  title: 'PPO Fee Schedule',
  lineOfBusiness: 'Line of Business',
  tin: 'Tax ID',
  provider: 'Provider',
  /** Providers of the same name told apart by their id, as Client List does (issue 26 §4). */
  providerOption: clientListTexts.providerOption,
  choose: 'Select',
  search: 'SEARCH',
  reset: 'RESET',
  rateCodes: 'Rate Codes',
  select: 'Select',
  selectRateCode: (code: string, location: string) => `Select ${code} at ${location}`,
  columns: {
    nationalRateCd: 'Rate Code',
    provLctnName: 'Location',
    provLctnAddr: 'Address',
    provLctnDetails: 'Details',
    lctnZipCd: 'ZIP Code',
    cpdProvId: 'Provider ID',
  },
  progressTitle: 'Preparing your fee schedule',
  progress: 'Please wait while we process your request.',
  /** The user's files: the header's count leads to them. */
  files: 'Your Fee Schedules',
  fileColumn: 'File',
  requestedColumn: 'Requested',
  stateColumn: 'Status',
  opened: 'Opened',
  open: 'Open',
  openFile: (name: string) => `Open ${name}`,
  // The badge's number is visible text, so the name holds it, 0 included (WCAG 2.5.3).
  filesButton: (count: number) => `Fee Schedules, ${count} not yet opened`,
  noFiles: 'No fee schedules yet',
  newFile: 'New',
  mirroringNote: 'Requests are not available while mirroring a user.',
} as const;

/** Part 2 §9: FeeSchedule_{rate code}_{zip}.xlsx, one sheet; the header rows name the provider location. */
export const feeScheduleDocument = {
  sheetName: 'Fee Schedule',
  fileName: (rateCd: string, zip: string) => `FeeSchedule_${rateCd}_${zip}.xlsx`,
  headingRow: 9,
  headings: ['Procedure Code', 'Description', 'Modifier', 'PPO Allowance'],
} as const;
