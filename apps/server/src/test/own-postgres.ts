import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Whether PostgreSQL's server programs are installed here (Debian's packages), for tests that need their own server. */
export const postgresInstalled = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;

/**
 * A PostgreSQL server of a test's own (scripts/postgres.sh, on a random port), which the test may
 * stop, crash and start again without disturbing other tests.
 */
export function ownPostgres() {
  // Below Linux's ephemeral range (32768–60999): while the server is stopped, an outgoing connection
  // of this machine could otherwise be given its port, and the restart would find it taken.
  const port = String(20000 + Math.floor(Math.random() * 9000));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wcpp-own-pg-'));
  const script = (action: 'start' | 'stop') =>
    execFileSync(path.join(root, 'scripts/postgres.sh'), [action, dir], { env: { ...process.env, PGPORT: port }, encoding: 'utf8' }).trim();
  return {
    /**
     * Starts (or starts again) the server; returns its URL. A restart right after a stop can find the
     * old server still releasing its port on a loaded machine: it is tried again for a few seconds.
     */
    start: () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return script('start');
        } catch (err) {
          if (attempt >= 5) throw err;
          execFileSync('sleep', ['1']);
        }
      }
    },
    /** A clean, fast shutdown: sessions are ended, the server writes its checkpoint. */
    stop: () => void script('stop'),
    /** Kills the server as a crash would (pg_ctl stop -m immediate): no checkpoint, recovery at the next start. */
    crash: () => {
      const bin = execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'], { encoding: 'utf8' }).trim();
      const command = [path.join(bin, 'pg_ctl'), '-D', path.join(dir, 'data'), '-m', 'immediate', '-w', 'stop'];
      const [file, ...args] = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...command] : command;
      execFileSync(file!, args, { stdio: 'ignore' });
    },
    remove: () => {
      script('stop');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
