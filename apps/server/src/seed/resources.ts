import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_VERSION, brandColors } from '@wcpp/contract';
import type { Db } from '../db/client';
import { resourceDocuments } from '../db/schema';
import { renderPdf } from '../lib/pdf';

const assetsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'assets');

interface DocSpec {
  name: string;
  category: 'NOT' | 'PR' | 'PM' | 'RN' | 'TRN';
  file: string;
  heading: string;
  paragraphs: string[];
}

const documents: DocSpec[] = [
  {
    name: 'Provider Manual 2026',
    category: 'PM',
    file: 'provider-manual-2026.pdf',
    heading: 'Provider Manual 2026',
    paragraphs: [
      'This manual explains how participating providers submit bills for workers\' compensation and auto injuries, how bills are reviewed against the applicable fee schedule and network agreements, and how to read an Explanation of Review (EOR).',
      'Submitting bills. Professional services are billed on the CMS-1500 form; facility services on the UB-04. Include the claim number, the date of injury and the employer on every bill. Attach medical records when the payer requires them.',
      'Reviews and reconsiderations. If you disagree with a recommended allowance, send a request for reconsideration within 90 days of the EOR date with the bill control number and the reason for the request.',
      'Payments. Payers issue payment according to the recommended allowance; amounts on the EOR are recommendations and may differ from the payment you receive.',
    ],
  },
  {
    name: `Release Notes ${APP_VERSION}`,
    category: 'RN',
    file: `release-notes-${APP_VERSION.replaceAll('.', '-')}.pdf`,
    heading: `Provider Portal Release Notes — version ${APP_VERSION}`,
    paragraphs: [
      'Bill Search now searches both bill sources at once and shows payment information where the payer has reported it.',
      'Manage TINs shows the date each TIN was added to your group.',
      'The session now ends after 30 minutes without activity to protect patient information.',
    ],
  },
  {
    name: 'Network Expansion in Texas and Florida',
    category: 'PR',
    file: 'press-network-expansion.pdf',
    heading: 'Press Release: Network Expands in Texas and Florida',
    paragraphs: [
      'The managed-care network added more than 1,200 physical medicine, imaging and surgery providers in Texas and Florida this quarter, giving injured workers shorter travel times to in-network care.',
    ],
  },
  {
    name: 'Holiday Processing Schedule',
    category: 'NOT',
    file: 'holiday-processing-schedule.pdf',
    heading: 'Holiday Processing Schedule',
    paragraphs: [
      'Bills received on November 26 and 27 and December 24 and 25 will be processed on the next business day. Electronic submissions continue to be accepted around the clock.',
    ],
  },
];

/** Writes the provider resource documents: PDFs rendered here and the training video shipped in assets/. */
export async function seedResources(db: Db): Promise<void> {
  const rows = [];
  for (const [i, d] of documents.entries()) {
    const content = await renderPdf((doc) => {
      doc.fontSize(20).fillColor(brandColors.primary).text(d.heading);
      doc.moveDown();
      doc.fontSize(11).fillColor('black');
      for (const p of d.paragraphs) doc.text(p, { align: 'left' }).moveDown();
    });
    rows.push({ name: d.name, category: d.category, walkmeId: `wm-${i + 1}`, path: `docs/${d.file}`, contentType: 'application/pdf', content });
  }
  rows.push({
    name: 'Portal Training: Finding a Bill',
    category: 'TRN',
    walkmeId: 'wm-video-1',
    path: 'videos/portal-training-bill-search.mp4',
    contentType: 'video/mp4',
    content: readFileSync(path.join(assetsDir, 'portal-training-bill-search.mp4')),
  });
  rows.push({
    name: 'Bill Review Data Extract',
    category: 'TRN',
    walkmeId: 'wm-extract-1',
    path: 'docs/bill-review-extract.csv',
    contentType: 'text/csv',
    content: Buffer.from('bill_control_number,status\n70000000001,0\n'),
  });
  await db.insert(resourceDocuments).values(rows);
}
