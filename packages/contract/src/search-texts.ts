/**
 * Texts of Bill Search and Claim Search that the spec describes without wording (headings, labels,
 * column headers, progress, disclaimer). Chosen once here; see docs/decisions/017-bill-search-screen.md.
 */
export const billSearchTexts = {
  title: 'Bill Search',
  modes: {
    claimNumber: 'Search By Claim Number',
    claimant: 'Search By Claimant',
    billId: 'Search By Bill ID',
  },
  tins: 'TINs (select 1 to 5)',
  noTins: 'No TINs are assigned to your account. Ask your Account Administrator to assign one.',
  claimNumber: 'Claim Number',
  serviceDate: 'Approximate Date of Service',
  firstName: 'Claimant First Name',
  lastName: 'Claimant Last Name',
  dateOfBirth: 'Claimant Date of Birth',
  billControlNumber: 'Bill Control Number',
  documentId: 'Document ID',
  dateHint: 'MM/DD/YYYY',
  search: 'SEARCH',
  reset: 'RESET',
  searching: 'Searching for bills. This may take a moment…',
  results: (count: number) => `${count} ${count === 1 ? 'bill' : 'bills'} found`,
  resultsTable: 'Bills found',
  disclaimer:
    'The amounts on EORs and pricing sheets are recommended reimbursements and may differ from the actual payments.',
  columns: {
    tin: 'TIN',
    claimant: 'Claimant',
    beginServiceDate: 'Begin Service Date',
    endServiceDate: 'End Service Date',
    billRef: 'Bill Ref / DCN',
    physician: 'Physician',
    facility: 'Facility',
    billCharges: 'Bill Charges',
    recommendedAllowance: 'Recommended Allowance',
    claimNumber: 'Claim Number',
    paymentInfo: 'Payment Information',
  },
  notAvailable: 'Not Available',
  notApplicable: 'Not Applicable',
  viewPayment: 'View',
  paymentTitle: 'Payment Information',
  paidAmount: 'Paid Amount',
  paidDate: 'Paid Date',
  checkNumber: 'Check Number',
  close: 'CLOSE',
  viewImage: 'VIEW IMAGE',
  popupTitle: 'Allow pop-ups',
  loading: 'Loading…',
  openingEor: 'Opening the EOR…',
  openingDocument: 'Opening the document…',
  downloadingPriceSheet: 'Downloading the pricing sheet…',
  billRefLabel: (ref: string) => `Open bill ${ref}`,
  allowanceLabel: (amount: string, kind: 'eor' | 'priceSheet') => `${amount}, open the ${kind === 'eor' ? 'EOR' : 'pricing sheet'}`,
} as const;

export const claimSearchTexts = {
  title: 'Claim Search',
  firstName: 'Claimant First Name',
  lastName: 'Claimant Last Name',
  dateOfBirth: 'Claimant Date of Birth',
  dateOfInjury: 'Claimant Date of Injury',
  wildcard: 'Match first names beginning with what I typed',
  search: 'SEARCH',
  reset: 'RESET',
  searching: 'Searching for claims…',
  resultsTable: 'Claims found',
  columns: {
    claimNumber: 'Claim Number',
    claimant: 'Claimant Name',
    dateOfBirth: 'Date of Birth',
    dateOfInjury: 'Date of Injury',
    state: 'State',
    gender: 'Gender',
  },
} as const;

export const tableTexts = {
  noRows: 'No records to display',
  filterLabel: (column: string) => `Filter by ${column}`,
} as const;

/** The calendar button of a date field. */
export const dateFieldTexts = {
  choose: (label: string) => `Choose ${label} from a calendar`,
} as const;
