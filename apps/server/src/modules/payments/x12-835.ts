import type { PaymentAdjustment } from '@wcpp/contract';
import type { PayerContact, PaymentHeader, RemittedBill } from './service';

/*
 * A payment as an ASC X12 005010X221A1 835 (issue 28 §3, docs/decisions/066-payments.md): one
 * interchange, one functional group (HP), one transaction. One CLP per bill; per line SVC, DTM*472,
 * CAS, AMT*B6 and LQ*HE; PLB for the provider-level adjustment. Balanced by construction: BPR02 = ΣCLP04
 * − ΣPLB; each CLP03 − CLP04 = its lines' CAS; each SVC02 − SVC03 = its CAS.
 * Only the caller's bills are written; a partial payment (bills of other TINs) is written as the
 * caller's part alone: BPR02 is what it paid on those bills and it carries no PLB.
 */

const ELEMENT = '*';
const COMPONENT = ':';
const REPETITION = '^';
const SEGMENT = '~';

/** The portal's interchange id (ISA06/GS02) and the receiver's: the payee TIN. */
const SENDER_ID = 'WCPPPORTAL';

/** Text the 835 may carry: X12's delimiters and anything outside printable ASCII become spaces. */
function clean(value: string | number | null | undefined): string {
  return String(value ?? '')
    .replace(/[*:^~\r\n]/g, ' ')
    .replace(/[^\x20-\x7e]/g, ' ')
    .trim();
}
const money = (value: number) => {
  const text = (Math.round(value * 100) / 100).toFixed(2);
  return text.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
};
const ymd = (iso: string) => iso.replaceAll('-', '');
const pad = (value: string, width: number) => clean(value).slice(0, width).padEnd(width, ' ');

/** Adjustments of one line or claim as CAS segments, one per group code, at most six reasons each. */
function casSegments(adjustments: readonly PaymentAdjustment[]): string[][] {
  const byGroup = new Map<string, PaymentAdjustment[]>();
  for (const a of adjustments) byGroup.set(a.group, [...(byGroup.get(a.group) ?? []), a]);
  const segments: string[][] = [];
  for (const [group, list] of byGroup) {
    for (let i = 0; i < list.length; i += 6) {
      segments.push(['CAS', clean(group), ...list.slice(i, i + 6).flatMap((a) => [clean(a.carc), money(a.amount), ''])].slice(0, -1));
    }
  }
  return segments;
}

export interface Interchange {
  /** ISA13 and GS06: a control number of at most nine digits. */
  control: number;
  /** When the file is made. */
  at: Date;
}

const text = (segments: string[][]) => segments.map((s) => `${s.join(ELEMENT)}${SEGMENT}\n`).join('');

/** A bill's CLP loop: the claim, the claimant, the service dates, and per line SVC, DTM, CAS, REF, AMT and LQ. */
function claimSegments({ claim, bill }: RemittedBill): string[][] {
  const charge = bill.lines.reduce((sum, l) => sum + Math.round(l.billed * 100), 0) / 100;
  const linePaid = bill.lines.reduce((sum, l) => sum + Math.round(l.paid * 100), 0) / 100;
  const segments = [
    ['CLP', clean(bill.billControlNumber), bill.status === 'denied' ? '4' : '1', money(charge), money(linePaid), '', 'WC', clean(claim.claimNumber), '11'],
    ['NM1', 'QC', '1', clean(claim.claimantLastName), clean(claim.claimantFirstName)],
    ['DTM', '232', ymd(clean(bill.beginServiceDate))],
    ['DTM', '233', ymd(clean(bill.endServiceDate))],
  ];
  for (const line of bill.lines) {
    const procedure = ['HC', clean(line.procedureCode), ...(line.modifier ? [clean(line.modifier)] : [])].join(COMPONENT);
    segments.push(['SVC', procedure, money(line.billed), money(line.paid), '', String(line.units)]);
    segments.push(['DTM', '472', ymd(clean(line.serviceDate))]);
    segments.push(...casSegments(line.adjustments));
    segments.push(['REF', '6R', `${clean(bill.billControlNumber)}-${line.lineNo}`]);
    segments.push(['AMT', 'B6', money(line.allowed)]);
    for (const rarc of new Set(line.adjustments.flatMap((a) => (a.rarc ? [clean(a.rarc)] : [])))) segments.push(['LQ', 'HE', rarc]);
  }
  return segments;
}

