import { DOCUMENT_BUNDLE_MAX_BILLS } from './limits';

/** Part 1 §5 and §8: Bill Search. */
export const billSearchMessages = {
  selectTins: 'Select up to 5 TINS',
  global: 'Please enter required information for search.  Refer to "Search Help" for valid search combinations.',
  claimNumber: 'Enter a claim number',
  serviceDateRequired: 'Enter an approximate date of service.',
  serviceDateInvalid: 'Enter a valid Approximate Date of Service',
  serviceDateFuture: 'Approximate Date of Service cannot be a future date',
  firstName: "Enter claimant's first name",
  lastName: "Enter claimant's last name",
  dobRequired: "Enter claimant's date of birth",
  dobInvalid: 'Enter a valid Claimant Date of Birth',
  dobFuture: 'Claimant Date of Birth cannot be a future date',
  billId: 'Enter Document ID or Bill Control Number',
  retrieval: 'Error: There was an error retrieving data. Please try again or contact Customer Service.',
  noBills: 'There are no Bills available for the criteria entered, please revise your search criteria and try again.',
  imageUnavailable: 'The image cannot be displayed. Contact provider service for assistance.',
  blobImageUnavailable: 'Error: The image selected is not available.',
  popupBlocked: 'Please add this site to allow popups or click VIEW IMAGE.',
  paymentUnavailable: 'Payment Information is not available. Please contact Customer Service.',
} as const;

/** Issue 27 §4: the document bundle (POST /bills/documents.zip). */
export const documentBundleMessages = {
  noBills: 'Select the bills whose documents you want.',
  tooManyBills: `A bundle holds the documents of at most ${DOCUMENT_BUNDLE_MAX_BILLS} bills. Select fewer and try again.`,
  notFound: 'Some of these bills were not found. Search again and select the bills.',
  noDocuments: 'None of the selected bills has a document to download.',
  busy: 'Your previous download is still being prepared. Please wait for it to finish.',
  failed: 'The download stopped before it was complete. Please try again.',
} as const;
