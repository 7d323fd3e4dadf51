import { ownTinTexts } from '../shared/texts';
/**
 * Texts of Bill Search that the spec describes without wording (headings, labels, column headers,
 * progress, disclaimer). Chosen once here; see docs/decisions/017-bill-search-screen.md.
 */
export const billSearchTexts = {
  title: 'Bill Search',
  modes: {
    claimNumber: 'Search By Claim Number',
    claimant: 'Search By Claimant',
    billId: 'Search By Bill ID',
  },
  tins: 'TINs (select 1 to 5)',
  noTins: ownTinTexts.noTins,
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
  /** The payment button's name starts with its visible text, View (WCAG 2.5.3; docs/decisions/032). */
  viewPaymentLabel: (billControlNumber: string) => `View payment information ${billControlNumber}`,
  /** What names a bill in its row's details button. */
  rowLabel: (ref: string) => `bill ${ref}`,
  allowanceLabel: (amount: string, kind: 'eor' | 'priceSheet') => `${amount}, open the ${kind === 'eor' ? 'EOR' : 'pricing sheet'}`,
} as const;

/**
 * The Search Help panel the Bill Search global message refers to (part 1 §5 'Refer to "Search Help"
 * for valid search combinations'). The spec does not word it; chosen in docs/decisions/032.
 */
export const billSearchHelpTexts = {
  title: 'Search Help',
  intro: 'Select 1 to 5 of your TINs, open one of the three searches, and fill in its combination:',
  and: 'and',
  or: 'or',
  allRequired: 'All of these are required.',
  oneOf: 'One of the two is required; typing in one disables the other.',
  serviceDate: (days: number) => `Bills are found whose service dates fall within ${days} days before or after the Approximate Date of Service.`,
  dates: 'Dates are entered as MM/DD/YYYY and cannot be in the future.',
  close: 'Hide Search Help',
} as const;

/** The document bundle (issue 27 §4): the rows' checkboxes, "Download selected" and its progress. */
export const documentBundleTexts = {
  downloadSelected: (n: number) => (n ? `Download selected (${n})` : 'Download selected'),
  selectRow: (rowLabel: string) => `Select ${rowLabel}`,
  selectAll: 'Select every bill the table shows',
  preparing: 'Preparing the documents…',
  progress: (done: number, total: number) => `Documents ready: ${done} of ${total}`,
  progressLabel: 'Documents ready',
  fileName: 'Bill documents.zip',
} as const;
