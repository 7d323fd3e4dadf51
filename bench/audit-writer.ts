import { AuditWriter } from '../apps/server/src/plugins/audit';
import { benchDatabase } from './lib';

/**
 * Issue 47 "Scale": the audit writer's throughput, and what the activity record's chain costs the
 * request path. On PostgreSQL (fsync on, the demo seed), BENCH_AUDIT_ROWS rows (default 20,000) written
 * as requests write them, BENCH_AUDIT_CONCURRENCY at a time (default 100): a row names its records
 * (a bill, a claim, a TIN) and its person's group is read in the insert. Three runs, alternated:
 *   alone        the writer alone;
 *   sealing      the writer while a sealer seals behind it in a loop (when the sealer exists);
 * printed as rows a second (median of the runs) and the ratio.
 * BENCH_AUDIT_PLAIN=1 writes rows without records (for a run on a commit before them).
 */
const total = Number(process.env.BENCH_AUDIT_ROWS ?? 20_000);
const concurrency = Number(process.env.BENCH_AUDIT_CONCURRENCY ?? 100);
const plain = process.env.BENCH_AUDIT_PLAIN === '1';

const { database, stop } = await benchDatabase('postgres');
const seal = await import('../apps/server/src/modules/activity/seal').catch(() => null);

async function write(label: string): Promise<number> {
  const writer = new AuditWriter(database.db);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const n = next++;
        await writer.write({
          actorUserNm: 'provuser1',
          asUserNm: null,
          action: 'BILL_IMAGE_VIEW',
          target: `7190000${String(n).padStart(4, '0')}`,
          detail: { ftin: '751234501', bench: label },
          ip: '127.0.0.1',
          ...(plain ? {} : { userAgent: 'Mozilla/5.0 (bench)', records: { bills: [n + 1], claims: ['WC-2025-0001'], tins: ['751234501'] } }),
        } as never);
      }
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

async function sealing<T>(work: () => Promise<T>): Promise<{ result: T; sealed: number }> {
  if (!seal) return { result: await work(), sealed: 0 };
  let running = true;
  let sealed = 0;
  const loop = (async () => {
    while (running) sealed += (await seal.sealBehind(database.db)).reduce((n, s) => n + s.rowCount, 0);
  })();
  const result = await work();
  running = false;
  await loop;
  return { result, sealed };
}

const alone: number[] = [];
const withSealer: number[] = [];
let sealedRows = 0;
await write('warm-up');
for (let run = 0; run < 3; run++) {
  alone.push(await write('alone'));
  const { result, sealed } = await sealing(() => write('sealing'));
  withSealer.push(result);
  sealedRows += sealed;
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[1]!;
console.log(`\n| audit writer (${total} rows, ${concurrency} at a time, PostgreSQL fsync on${plain ? ', rows without records' : ''}) | rows a second (median of 3) |\n|---|---|`);
console.log(`| alone | ${Math.round(median(alone))} |`);
if (seal) console.log(`| while a sealer seals behind it | ${Math.round(median(withSealer))} |`);
if (seal) console.log(`\nwith the sealer ÷ alone: ${(median(withSealer) / median(alone)).toFixed(2)} (the sealer sealed ${sealedRows} rows meanwhile)`);
await stop();
