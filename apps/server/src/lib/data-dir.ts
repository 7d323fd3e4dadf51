import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** DATA_DIR cannot be created, read or written: names the folder and the system's reason, in one line. */
export class DataDirError extends Error {
  constructor(dir: string, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException | undefined)?.code ?? 'unknown error';
    super(`DATA_DIR ${dir} is not writable (${code}): set DATA_DIR to a folder this user can write to, or fix its owner and permissions.`);
  }
}

/**
 * Creates a folder and its missing parents, private to this user (0700). Not mkdirSync's recursive
 * mode: on Node 20 that spins forever under /proc, where mkdir answers ENOENT for an existing parent.
 */
export function ensurePrivateDir(dir: string): void {
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && statSync(dir).isDirectory()) return;
    const parent = path.dirname(dir);
    if (code !== 'ENOENT' || parent === dir) throw err;
    ensurePrivateDir(parent);
    mkdirSync(dir, { mode: 0o700 });
  }
}

const probeName = () => `.write-probe-${process.pid}-${randomBytes(4).toString('hex')}`;

/** Proves the folder writable by writing and removing an empty file: a real write answers for modes, ACLs and read-only mounts alike. */
function probeSync(dir: string): void {
  const file = path.join(dir, probeName());
  writeFileSync(file, '', { mode: 0o600 });
  unlinkSync(file);
}

/** The error that makes the folder unwritable now, or null (for /readyz: the disk can turn read-only at run time). */
export async function writeProblem(dir: string): Promise<NodeJS.ErrnoException | null> {
  const file = path.join(dir, probeName());
  try {
    await writeFile(file, '', { mode: 0o600 });
    await unlink(file);
    return null;
  } catch (err) {
    return err as NodeJS.ErrnoException;
  }
}

/**
 * Removes group and other access below a folder (folders 0700, files 0600); symbolic links are left
 * alone, so nothing outside the folder changes. Returns how many entries were changed.
 */
export function tightenModes(dir: string): number {
  if (process.platform === 'win32') return 0;
  let changed = 0;
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) {
      chmodSync(entry, stat.isDirectory() ? 0o700 : 0o600);
      changed += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return changed;
}

/**
 * The start-up check of the data folder (finding 8): create it 0700, prove it writable, tighten
 * what others could read. Returns how many entries were tightened. Throws DataDirError.
 */
export function prepareDataDir(dir: string): number {
  try {
    ensurePrivateDir(dir);
    probeSync(dir);
    return tightenModes(dir);
  } catch (err) {
    throw new DataDirError(dir, err);
  }
}
