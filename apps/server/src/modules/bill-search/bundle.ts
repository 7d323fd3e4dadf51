import { setTimeout as sleep } from 'node:timers/promises';
import { asc, inArray } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { AuditAction } from '@wcpp/contract';
import type { Db } from '../../db/client';
import { bills } from '../../db/schema';
import { safeFileName } from '../../lib/send-file';
import { inScope, type TinScope } from '../../identity/tin-scope';
import { billReferenceLines, renderBillImage, renderEor, renderPriceSheet, renderReferencePdf } from './documents';
import { loadDocumentData, type BillRow } from './service';

/*
 * The document bundle (issue 27 §4, docs/decisions/062-document-bundles.md): one ZIP of the bills'
 * images and EORs (or pricing sheets) as PDFs, written bill by bill while the answer streams, so the
 * server holds one bill's documents and the ZIP's small output buffer at a time, whatever the count.
 */

/** The documents a bill has, in the order the bundle writes them, with the audit action of each. */
export type BundleDocument = 'image' | 'reference' | 'eor' | 'priceSheet';
export const bundleActions: Record<BundleDocument, AuditAction> = {
  image: 'BILL_IMAGE_VIEW',
  reference: 'BILL_REFERENCE_VIEW',
  eor: 'EOR_VIEW',
  priceSheet: 'PRICE_SHEET_VIEW',
};
const fileNames: Record<BundleDocument, string> = { image: 'Bill', reference: 'Reference', eor: 'EOR', priceSheet: 'PriceSheet' };

/**
 * What Bill Search opens for the bill, as files: its image (first source) or its reference lines
 * (second source), then its pricing sheet (network pricing with an allowance) or else its EOR.
 */
export function documentsOf(row: Pick<BillRow, 'hasImage' | 'mitchBill' | 'eor' | 'mcpsBill' | 'recommendedAllowance'>): BundleDocument[] {
  const docs: BundleDocument[] = [];
  if (row.mitchBill) docs.push('reference');
  else if (row.hasImage) docs.push('image');
  if (row.mcpsBill && row.recommendedAllowance !== null) docs.push('priceSheet');
  else if (row.eor) docs.push('eor');
  return docs;
}

/**
 * A document's path in the ZIP: one folder per bill, named by its control number made safe (no `/`, no
 * leading dot). Names are unique within a bundle (decision 081): a bill whose folder is already taken
 * (the same number on another TIN, or a number that reads the same once made safe) adds its TIN, then
 * a count, so unzipping never puts one bill's document under another's name.
 */
export const entryName = (folder: string, doc: BundleDocument) => `${folder}/${fileNames[doc]}_${folder}.pdf`;

/** Each bill's folder in the order bundled, none taken twice (`taken` holds the bundle's folders so far). */
export function folderOf(row: Pick<BillRow, 'billControlNumber' | 'ftin'>, taken: Set<string>): string {
  const plain = safeFileName(row.billControlNumber);
  let folder = taken.has(plain) ? `${plain}_TIN${safeFileName(row.ftin)}` : plain;
  for (let n = 2; taken.has(folder); n++) folder = `${plain}_TIN${safeFileName(row.ftin)}_${n}`;
  taken.add(folder);
  return folder;
}

/**
 * The bills with these control numbers in scope, in the order named (both sources of a number by id);
 * null when any names no bill in scope: nothing is bundled, and out of scope reads as missing.
 */
export async function bundleBills(db: Db, billControlNumbers: readonly string[], scope: TinScope): Promise<BillRow[] | null> {
  const keys = [...new Set(billControlNumbers)];
  const rows = (await db.select().from(bills).where(inArray(bills.billControlNumber, keys)).orderBy(asc(bills.id))).filter((row) => inScope(scope, row.ftin));
  const byNumber = new Map<string, BillRow[]>();
  for (const row of rows) byNumber.set(row.billControlNumber, [...(byNumber.get(row.billControlNumber) ?? []), row]);
  if (keys.some((key) => !byNumber.has(key))) return null;
  return keys.flatMap((key) => byNumber.get(key)!);
}

async function render(db: Db, row: BillRow, docs: BundleDocument[]): Promise<Buffer[]> {
  const data = await loadDocumentData(db, row);
  return Promise.all(
    docs.map((doc) => {
      switch (doc) {
        case 'image':
          return renderBillImage(data);
        case 'reference':
          return renderReferencePdf(billReferenceLines(data), `Bill reference ${row.billControlNumber}`);
        case 'eor':
          return renderEor(data);
        case 'priceSheet':
          return renderPriceSheet(data);
      }
    }),
  );
}

export interface BundleWriter {
  /** The ZIP as it is written: the answer's body. */
  stream: NodeJS.ReadableStream;
  /** Resolves when the last document is in (or the reader went away); rejects if a document failed. */
  done: Promise<void>;
}

/**
 * Writes each bill's documents into a ZIP, in order. Before a bill's documents are added, `audit` is
 * awaited for each (its rows committed), so no document leaves without its audit row. PDFs are stored
 * as they are (pdfkit compresses their content already). When the reader stops, so does the writing.
 */
export function writeBundle(
  db: Db,
  rows: BillRow[],
  audit: (row: BillRow, doc: BundleDocument) => Promise<void>,
  /** How much of the ZIP may wait unread before the next bill is made: the reader sets the pace. */
  highWater: number,
): BundleWriter {
  const zip = new ZipFile();
  const out = zip.outputStream as NodeJS.ReadableStream & { readableLength: number; destroyed: boolean; destroy: (err?: Error) => void };
  const folders = new Set<string>();
  const done = (async () => {
    try {
      for (const row of rows) {
        if (out.destroyed) return;
        const docs = documentsOf(row);
        if (!docs.length) continue;
        const files = await render(db, row, docs);
        await Promise.all(docs.map((doc) => audit(row, doc)));
        const folder = folderOf(row, folders);
        docs.forEach((doc, i) => zip.addBuffer(files[i]!, entryName(folder, doc), { compress: false, mtime: new Date(`${row.endServiceDate}T12:00:00Z`) }));
        while (out.readableLength > highWater && !out.destroyed) await sleep(10);
      }
      zip.end();
    } catch (err) {
      out.destroy(err as Error);
      throw err;
    }
  })();
  return { stream: out, done };
}
