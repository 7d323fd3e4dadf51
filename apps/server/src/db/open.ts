import { mkdirSync } from 'node:fs';
import { openPglite, openPostgres, type Database } from './client';

/** Where the database is: config.ts's two fields, named here so db/ needs nothing above it. */
export interface DatabaseLocation {
  DATABASE_URL?: string | undefined;
  pgliteDir: string | null;
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in the data folder. */
export async function openDatabase(config: DatabaseLocation): Promise<Database> {
  if (config.DATABASE_URL) {
    try {
      return await openPostgres(config.DATABASE_URL);
    } catch (err) {
      const host = safeHost(config.DATABASE_URL);
      throw new Error(`Cannot reach the database at DATABASE_URL (${host}): ${(err as Error).message}`);
    }
  }
  mkdirSync(config.pgliteDir!, { recursive: true });
  return openPglite(config.pgliteDir);
}

function safeHost(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'unparsable URL';
  }
}
