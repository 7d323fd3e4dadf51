import type { Payment, PaymentAdjustment } from '@wcpp/contract';
import type { PayerContact } from './service';

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
      segments.push(['CAS', group, ...list.slice(i, i + 6).flatMap((a) => [a.carc, money(a.amount), ''])].slice(0, -1));
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

/** The 835 of a payment, as the caller may see it. */
export function payment835(payment: Payment, payer: PayerContact, { control, at }: Interchange): string {
  const bills = payment.claims.flatMap((c) => c.bills.map((b) => ({ claim: c, bill: b })));
  const paid = bills.reduce((sum, { bill }) => sum + Math.round(bill.paid * 100), 0) / 100;
  const plb = !payment.partial && payment.providerAdjustment ? payment.providerAdjustment : null;
  const amount = Math.round((paid - (plb?.amount ?? 0)) * 100) / 100;
  const date = ymd(payment.paymentDate);
  const stamp = at.toISOString();
  const controlText = String(control % 1_000_000_000).padStart(9, '0');

  const body: string[][] = [];
  // BPR: I (remittance with payment) or H (notification only, nothing paid).
  const method = amount > 0 ? payment.method : 'NON';
  const bpr = ['BPR', amount > 0 ? 'I' : 'H', money(amount), 'C', method];
  if (method === 'ACH') {
    // The portal holds no bank accounts: the routing and account elements the guide requires for ACH are placeholders.
    bpr.push('CCP', '01', '999999999', 'DA', '0000000000', `1${payment.payerId.padStart(9, '0')}`, '', '01', '999999999', 'DA', '0000000000');
  } else {
    bpr.push('', '', '', '', '', '', '', '', '', '', '');
  }
  bpr.push(date);
  body.push(bpr);
  body.push(['TRN', '1', clean(payment.checkNumber), `1${payment.payerId.padStart(9, '0')}`]);
  body.push(['DTM', '405', date]);
  body.push(['N1', 'PR', clean(payment.payerName)]);
  const [street, city, state] = (payer.address ?? '').split(',').map((part) => clean(part));
  body.push(['N3', street || 'UNKNOWN']);
  body.push(['N4', city || 'UNKNOWN', (state ?? '').slice(0, 2) || 'TX', '00000']);
  body.push(['PER', 'BL', 'PROVIDER SERVICES', 'TE', clean(payer.phone ?? '8000000000')]);
  body.push(['N1', 'PE', `TIN ${payment.payeeFtin}`, 'FI', payment.payeeFtin]);
  body.push(['LX', '1']);
  for (const { claim, bill } of bills) {
    const charge = bill.lines.reduce((sum, l) => sum + Math.round(l.billed * 100), 0) / 100;
    const linePaid = bill.lines.reduce((sum, l) => sum + Math.round(l.paid * 100), 0) / 100;
    body.push(['CLP', clean(bill.billControlNumber), bill.status === 'denied' ? '4' : '1', money(charge), money(linePaid), '', 'WC', clean(claim.claimNumber), '11']);
    body.push(['NM1', 'QC', '1', clean(claim.claimantLastName), clean(claim.claimantFirstName)]);
    body.push(['DTM', '232', ymd(bill.beginServiceDate)]);
    body.push(['DTM', '233', ymd(bill.endServiceDate)]);
    for (const line of bill.lines) {
      const procedure = ['HC', clean(line.procedureCode), ...(line.modifier ? [clean(line.modifier)] : [])].join(COMPONENT);
      body.push(['SVC', procedure, money(line.billed), money(line.paid), '', String(line.units)]);
      body.push(['DTM', '472', ymd(line.serviceDate)]);
      body.push(...casSegments(line.adjustments));
      body.push(['REF', '6R', `${clean(bill.billControlNumber)}-${line.lineNo}`]);
      body.push(['AMT', 'B6', money(line.allowed)]);
      for (const rarc of new Set(line.adjustments.flatMap((a) => (a.rarc ? [a.rarc] : [])))) body.push(['LQ', 'HE', rarc]);
    }
  }
  if (plb) body.push(['PLB', payment.payeeFtin, `${date.slice(0, 4)}1231`, `${plb.code}${COMPONENT}${payment.paymentId}`, money(plb.amount)]);

  const transaction = [['ST', '835', '0001', '005010X221A1'], ...body];
  transaction.push(['SE', String(transaction.length + 1), '0001']);
  const segments = [
    [
      'ISA', '00', pad('', 10), '00', pad('', 10), 'ZZ', pad(SENDER_ID, 15), '30', pad(payment.payeeFtin, 15),
      `${stamp.slice(2, 4)}${stamp.slice(5, 7)}${stamp.slice(8, 10)}`, `${stamp.slice(11, 13)}${stamp.slice(14, 16)}`, REPETITION, '00501', controlText, '0', 'P', COMPONENT,
    ],
    ['GS', 'HP', SENDER_ID, payment.payeeFtin, ymd(stamp.slice(0, 10)), `${stamp.slice(11, 13)}${stamp.slice(14, 16)}`, String(control % 1_000_000_000), 'X', '005010X221A1'],
    ...transaction,
    ['GE', '1', String(control % 1_000_000_000)],
    ['IEA', '1', controlText],
  ];
  return segments.map((s) => s.join(ELEMENT)).join(`${SEGMENT}\n`) + `${SEGMENT}\n`;
}
