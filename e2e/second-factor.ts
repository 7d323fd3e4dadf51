import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { demoAuthenticatorSecrets } from '../apps/server/src/seed/second-factors';

/**
 * The demo's authenticator apps in the browser tests (apps/server/src/seed/second-factors.ts). The
 * server refuses a code whose time step was already used (RFC 6238 §5.2), and the two workers sign the
 * same accounts in: each code is taken from a step no one has used, kept in a file beside the portal's
 * data folder under a lock, so two sign-ins never bring the same step. When the next free step is too
 * far ahead for the server's one step of drift, this waits for it.
 */
const base = process.env.E2E_DATA_DIR ?? '/tmp/wcpp-e2e';
const stepsFile = `${base}-totp-steps.json`;
const lockDir = `${base}-totp-lock`;
const PERIOD = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function locked<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      // A lock left by a worker that died is taken after 60 s.
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > 60_000) rmSync(lockDir, { recursive: true, force: true });
      } catch {
        /* gone meanwhile */
      }
      await sleep(50);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

export const hasDemoApp = (userNm: string) => Object.hasOwn(demoAuthenticatorSecrets, userNm);

/** A code of the demo account's app that no earlier sign-in of the run used. */
export async function demoCode(userNm: string): Promise<string> {
  const base32 = demoAuthenticatorSecrets[userNm];
  if (!base32) throw new Error(`${userNm} has no demo authenticator app`);
  const totp = new TOTP({ secret: Secret.fromBase32(base32), digits: 6, period: 30, algorithm: 'SHA1' });
  return locked(async () => {
    let used: Record<string, number> = {};
    try {
      used = JSON.parse(readFileSync(stepsFile, 'utf8')) as Record<string, number>;
    } catch {
      /* the run's first */
    }
    const now = Date.now();
    const current = Math.floor(now / PERIOD);
    const step = Math.max(current, (used[userNm] ?? -Infinity) + 1);
    // The server takes one step either side of its clock: a step two ahead is waited for.
    if (step > current + 1) await sleep((step - 1) * PERIOD - now + 100);
    used[userNm] = step;
    writeFileSync(stepsFile, JSON.stringify(used));
    return totp.generate({ timestamp: step * PERIOD + 1 });
  });
}
