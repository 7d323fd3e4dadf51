import { benchDatabase, query, scaleSeed, signIn, startPortal } from './lib';

/**
 * Issue 27 §4: the document bundle (POST /api/bills/documents.zip) of 50 and of 500 bills on the 1 M
 * seed (PostgreSQL, fsync on), with the server's memory sampled every 20 ms while each streams (the
 * portal runs in this process). Memory stays flat when the 500-bill bundle's peak over its baseline is
 * about the 50-bill one's, not ten times it. A third run reads the 500-bill bundle slowly (128 KB a
 * second for its first 2 MB, slower than the PDFs are made): the server must wait for the reader, not
 * buffer the bundle. The ZIP is small (PDFs of a few KB), so the peaks are mostly the PDFs' garbage;
 * apps/server/src/modules/bill-search/bundle.test.ts proves an unread bundle stops after a few bills.
 */
const bills = Number(process.env.BENCH_BILLS ?? 1_000_000);
const MB = 1024 * 1024;
const { database, stop } = await benchDatabase('postgres', scaleSeed(bills));
const numbers = (
  await query<{ bcn: string }>(database, `SELECT bill_control_number AS bcn FROM bill WHERE has_image AND eor AND NOT mitch_bill ORDER BY bill_id LIMIT 500`)
).map((r) => r.bcn);
const { app, url } = await startPortal(database);
const token = await signIn(url, 'sysadmin1');

interface Run {
  bills: number;
  documents: number;
  megabytes: number;
  seconds: number;
  peakRssMb: number;
  peakHeapMb: number;
}

async function bundle(count: number, slow = false): Promise<Run> {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage();
  let peakRss = 0;
  let peakHeap = 0;
  const sample = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss - base.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed + now.arrayBuffers - base.heapUsed - base.arrayBuffers);
  }, 20);
  const started = performance.now();
  const res = await fetch(`${url}/api/bills/documents.zip`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/zip' },
    body: JSON.stringify({ billControlNumbers: numbers.slice(0, count) }),
  });
  if (!res.ok) throw new Error(`bundle of ${count}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  const reader = res.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.length;
    // The slow reader: 128 KB a second for the first 2 MB, slower than the PDFs are made.
    if (slow && bytes < 2 * MB) await new Promise((resolve) => setTimeout(resolve, (read.value.length / (MB / 8)) * 1000));
  }
  clearInterval(sample);
  return {
    bills: count,
    documents: Number(res.headers.get('x-bundle-documents')),
    megabytes: Math.round((bytes / MB) * 10) / 10,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    peakRssMb: Math.round((peakRss / MB) * 10) / 10,
    peakHeapMb: Math.round((peakHeap / MB) * 10) / 10,
  };
}

await bundle(10); // warm: statements prepared, fonts and PDF code loaded
const runs = [await bundle(50), await bundle(500), { ...(await bundle(500, true)), bills: 500 }];
console.log(`\n| bundle (${bills.toLocaleString('en-US')} bills seeded) | documents | MB | seconds | peak RSS over start, MB | peak heap + buffers over start, MB |`);
console.log('|---|---|---|---|---|---|');
runs.forEach((r, i) => console.log(`| ${r.bills} bills${i === 2 ? ', slow reader' : ''} | ${r.documents} | ${r.megabytes} | ${r.seconds} | ${r.peakRssMb} | ${r.peakHeapMb} |`));
const ratio = runs[1]!.peakHeapMb / Math.max(1, runs[0]!.peakHeapMb);
console.log(`\n500-bill peak ÷ 50-bill peak (heap + buffers): ${ratio.toFixed(2)} (flat: ≤ 2)`);
await app.close();
await stop();
if (ratio > 2) process.exitCode = 1;
