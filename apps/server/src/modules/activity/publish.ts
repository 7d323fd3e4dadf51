import { appendFile, readFile } from 'node:fs/promises';
import type { Seal } from './seal';

/**
 * Each seal of the activity record is published outside the database (decision 090): a line of the
 * log, and a line of the operator's file when one is set. The verifier reads the file back: a
 * database rewritten together with its chain then differs from what was published when it was sealed.
 */
export function sealPublisher(log: { info(fields: object, message: string): void }, file: string | null) {
  return async (seal: Seal) => {
    log.info({ auditSeal: { block: seal.blockNo, hash: seal.hash, rows: seal.rowCount, firstId: seal.firstId, lastId: seal.lastId } }, 'activity record sealed');
    if (file) await appendFile(file, `${JSON.stringify({ block: seal.blockNo, hash: seal.hash, rows: seal.rowCount, at: new Date().toISOString() })}\n`, { mode: 0o600 });
  };
}

/** The published hashes of a seal file (block number → hex); a line that is not a seal is skipped. A missing file is none. */
export async function publishedSeals(file: string | null): Promise<Map<number, string>> {
  const published = new Map<number, string>();
  if (!file) return published;
  const text = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return '';
    throw err;
  });
  for (const line of text.split('\n')) {
    try {
      const { block, hash } = JSON.parse(line) as { block?: unknown; hash?: unknown };
      if (Number.isSafeInteger(block) && typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash)) published.set(block as number, hash);
    } catch {
      // Not a seal line.
    }
  }
  return published;
}
