import type { Database } from '../../db/client';

/**
 * The folder an embedded PGlite database lives in, or null (in memory, or a PostgreSQL server). Read
 * from the open database rather than from the configuration: tests run PGlite in memory.
 */
export function onDiskFolder(database: Pick<Database, 'kind' | 'client'>): string | null {
  const dir = database.kind === 'pglite' ? database.client?.dataDir : undefined;
  if (!dir || dir.startsWith('memory://') || dir.startsWith('idb://')) return null;
  return dir.startsWith('file://') ? dir.slice('file://'.length) : dir;
}
