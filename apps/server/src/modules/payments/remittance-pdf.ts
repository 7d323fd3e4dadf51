import type { Readable } from 'node:stream';
import { adjustmentGroupTexts, paymentTexts, type PaymentLine } from '@wcpp/contract';
import { date, facts, keepTogether, letterhead, money, reportPdfStream, reportTable, DATA_INK, MUTED_INK, REPORT_MARGIN, type Column } from '../../lib/pdf-report';
import type { PayerContact, PaymentHeader, RemittedBill } from './service';

const adjustmentsText = (line: PaymentLine) => line.adjustments.map((a) => `${a.group}-${a.carc}${a.rarc ? ` ${a.rarc}` : ''} ${money(a.amount)}`).join('; ');

const columns: Column<PaymentLine>[] = [
  { header: 'Line', width: 28, value: (l) => String(l.lineNo) },
  { header: 'Date', width: 56, value: (l) => date(l.serviceDate) },
  { header: 'Procedure', width: 58, value: (l) => [l.procedureCode, l.modifier].filter(Boolean).join('-') },
  { header: 'Billed', width: 60, align: 'right', value: (l) => money(l.billed) },
  { header: 'Allowed', width: 60, align: 'right', value: (l) => money(l.allowed) },
  { header: 'Paid', width: 60, align: 'right', value: (l) => money(l.paid) },
  { header: 'Adjustments', width: 194, value: adjustmentsText },
];

/**
 * The remittance advice of a payment (issue 28 §3): the payment's header, then each bill shown by claim
 * with its lines, what each paid and its adjustments by code, and a legend of the codes in words.
 * Written as it is read, a page of bills at a time (`pages`: remittedBills), as the 835.
 */
export function remittancePdf(payment: PaymentHeader, payer: PayerContact, pages: AsyncIterable<RemittedBill[]>): Readable {
  const title = 'Remittance Advice';
  const method = payment.method === 'ACH' ? 'EFT trace number' : 'Check number';
  return reportPdfStream(title, async (doc) => {
    letterhead(doc, title, `${payment.payerName}${payer.address ? ` · ${payer.address}` : ''}`);
    facts(doc, [
      ['Payer', `${payment.payerName} (${payment.payerId})`],
      ['Payee TIN', payment.payeeFtin],
      [method, payment.checkNumber],
      ['Payment date', date(payment.paymentDate)],
      ['Payment amount', payment.totalAmount === null ? paymentTexts.totalNotShown : money(payment.totalAmount)],
      ...(payment.providerAdjustment ? [['Provider adjustment', `${payment.providerAdjustment.text} (${payment.providerAdjustment.code}) ${money(payment.providerAdjustment.amount)}`] as [string, string]] : []),
    ]);
    if (payment.partial) {
      doc.font('Helvetica-Bold').fontSize(9).fillColor(DATA_INK).text(`This payment also pays bills of Tax IDs you do not have. Shown: your part, ${money(payment.paidToYou)}.`);
      doc.moveDown(0.5);
    }
    const codes = new Map<string, string>();
    for await (const page of pages) {
      for (const { claim, bill } of page) {
        keepTogether(doc, 80);
        doc.font('Helvetica-Bold').fontSize(10).fillColor(DATA_INK).text(
          `Claim ${claim.claimNumber} · ${claim.claimantFirstName} ${claim.claimantLastName} · Bill ${bill.billControlNumber} (TIN ${bill.ftin}) · ${bill.status}`,
          REPORT_MARGIN,
        );
        doc.moveDown(0.3);
        reportTable(doc, columns, bill.lines, ['', '', 'Totals', money(bill.billed), '', money(bill.paid), '']);
        for (const line of bill.lines) for (const a of line.adjustments) codes.set(`${a.group}-${a.carc}${a.rarc ? ` ${a.rarc}` : ''}`, `${adjustmentGroupTexts[a.group]}: ${a.text}`);
        doc.moveDown(0.6);
      }
    }
    if (codes.size) {
      keepTogether(doc, 20 + codes.size * 14);
      doc.font('Helvetica-Bold').fontSize(9).fillColor(DATA_INK).text('Adjustment codes', REPORT_MARGIN);
      for (const [code, text] of [...codes].sort()) doc.font('Helvetica').fontSize(8.5).fillColor(MUTED_INK).text(`${code}  ${text}`);
    }
    doc.moveDown(0.8).font('Helvetica').fontSize(7.5).fillColor(MUTED_INK).text(`Codes: ASC X12 claim adjustment group, reason (CARC) and remark (RARC) codes; portal crosswalk ${payment.crosswalkVersion}.`);
  });
}
