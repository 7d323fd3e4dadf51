import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './db/client';

/**
 * The start-up of `npm start` (issue: "a bad value, an unreachable DATABASE_URL or a taken port gives
 * one clear line naming the problem and a non-zero exit, never a stack trace"; "a second start keeps
 * the data"). These run the real entry point in a child process.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const main = path.join(root, 'apps/server/src/main.ts');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wcpp-start-'));
  dirs.push(dir);
  return dir;
};

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the portal; resolves when it exits, or when `until` appears in its output (then stops it). */
function start(env: Record<string, string>, until?: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (until && stdout.includes(until)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The lines a person sees, without runtime notices of libraries. */
const errorLines = (run: Run) => run.stderr.split('\n').filter((l) => l.trim() && !l.includes('oidc-provider WARNING'));

describe('npm start', () => {
  it('a taken port: one line naming it, exit 1, no stack trace', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const run = await start({ PORT: String(port), DATA_DIR: dataDir(), SEED_DEMO: 'false' });
      expect(run.code).toBe(1);
      expect(errorLines(run)).toEqual([`Provider Portal could not start: Port ${port} is already in use: stop the other program or set PORT to a free port.`]);
    } finally {
      blocker.close();
    }
  }, 60_000);

  it('an unreachable DATABASE_URL: one line naming it, exit 1', async () => {
    const run = await start({ DATABASE_URL: 'postgres://portal:secret@127.0.0.1:1/portal', DATA_DIR: dataDir() });
    expect(run.code).toBe(1);
    const lines = errorLines(run);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Provider Portal could not start: Cannot reach the database at DATABASE_URL \(127\.0\.0\.1:1\/portal\)/);
    expect(lines[0]).not.toContain('secret');
  }, 60_000);

  it('a bad variable: one line naming it, exit 1', async () => {
    const run = await start({ PORT: 'eighty', DATA_DIR: dataDir() });
    expect(run.code).toBe(1);
    expect(errorLines(run)).toEqual([expect.stringMatching(/^Provider Portal could not start: Configuration error: PORT /)]);
  }, 60_000);

  it('the first start creates the data folder 0700 with private files, loads the demo data and prints the address and accounts; a second start keeps the data', async () => {
    // A folder that does not exist yet: the portal creates it (finding 8).
    const dir = path.join(dataDir(), 'data');
    const env = { PORT: '0', DATA_DIR: dir };
    const first = await start(env, 'API reference:');
    expect(first.stdout).toContain('First start: loading the demo data');
    expect(first.stdout, `exit ${first.code}; stderr: ${first.stderr}`).toMatch(/Provider Portal is running at http:\/\/localhost:\d+\/wcpp\/login/);
    expect(first.stdout).toContain('provadmin1');
    expect(first.stdout).not.toContain('Tightened permissions');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.join(dir, 'pg')).length).toBeGreaterThan(5);
    expect(openToOthers(dir)).toEqual([]);
    const second = await start(env, 'API reference:');
    expect(second.stdout).not.toContain('First start');
    expect(second.stdout, `exit ${second.code}; stderr: ${second.stderr}`).toContain('Provider Portal is running at');
    expect(openToOthers(dir)).toEqual([]);

    // The demo sizes of the foundation issue, plus the two registrable TINs' copies (decision 020) and the therapy course (seed/therapy-course.ts).
    const database = await openPglite(path.join(dir, 'pg'));
    try {
      const [counts] = (
        await database.client!.query<Record<string, number>>(
          `SELECT (SELECT count(*)::int FROM provider) AS providers, (SELECT count(*)::int FROM client) AS clients,
                  (SELECT count(*)::int FROM claim) AS claims, (SELECT count(*)::int FROM bill) AS bills,
                  (SELECT count(DISTINCT ftin)::int FROM grp_ftin) AS tins, (SELECT count(*)::int FROM grp_info) AS groups`,
        )
      ).rows;
      expect(counts).toEqual({ providers: 206, clients: 50, claims: 5002, bills: 20033, tins: 20, groups: 5 });
    } finally {
      await database.close();
    }
  }, 180_000);
});

/** Every entry below a folder (itself included) that its group or other users could use, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = statSync(entry);
    if ((stat.mode & 0o077) !== 0) found.push(`${path.relative(dir, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return found;
}

describe('the data folder (finding 8)', () => {
  // A folder the portal creates: the first start above.
  it('tightens an existing folder other users could read, says so once, and not again on the next start', async () => {
    const dir = dataDir();
    chmodSync(dir, 0o755);
    mkdirSync(path.join(dir, 'exports'), { mode: 0o777 });
    chmodSync(path.join(dir, 'exports'), 0o777);
    writeFileSync(path.join(dir, 'exports', 'claimants.csv'), 'name,dob\n', { mode: 0o666 });
    chmodSync(path.join(dir, 'exports', 'claimants.csv'), 0o666);
    expect(openToOthers(dir)).toHaveLength(3);

    const env = { PORT: '0', DATA_DIR: dir, SEED_DEMO: 'false' };
    const first = await start(env, 'API reference:');
    const said = first.stdout.split('\n').filter((l) => l.includes('Tightened permissions'));
    expect(said).toEqual([`Tightened permissions of ${dir}: 3 entries were open to other users (now folders 0700, files 0600).`]);
    expect(openToOthers(dir)).toEqual([]);
    const second = await start(env, 'API reference:');
    expect(second.stdout, `exit ${second.code}; stderr: ${second.stderr}`).toContain('Provider Portal is running at');
    expect(second.stdout).not.toContain('Tightened permissions');
  }, 120_000);

  // A folder under /sys: even root cannot write there (chmod alone does not stop root, and tests may run as root).
  it('an unwritable DATA_DIR: one line naming it, exit 1', async () => {
    const run = await start({ PORT: '0', DATA_DIR: '/sys' });
    expect(run.code).toBe(1);
    expect(errorLines(run)).toEqual([expect.stringMatching(/^Provider Portal could not start: DATA_DIR \/sys is not writable \(E[A-Z]+\): /)]);
  }, 60_000);

  it('an unwritable DATA_DIR with JWT_SECRET set (the database still lives there): the same line', async () => {
    const run = await start({ PORT: '0', DATA_DIR: '/sys', JWT_SECRET: 'j'.repeat(40) });
    expect(run.code).toBe(1);
    expect(errorLines(run)).toEqual([expect.stringMatching(/^Provider Portal could not start: DATA_DIR \/sys is not writable \(E[A-Z]+\): /)]);
  }, 60_000);
});
