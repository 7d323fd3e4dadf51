import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';
import { seedDemo } from '../seed';
import { TEST_SEED } from './seed-size';

declare module 'vitest' {
  interface ProvidedContext {
    /** A seeded PGlite data folder as a tar file (PGlite's dumpDataDir), or '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * The server tests' seeded database, made once per run: creating, migrating and seeding a PGlite
 * costs ~4–6 s, starting one from this copy under 1 s, and each test app used to do the first.
 * On PostgreSQL (DATABASE_URL) every test app still makes its own database.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wcpp-test-template-'));
  const database = await openPglite(null);
  await database.migrate();
  await seedDemo(database, TEST_SEED);
  const dump = await database.client!.dumpDataDir('none');
  await database.close();
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
