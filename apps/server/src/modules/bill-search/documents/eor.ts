import { date, displayName, facts, keepTogether, letterhead, money, reportPdf, reportTable, REPORT_MARGIN, MUTED_INK, DATA_INK, type Column } from './layout';
import { reasonLegend } from './reason-codes';
import type { BillDocumentData, BillDocumentLine } from './types';

const columns: Column<BillDocumentLine>[] = [
  { header: 'Line', width: 28, value: (l) => String(l.lineNo) },
  { header: 'Date', width: 56, value: (l) => date(l.serviceDate) },
  { header: 'Procedure', width: 58, value: (l) => [l.procedureCode, l.modifier].filter(Boolean).join('-') },
  { header: 'Description', width: 150, value: (l) => l.description },
  { header: 'Units', width: 30, align: 'right', value: (l) => String(l.units) },
  { header: 'Billed', width: 64, align: 'right', value: (l) => money(l.billed) },
  { header: 'Recommended', width: 70, align: 'right', value: (l) => money(l.allowance) },
  { header: 'Reasons', width: 60, value: (l) => l.reasonCodes ?? '' },
];

/** Explanation of Review: the bill's lines with billed and recommended amounts, reasons and totals. */
export function renderEor(bill: BillDocumentData): Promise<Buffer> {
  const title = 'Explanation of Review';
  const allowed = bill.recommendedAllowance ?? bill.lines.reduce((sum, l) => sum + l.allowance, 0);
  return reportPdf(title, (doc) => {
    letterhead(doc, title, `${bill.payer.name ?? 'Payer'}${bill.payer.address ? ` · ${bill.payer.address}` : ''}`);
    facts(doc, [
      ['Provider', bill.facilityName ?? bill.provider?.name ?? ''],
      ['Provider TIN', bill.ftin],
      ['Rendering physician', displayName(bill.physician)],
      ['Claimant', displayName({ firstName: bill.patient.firstName, middleName: bill.patient.middleName, lastName: bill.patient.lastName })],
      ['Claim number', bill.claimNumber],
      ['Date of injury', date(bill.dateOfInjury)],
      ['Bill control number', bill.billControlNumber],
      ['Document ID', bill.documentId ?? ''],
      ['Dates of service', `${date(bill.beginServiceDate)} – ${date(bill.endServiceDate)}`],
      ['Review date', date(bill.endServiceDate)],
    ]);
    reportTable(doc, columns, bill.lines, ['', '', '', 'Totals', '', money(bill.billCharges), money(allowed), '']);
    keepTogether(doc, 60);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(DATA_INK).text(`Total billed ${money(bill.billCharges)}   Recommended allowance ${money(allowed)}   Reduction ${money(bill.billCharges - allowed)}`);
    if (bill.payment) {
      doc.moveDown(0.4).font('Helvetica').fontSize(9).text(`Paid ${money(bill.payment.paidAmount)} on ${date(bill.payment.paidDate)}, check number ${bill.payment.checkNumber}.`);
    }
    const legend = reasonLegend(bill.lines.map((l) => l.reasonCodes));
    if (legend.length) {
      doc.moveDown(0.8);
      keepTogether(doc, 20 + legend.length * 14);
      doc.font('Helvetica-Bold').fontSize(9).fillColor(DATA_INK).text('Reason codes', REPORT_MARGIN);
      for (const [code, text] of legend) doc.font('Helvetica').fontSize(8.5).fillColor(MUTED_INK).text(`${code}  ${text}`);
    }
    doc.moveDown(0.8).font('Helvetica').fontSize(7.5).fillColor(MUTED_INK).text(
      'This explanation of review shows the amounts recommended by the bill review. Questions about it go to Customer Service with the bill control number above.',
    );
  });
}
