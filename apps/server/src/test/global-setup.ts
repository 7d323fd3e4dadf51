import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { seedDemo } from '../seed';
import { adminQuery, databaseUrl } from './postgres-admin';
import { TEST_SEED } from './seed-size';

declare module 'vitest' {
  interface ProvidedContext {
    /** A seeded PGlite data folder as a tar file (PGlite's dumpDataDir), or '' on PostgreSQL. */
    pgliteTemplate: string;
    /** On PostgreSQL (DATABASE_URL), the seeded database each test app's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * The server tests' seeded database, made once per run: creating, migrating and seeding a PGlite
 * costs ~4–6 s, starting one from this copy under 1 s, and each test app used to do the first. On
 * PostgreSQL (DATABASE_URL) each test app's database is a copy of a seeded one (CREATE DATABASE …
 * TEMPLATE), which no connection holds open.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `wcpp_seeded_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const database = await openPostgres(databaseUrl(url, name), 2);
    await database.migrate();
    await seedDemo(database, TEST_SEED);
    await database.close();
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', name);
    return () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  project.provide('postgresTemplate', '');
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
