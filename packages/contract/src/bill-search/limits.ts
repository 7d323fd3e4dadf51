// Plain values, no zod: a screen that shows the limits and modes need not load the schemas
// (Bill Search validates on the first search, docs/decisions/046).

/** Part 1 §9 limits of Bill Search and Claim Search. */
export const billSearchLimits = {
  maxTins: 5,
  claimNumber: 40,
  name: 40,
  billControlNumber: 22,
  documentId: 50,
  /** Longest service window the server accepts: the ±7 days of part 1 §5. */
  maxWindowDays: 14,
  /** Most bills one request answers (docs/decisions/016-bill-search.md). */
  maxResults: 500,
  eorDelayMs: 3000,
  priceSheetDelayMs: 500,
} as const;

/** Bill Search's three modes, in the order the screen shows them (part 1 §5). */
export const billSearchModes = ['claimNumber', 'claimant', 'billId'] as const;
export type BillSearchMode = (typeof billSearchModes)[number];

/** Issue 27 §4: most bills one document bundle (POST /bills/documents.zip) holds. */
export const DOCUMENT_BUNDLE_MAX_BILLS = 500;
/** The answer header that says how many documents the bundle will hold, so the browser can show its progress. */
export const BUNDLE_DOCUMENTS_HEADER = 'x-bundle-documents';
export const ZIP_TYPE = 'application/zip';
