import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client';

// npm run audit:verify (issue 47 §3) on an embedded database of its own: it seals what is committed and
// publishes the seals, says the chain is whole, and after a row is changed behind the triggers names it
// and exits 1.
const dir = mkdtempSync(path.join(os.tmpdir(), 'wcpp-audit-verify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const root = path.resolve(import.meta.dirname, '../../../../..');

const verify = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/modules/activity/verify-cli.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'development', DATA_DIR: dir, AUDIT_SEAL_FILE: '' },
    timeout: 60_000,
  });

async function withDatabase(work: (db: Awaited<ReturnType<typeof openPglite>>['db']) => Promise<void>) {
  const database = await openPglite(path.join(dir, 'pg'));
  try {
    await database.migrate();
    await work(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run audit:verify', () => {
  it('seals and publishes, says the chain is whole; a changed row is named, with exit 1', async () => {
    await withDatabase(async (db) => {
      for (const target of ['a', 'b', 'c']) await db.execute(sql`INSERT INTO audit_log (action, target) VALUES ('SIGN_IN', ${target})`);
    });
    const whole = verify();
    expect(whole.stderr).toBe('');
    expect(whole.status).toBe(0);
    expect(whole.stdout).toContain('Activity record: 1 sealed blocks, 3 sealed rows (1 blocks sealed now), 0 rows not sealed yet.');
    expect(whole.stdout).toContain('The chain is whole: no row changed, deleted, added or out of order.');
    const published = readFileSync(path.join(dir, 'audit-seals.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(published).toEqual([{ block: 1, hash: expect.stringMatching(/^[0-9a-f]{64}$/), rows: 3, at: expect.any(String) }]);

    let changed = 0;
    await withDatabase(async (db) => {
      await db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER USER`);
      const rows = await db.execute(sql`UPDATE audit_log SET target = 'z' WHERE target = 'b' RETURNING audit_id`);
      changed = Number((rows as unknown as { rows: { audit_id: number }[] }).rows[0]!.audit_id);
      await db.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER USER`);
    });
    const tampered = verify();
    expect(tampered.status).toBe(1);
    expect(tampered.stdout).toContain('TAMPERING FOUND: 1 finding(s).');
    expect(tampered.stdout).toContain(`- changed rows: 1; the first: Row ${changed} of block 1 was changed after it was sealed.`);
    expect(tampered.stdout).not.toContain('The chain is whole');
  }, 120_000);
});