/**
 * The 835 of a payment as the caller may see it, written as it is read: the header (BPR's amount is
 * known before the bills, from `payment.paidToYou`), then one chunk per page of bills, then the
 * trailers, whose SE counts the segments written. Only a page of bills is held at a time.
 */
export async function* write835(payment: PaymentHeader, payer: PayerContact, pages: AsyncIterable<RemittedBill[]>, { control, at }: Interchange): AsyncGenerator<string> {
  const plb = !payment.partial && payment.providerAdjustment ? payment.providerAdjustment : null;
  const amount = Math.round((payment.paidToYou - (plb?.amount ?? 0)) * 100) / 100;
  const date = ymd(clean(payment.paymentDate));
  const stamp = at.toISOString();
  const controlText = String(control % 1_000_000_000).padStart(9, '0');
  // The payer's identifiers are checked when its data is loaded (identifiers.ts); written cleaned all the same.
  const payee = clean(payment.payeeFtin);
  const payerRef = `1${clean(payment.payerId).padStart(9, '0')}`;

  const opening: string[][] = [
    [
      'ISA', '00', pad('', 10), '00', pad('', 10), 'ZZ', pad(SENDER_ID, 15), '30', pad(payee, 15),
      `${stamp.slice(2, 4)}${stamp.slice(5, 7)}${stamp.slice(8, 10)}`, `${stamp.slice(11, 13)}${stamp.slice(14, 16)}`, REPETITION, '00501', controlText, '0', 'P', COMPONENT,
    ],
    ['GS', 'HP', SENDER_ID, payee, ymd(stamp.slice(0, 10)), `${stamp.slice(11, 13)}${stamp.slice(14, 16)}`, String(control % 1_000_000_000), 'X', '005010X221A1'],
    ['ST', '835', '0001', '005010X221A1'],
  ];
  // BPR: I (remittance with payment) or H (notification only, nothing paid).
  const method = amount > 0 ? payment.method : 'NON';
  const bpr = ['BPR', amount > 0 ? 'I' : 'H', money(amount), 'C', method];
  if (method === 'ACH') {
    // The portal holds no bank accounts: the routing and account elements the guide requires for ACH are placeholders.
    bpr.push('CCP', '01', '999999999', 'DA', '0000000000', payerRef, '', '01', '999999999', 'DA', '0000000000');
  } else {
    bpr.push('', '', '', '', '', '', '', '', '', '', '');
  }
  bpr.push(date);
  const [street, city, state] = (payer.address ?? '').split(',').map((part) => clean(part));
  opening.push(
    bpr,
    ['TRN', '1', clean(payment.checkNumber), payerRef],
    ['DTM', '405', date],
    ['N1', 'PR', clean(payment.payerName)],
    ['N3', street || 'UNKNOWN'],
    ['N4', city || 'UNKNOWN', (state ?? '').slice(0, 2) || 'TX', '00000'],
    ['PER', 'BL', 'PROVIDER SERVICES', 'TE', clean(payer.phone ?? '8000000000')],
    ['N1', 'PE', `TIN ${payee}`, 'FI', payee],
    ['LX', '1'],
  );
  // The transaction's segments so far, ST included (ISA and GS are outside it).
  let counted = opening.length - 2;
  yield text(opening);

  for await (const page of pages) {
    const segments = page.flatMap(claimSegments);
    counted += segments.length;
    yield text(segments);
  }

  const closing: string[][] = [];
  if (plb) closing.push(['PLB', payee, `${date.slice(0, 4)}1231`, `${clean(plb.code)}${COMPONENT}${payment.paymentId}`, money(plb.amount)]);
  closing.push(['SE', String(counted + closing.length + 1), '0001'], ['GE', '1', String(control % 1_000_000_000)], ['IEA', '1', controlText]);
  yield text(closing);
}
