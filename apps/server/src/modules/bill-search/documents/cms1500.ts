import { date, displayName, drawBoxes, drawFormGrid, FORM_INK, formName, money, providerAddress, renderForm, DATA_INK, type Box, type Column, type Doc } from './layout';
import type { BillDocumentData, BillDocumentLine } from './types';

/** The CMS-1500 has six service lines; a longer bill continues on further forms. */
const LINES_PER_FORM = 6;
const L = 30;
const W = 552;
const HALF = 300;

const lineColumns: Column<BillDocumentLine>[] = [
  { header: '24. A. DATE(S) OF SERVICE\nFrom MM DD YY', width: 70, value: (l) => date(l.serviceDate) },
  { header: 'To\nMM DD YY', width: 62, value: (l) => date(l.serviceDate) },
  { header: 'B. PLACE OF SERVICE', width: 34, value: () => '11' },
  { header: 'D. PROCEDURES, SERVICES, OR SUPPLIES\nCPT/HCPCS', width: 56, value: (l) => l.procedureCode },
  { header: 'MODIFIER', width: 40, value: (l) => l.modifier ?? '' },
  { header: 'DESCRIPTION', width: 140, value: (l) => l.description },
  { header: 'F. $ CHARGES', width: 66, align: 'right', value: (l) => money(l.billed) },
  { header: 'G. DAYS OR UNITS', width: 34, align: 'right', value: (l) => String(l.units) },
  { header: 'J. RENDERING PROVIDER ID. #', width: 50, value: () => '' },
];

function drawForm(doc: Doc, bill: BillDocumentData, lines: BillDocumentLine[], page: number, pages: number): void {
  doc.font('Helvetica-Bold').fontSize(13).fillColor(FORM_INK).text('HEALTH INSURANCE CLAIM FORM', L, 28);
  doc.font('Helvetica').fontSize(6.5).text('APPROVED BY NATIONAL UNIFORM CLAIM COMMITTEE (NUCC) 02/12', L, 44);
  doc
    .font('Courier')
    .fontSize(8.5)
    .fillColor(DATA_INK)
    .text(`BCN ${bill.billControlNumber}   DOC ID ${bill.documentId ?? ''}   FORM ${page} OF ${pages}`, L + 250, 30, { width: W - 250, align: 'right' });
  doc.text(`CARRIER: ${(bill.payer.name ?? '').toUpperCase()}`, L + 250, 42, { width: W - 250, align: 'right', lineBreak: false, ellipsis: true });

  const patient = { firstName: bill.patient.firstName, middleName: bill.patient.middleName, lastName: bill.patient.lastName };
  const row = (y: number, h = 28) => ({ y, h });
  const r1 = row(60);
  const r2 = row(88);
  const r3 = row(116);
  const r4 = row(144);
  const r5 = row(172);
  const r6 = row(200);
  const boxes: Box[] = [
    { x: L, ...r1, w: HALF, caption: '1. MEDICARE  MEDICAID  TRICARE  CHAMPVA  GROUP HEALTH PLAN  FECA  OTHER', value: 'X OTHER (WORKERS COMPENSATION)' },
    { x: L + HALF, ...r1, w: W - HALF, caption: "1a. INSURED'S I.D. NUMBER (For Program in Item 1)", value: bill.claimNumber },
    { x: L, ...r2, w: 200, caption: "2. PATIENT'S NAME (Last Name, First Name, Middle Initial)", value: formName(patient) },
    { x: L + 200, ...r2, w: HALF - 200, caption: "3. PATIENT'S BIRTH DATE   SEX", value: date(bill.patient.dateOfBirth) },
    { x: L + HALF, ...r2, w: W - HALF, caption: "4. INSURED'S NAME (Last Name, First Name, Middle Initial)", value: 'EMPLOYER OF RECORD' },
    { x: L, ...r3, w: HALF, caption: "5. PATIENT'S ADDRESS (No., Street)", value: 'ON FILE' },
    { x: L + HALF, ...r3, w: W - HALF, caption: "7. INSURED'S ADDRESS (No., Street)", value: 'ON FILE' },
    { x: L, ...r4, w: HALF, caption: "10. IS PATIENT'S CONDITION RELATED TO:  a. EMPLOYMENT? (Current or Previous)", value: 'X YES' },
    { x: L + HALF, ...r4, w: W - HALF, caption: "11. INSURED'S POLICY GROUP OR FECA NUMBER", value: bill.claimNumber },
    { x: L, ...r5, w: HALF, caption: '14. DATE OF CURRENT ILLNESS, INJURY, OR PREGNANCY (LMP)   QUAL 431', value: date(bill.dateOfInjury) },
    { x: L + HALF, ...r5, w: W - HALF, caption: '17. NAME OF REFERRING PROVIDER OR OTHER SOURCE', value: formName(bill.physician) },
    { x: L, ...r6, w: HALF, caption: '21. DIAGNOSIS OR NATURE OF ILLNESS OR INJURY   ICD Ind. 0', value: 'ON FILE' },
    { x: L + HALF, ...r6, w: W - HALF, caption: '23. PRIOR AUTHORIZATION NUMBER', value: '' },
  ];
  drawBoxes(doc, boxes);
  const gridBottom = drawFormGrid(doc, L, 236, lineColumns, lines, LINES_PER_FORM, 22);

  const last = page === pages;
  const total = last ? money(bill.billCharges) : 'CONTINUED';
  const b1 = { y: gridBottom + 8, h: 30 };
  const b2 = { y: gridBottom + 38, h: 70 };
  drawBoxes(doc, [
    { x: L, ...b1, w: 140, caption: '25. FEDERAL TAX I.D. NUMBER   SSN  EIN', value: `${bill.ftin}  X EIN` },
    { x: L + 140, ...b1, w: 140, caption: "26. PATIENT'S ACCOUNT NO.", value: bill.billingId ?? '' },
    { x: L + 280, ...b1, w: 90, caption: '27. ACCEPT ASSIGNMENT?', value: 'X YES' },
    { x: L + 370, ...b1, w: 100, caption: '28. TOTAL CHARGE', value: total, align: 'right' },
    { x: L + 470, ...b1, w: W - 470, caption: '29. AMOUNT PAID', value: '$0.00', align: 'right' },
    { x: L, ...b2, w: 170, caption: '31. SIGNATURE OF PHYSICIAN OR SUPPLIER', value: `${displayName(bill.physician) || 'SIGNATURE ON FILE'}\n${date(bill.endServiceDate)}` },
    { x: L + 170, ...b2, w: 190, caption: '32. SERVICE FACILITY LOCATION INFORMATION', value: [bill.facilityName ?? bill.provider?.name ?? '', providerAddress(bill)].filter(Boolean).join('\n') },
    { x: L + 360, ...b2, w: W - 360, caption: '33. BILLING PROVIDER INFO & PH #', value: [bill.provider?.name ?? '', providerAddress(bill), `a. NPI ${bill.provider?.npi ?? ''}`].filter(Boolean).join('\n') },
  ]);
  doc.font('Helvetica').fontSize(6.5).fillColor(FORM_INK).text('NUCC Instruction Manual available at: www.nucc.org   PLEASE PRINT OR TYPE   APPROVED OMB-0938-1197 FORM 1500 (02-12)', L, b2.y + b2.h + 8, { width: W, lineBreak: false });
}

/** A CMS-1500 (02/12) professional claim form carrying the bill; six lines a form. */
export function renderCms1500(bill: BillDocumentData): Promise<Buffer> {
  return renderForm(bill, 'CMS-1500', LINES_PER_FORM, drawForm);
}
