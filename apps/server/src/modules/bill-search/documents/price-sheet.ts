import { date, displayName, facts, letterhead, money, reportPdf, reportTable, DATA_INK, type Column } from './layout';
import type { BillDocumentData, BillDocumentLine } from './types';

const columns: Column<BillDocumentLine>[] = [
  { header: 'Line', width: 28, value: (l) => String(l.lineNo) },
  { header: 'Date', width: 56, value: (l) => date(l.serviceDate) },
  { header: 'Procedure', width: 60, value: (l) => [l.procedureCode, l.modifier].filter(Boolean).join('-') },
  { header: 'Description', width: 150, value: (l) => l.description },
  { header: 'Billed', width: 68, align: 'right', value: (l) => money(l.billed) },
  { header: 'Network allowance', width: 78, align: 'right', value: (l) => money(l.allowance) },
  { header: 'Savings', width: 66, align: 'right', value: (l) => money(l.billed - l.allowance) },
];

/** The network pricing sheet of a network-pricing (mcps) bill: billed, network allowance and savings. */
export function renderPriceSheet(bill: BillDocumentData): Promise<Buffer> {
  const title = 'Network Pricing Sheet';
  const allowed = bill.lines.reduce((sum, l) => sum + l.allowance, 0);
  const savings = bill.billCharges - allowed;
  const percent = bill.billCharges > 0 ? ((savings / bill.billCharges) * 100).toFixed(1) : '0.0';
  return reportPdf(title, (doc) => {
    letterhead(doc, title, 'PPO network pricing');
    facts(doc, [
      ['Provider', bill.facilityName ?? bill.provider?.name ?? ''],
      ['Provider TIN', bill.ftin],
      ['Payer', bill.payer.name ?? ''],
      ['Claimant', displayName({ firstName: bill.patient.firstName, middleName: bill.patient.middleName, lastName: bill.patient.lastName })],
      ['Claim number', bill.claimNumber],
      ['Bill control number', bill.billControlNumber],
    ]);
    reportTable(doc, columns, bill.lines, ['', '', '', 'Totals', money(bill.billCharges), money(allowed), money(savings)]);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(DATA_INK).text(`Network savings ${money(savings)} (${percent}% of billed charges)`);
  });
}
