import type { ClaimBillStatus } from './schemas';

/** Texts of the claim page (issue 27 §1): title case for headings and column names, as the portal's other screens. */
export const claimTexts = {
  title: (claimNumber: string) => `Claim ${claimNumber}`,
  loading: 'Loading the claim…',
  claimant: 'Claimant',
  dateOfBirth: 'Date of Birth',
  dateOfInjury: 'Date of Injury',
  state: 'State of Jurisdiction',
  lineOfBusiness: 'Line of Business',
  payer: 'Payer',
  totals: 'Totals',
  billCount: (n: number) => (n === 1 ? '1 bill' : `${n.toLocaleString('en-US')} bills`),
  billed: 'Billed',
  allowed: 'Allowed',
  /** The Allowed total's name when denied bills are left out of it (decision 059, decision 082). */
  allowedWithoutDenied: 'Allowed, denied bills left out',
  /** Says what the Allowed total leaves out, so it reads true beside the table's Allowed column (decision 082). */
  deniedLeftOut: (bills: number, amount: string, withThem: string) =>
    `Allowed leaves out ${bills === 1 ? '1 denied bill' : `${bills.toLocaleString('en-US')} denied bills`}, whose allowance was ${amount}. With ${bills === 1 ? 'it' : 'them'}, the bills' allowances come to ${withThem}.`,
  paid: 'Paid',
  serviceDates: (first: string, last: string) => `Dates of service ${first} to ${last}`,
  timeline: 'Bills by month of service',
  /** A month of the timeline, its month as M/YYYY (decision 082). */
  timelineBar: (month: string, n: number) => `${month}: ${n === 1 ? '1 bill' : `${n} bills`}`,
  /** Months with no bill between two that have one: the gaps in care show (decision 082). */
  timelineGap: (first: string, last: string) => (first === last ? `${first}: no bill` : `${first} to ${last}: no bill`),
  noBill: 'No bill',
  /** Marks a bill of the second source in words, beside its Bill Ref (decision 082). */
  secondSource: 'Second source',
  /** A denied bill's payment column: the payment that remitted the denial, a link to its page (decision 083). */
  deniedOn: (paymentNumber: string) => `Denied on ${paymentNumber}`,
  deniedOnLabel: (paymentNumber: string, billControlNumber: string) => `Denied on ${paymentNumber}: open the payment that remitted the denial of bill ${billControlNumber}`,
  billsTable: 'Bills on this claim',
  /** What the claim page's export holds (issue 27 §3): every bill in scope, not only the page shown. */
  exportAll: (n: number) => `all ${n === 1 ? '1 bill' : `${n.toLocaleString('en-US')} bills`} of this claim`,
  columns: {
    ftin: 'TIN',
    billControlNumber: 'Bill Ref',
    serviceDates: 'Dates of Service',
    provider: 'Provider',
    billed: 'Billed',
    allowed: 'Allowed',
    paid: 'Paid',
    paidDate: 'Paid Date',
    checkNumber: 'Check Number',
    status: 'Status',
    documents: 'Documents',
  },
  statuses: {
    received: 'Received',
    'in review': 'In review',
    allowed: 'Allowed',
    paid: 'Paid',
    'partly paid': 'Partly paid',
    denied: 'Denied',
  } satisfies Record<ClaimBillStatus, string>,
  openClaim: (claimNumber: string) => `Open claim ${claimNumber}`,
} as const;
