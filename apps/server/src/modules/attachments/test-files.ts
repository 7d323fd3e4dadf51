import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/* Small real files of each kind a sending takes, and the multipart body that carries them (tests only). */

/** A one-page PDF written by pdfkit; `note` makes its bytes unique. */
export function pdfFile(note = randomBytes(6).toString('hex')): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', info: { CreationDate: new Date(0) } });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.text(`Progress report ${note}`);
    doc.end();
  });
}

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A PNG of `width`×2 grey pixels, random, so each is its own content. */
export function pngFile(width = 4): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.concat([0, 1].map(() => Buffer.concat([Buffer.from([0]), randomBytes(width)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A little-endian baseline TIFF of 8×1 greyscale pixels (one strip). */
export function tiffFile(): Buffer {
  const pixels = randomBytes(8);
  const entries: [number, number, number, number][] = [
    [256, 3, 1, 8], // ImageWidth
    [257, 3, 1, 1], // ImageLength
    [258, 3, 1, 8], // BitsPerSample
    [259, 3, 1, 1], // Compression: none
    [262, 3, 1, 1], // Photometric: black is zero
    [273, 4, 1, 0], // StripOffsets (set below)
    [277, 3, 1, 1], // SamplesPerPixel
    [278, 3, 1, 1], // RowsPerStrip
    [279, 4, 1, pixels.length], // StripByteCounts
  ];
  const ifdOffset = 8;
  const ifdBytes = 2 + entries.length * 12 + 4;
  entries[5]![3] = ifdOffset + ifdBytes;
  const out = Buffer.alloc(ifdOffset + ifdBytes + pixels.length);
  out.write('II', 0, 'ascii');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(ifdOffset, 4);
  out.writeUInt16LE(entries.length, ifdOffset);
  entries.forEach(([tag, type, count, value], i) => {
    const at = ifdOffset + 2 + i * 12;
    out.writeUInt16LE(tag, at);
    out.writeUInt16LE(type, at + 2);
    out.writeUInt32LE(count, at + 4);
    if (type === 3) out.writeUInt16LE(value, at + 8);
    else out.writeUInt32LE(value, at + 8);
  });
  pixels.copy(out, ifdOffset + ifdBytes);
  return out;
}

/** An HTML page, to be sent under a PDF's name. */
export const htmlPage = () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'.padEnd(6000, ' '));

export type FormPart = { name: string; value: string } | { name: string; fileName: string; type?: string; data: Buffer };

export const BOUNDARY = 'wcpp-test-boundary-7d1c';

/** The multipart/form-data body of these parts, in order, and its content type. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const head =
      'data' in part
        ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`
        : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    pieces.push(Buffer.from(head), 'data' in part ? part.data : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(pieces), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** A sending's parts: the bill, then each file after its document type. */
export function sendingParts(billId: number | string, files: { documentType?: string; fileName: string; data: Buffer; type?: string }[]): FormPart[] {
  return [{ name: 'billId', value: String(billId) }, ...files.flatMap((f) => [{ name: 'documentType', value: f.documentType ?? 'PY' }, { name: 'file', fileName: f.fileName, type: f.type, data: f.data }])];
}
