import { date, drawBoxes, drawFormGrid, FORM_INK, formName, money, providerAddress, renderForm, DATA_INK, type Box, type Column, type Doc } from './layout';
import type { BillDocumentData, BillDocumentLine } from './types';

const LINES_PER_FORM = 14;
const L = 30;
const W = 552;

/** Revenue code of a service line, from its procedure code family. */
export function revenueCode(procedureCode: string): string {
  if (/^97/.test(procedureCode)) return '0420';
  if (/^9[89]/.test(procedureCode)) return '0510';
  if (/^7/.test(procedureCode)) return '0320';
  if (/^8/.test(procedureCode)) return '0300';
  if (/^[1-6]/.test(procedureCode)) return '0360';
  return '0270';
}

const lineColumns: Column<BillDocumentLine>[] = [
  { header: '42 REV. CD.', width: 44, value: (l) => revenueCode(l.procedureCode) },
  { header: '43 DESCRIPTION', width: 196, value: (l) => l.description.toUpperCase() },
  { header: '44 HCPCS / RATE / HIPPS CODE', width: 86, value: (l) => [l.procedureCode, l.modifier].filter(Boolean).join(' ') },
  { header: '45 SERV. DATE', width: 64, value: (l) => date(l.serviceDate) },
  { header: '46 SERV. UNITS', width: 44, align: 'right', value: (l) => String(l.units) },
  { header: '47 TOTAL CHARGES', width: 70, align: 'right', value: (l) => money(l.billed) },
  { header: '48 NON-COVERED CHARGES', width: 48, align: 'right', value: () => '' },
];

function drawForm(doc: Doc, bill: BillDocumentData, lines: BillDocumentLine[], page: number, pages: number): void {
  doc.font('Helvetica-Bold').fontSize(12).fillColor(FORM_INK).text('UB-04 CMS-1450', L, 22);
  doc
    .font('Courier')
    .fontSize(8.5)
    .fillColor(DATA_INK)
    .text(`BCN ${bill.billControlNumber}   DOC ID ${bill.documentId ?? ''}   PAGE ${page} OF ${pages}`, L + 200, 24, { width: W - 200, align: 'right' });
  const patient = { firstName: bill.patient.firstName, middleName: bill.patient.middleName, lastName: bill.patient.lastName };
  const top: Box[] = [
    { x: L, y: 40, w: 200, h: 56, caption: '1 BILLING PROVIDER NAME, ADDRESS', value: [bill.facilityName ?? bill.provider?.name ?? '', providerAddress(bill)].filter(Boolean).join('\n') },
    { x: L + 200, y: 40, w: 170, h: 56, caption: '2 PAY-TO NAME AND ADDRESS', value: bill.provider?.name ?? '' },
    { x: L + 370, y: 40, w: 120, h: 28, caption: '3a PAT. CNTL #', value: bill.billingId ?? '' },
    { x: L + 490, y: 40, w: W - 490, h: 28, caption: '4 TYPE OF BILL', value: '0131' },
    { x: L + 370, y: 68, w: 120, h: 28, caption: '3b MED. REC. #', value: bill.exId ?? '' },
    { x: L + 490, y: 68, w: W - 490, h: 28, caption: '5 FED. TAX NO.', value: bill.ftin },
    { x: L, y: 96, w: 200, h: 28, caption: '8 PATIENT NAME   a', value: formName(patient) },
    { x: L + 200, y: 96, w: 170, h: 28, caption: '9 PATIENT ADDRESS   a', value: 'ON FILE' },
    { x: L + 370, y: 96, w: W - 370, h: 28, caption: '6 STATEMENT COVERS PERIOD   FROM   THROUGH', value: `${date(bill.beginServiceDate)}  ${date(bill.endServiceDate)}` },
    { x: L, y: 124, w: 90, h: 28, caption: '10 BIRTHDATE', value: date(bill.patient.dateOfBirth) },
    { x: L + 90, y: 124, w: 60, h: 28, caption: '11 SEX', value: '' },
    { x: L + 150, y: 124, w: 220, h: 28, caption: '31 OCCURRENCE CODE / DATE', value: `04  ${date(bill.dateOfInjury)}` },
    { x: L + 370, y: 124, w: W - 370, h: 28, caption: '39 VALUE CODES  CODE  AMOUNT', value: '' },
  ];
  drawBoxes(doc, top);
  const gridBottom = drawFormGrid(doc, L, 160, lineColumns, lines, LINES_PER_FORM, 17);
  const last = page === pages;
  doc.lineWidth(0.6).strokeColor(FORM_INK).rect(L, gridBottom, W, 17).stroke();
  doc.font('Helvetica').fontSize(6).fillColor(FORM_INK).text(`0001   PAGE ${page} OF ${pages}   CREATION DATE`, L + 3, gridBottom + 5, { lineBreak: false });
  doc.font('Courier').fontSize(8).fillColor(DATA_INK).text(last ? `TOTALS ${money(bill.billCharges)}` : 'CONTINUED', L + 300, gridBottom + 5, { width: 200, align: 'right', lineBreak: false });

  const y = gridBottom + 25;
  drawBoxes(doc, [
    { x: L, y, w: 200, h: 28, caption: '50 PAYER NAME', value: (bill.payer.name ?? '').toUpperCase() },
    { x: L + 200, y, w: 110, h: 28, caption: '51 HEALTH PLAN ID', value: bill.payer.id ?? '' },
    { x: L + 310, y, w: 120, h: 28, caption: '55 EST. AMOUNT DUE', value: last ? money(bill.billCharges) : '', align: 'right' },
    { x: L + 430, y, w: W - 430, h: 28, caption: '56 NPI', value: bill.provider?.npi ?? '' },
    { x: L, y: y + 28, w: 200, h: 28, caption: "58 INSURED'S NAME", value: 'EMPLOYER OF RECORD' },
    { x: L + 200, y: y + 28, w: 230, h: 28, caption: "60 INSURED'S UNIQUE ID", value: bill.claimNumber },
    { x: L + 430, y: y + 28, w: W - 430, h: 28, caption: '66 DX', value: 'ON FILE' },
    { x: L, y: y + 56, w: 276, h: 40, caption: '80 REMARKS', value: `WORKERS COMPENSATION CLAIM ${bill.claimNumber}\nDATE OF INJURY ${date(bill.dateOfInjury)}` },
    { x: L + 276, y: y + 56, w: W - 276, h: 40, caption: '76 ATTENDING   NPI   LAST   FIRST', value: formName(bill.physician) },
  ]);
  doc.font('Helvetica').fontSize(6.5).fillColor(FORM_INK).text('UB-04 CMS-1450   APPROVED OMB NO. 0938-0997   NUBC National Uniform Billing Committee', L, y + 104, { width: W, lineBreak: false });
}

/** A UB-04 (CMS-1450) facility claim form carrying the bill. */
export function renderUb04(bill: BillDocumentData): Promise<Buffer> {
  return renderForm(bill, 'UB-04', LINES_PER_FORM, drawForm);
}
