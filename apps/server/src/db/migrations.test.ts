import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openPglite } from './client';
import { isSeeded, resetDatabase, seedDemo } from '../seed';

const root = path.resolve(import.meta.dirname, '../../../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'wcpp-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('database migrations', () => {
  it('the checked-in migrations hold every change of the schema (drizzle-kit finds nothing to generate)', () => {
    const out = path.join(scratch, 'migrations');
    cpSync(migrationsFolder, out, { recursive: true });
    const before = readdirSync(out).filter((f) => f.endsWith('.sql'));
    // drizzle-kit reads --out relative to its working folder.
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/drizzle-kit'),
      ['generate', '--dialect', 'postgresql', '--schema', path.join(root, 'apps/server/src/db/schema/index.ts'), '--out', 'migrations'],
      { cwd: scratch, encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('No schema changes');
    expect(readdirSync(out).filter((f) => f.endsWith('.sql'))).toEqual(before);
  }, 60_000);

  it('a reset drops everything, after which migrate and seed start from nothing (npm run seed -- --reset)', async () => {
    const database = await openPglite(null);
    try {
      await database.migrate();
      await seedDemo(database, { providers: 10, clients: 5, claims: 20, bills: 50 });
      expect(await isSeeded(database)).toBe(true);
      await resetDatabase(database);
      await database.migrate();
      expect(await isSeeded(database)).toBe(false);
      await seedDemo(database, { providers: 10, clients: 5, claims: 20, bills: 50 });
      expect(await isSeeded(database)).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);
});
