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

/**
 * Part 1 §7 searchBillReference: the lines as a paged monospace PDF (jsPDF, loaded only here),
 * named with the username and a timestamp.
 */
export async function referencePdf(lines: string[], userName: string): Promise<{ blob: Blob; fileName: string }> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  const margin = 40;
  const lineHeight = 11;
  const perPage = Math.floor((doc.internal.pageSize.getHeight() - 2 * margin) / lineHeight);
  doc.setFont('courier', 'normal');
  doc.setFontSize(8);
  lines.forEach((line, i) => {
    if (i > 0 && i % perPage === 0) doc.addPage();
    doc.text(line, margin, margin + (i % perPage) * lineHeight);
  });
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.text(`Page ${page} of ${pages}`, doc.internal.pageSize.getWidth() - margin, doc.internal.pageSize.getHeight() - 20, { align: 'right' });
  }
  return { blob: doc.output('blob'), fileName: `${userName}_${timestamp()}.pdf` };
}
