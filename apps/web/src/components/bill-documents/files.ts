/** Blob URLs stay valid long enough for the new tab to load them, then are released. */
const REVOKE_AFTER_MS = 60_000;

/** Opens a PDF in a new tab; false when the browser blocked the pop-up (the blob URL stays valid). */
export function openBlobUrl(url: string): boolean {
  return Boolean(window.open(url, '_blank'));
}

export function blobUrl(blob: Blob): string {
  const url = URL.createObjectURL(blob);
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return url;
}

/** Saves a file through a temporary download link. */
export function download(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = blobUrl(blob);
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** yyyyMMddHHmmss in local time, for file names. */
export function timestamp(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
}

/** Part 1 §7 searchBillReference: the reference PDF (printed by the server) is named `<user>_<yyyyMMddHHmmss>.pdf`. */
export function referenceFileName(userName: string, now = new Date()): string {
  return `${userName}_${timestamp(now)}.pdf`;
}

/** The blob when it is a PDF: an API that does not print the reference answers its lines as JSON instead. */
export function requirePdf(blob: Blob): Blob {
  if (!/^application\/pdf\b/i.test(blob.type)) throw new Error('The answer is not a PDF.');
  return blob;
}
