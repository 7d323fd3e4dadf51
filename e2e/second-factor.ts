import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { test } from '@playwright/test';
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
  // The step is taken under the lock; the wait for it, if any, is outside it, so two sign-ins wait side by side.
  const { step, waitMs } = await locked(async () => {
    let used: Record<string, number> = {};
    try {
      used = JSON.parse(readFileSync(stepsFile, 'utf8')) as Record<string, number>;
    } catch {
      /* the run's first */
    }
    const now = Date.now();
    const current = Math.floor(now / PERIOD);
    // The step before now still holds while this one has more than a few seconds left: three steps a
    // window, so a burst of sign-ins seldom waits.
    const earliest = now - current * PERIOD < PERIOD - 5_000 ? current - 1 : current;
    const taken = Math.max(earliest, (used[userNm] ?? -Infinity) + 1);
    used[userNm] = taken;
    writeFileSync(stepsFile, JSON.stringify(used));
    // The server takes one step either side of its clock: a step two ahead is waited for.
    return { step: taken, waitMs: taken > current + 1 ? (taken - 1) * PERIOD - now + 100 : 0 };
  });
  if (waitMs > 0) {
    // The wait is the shared clock's, not the story's: the test is given that much more time.
    test.info().setTimeout(test.info().timeout + waitMs);
    await sleep(waitMs);
  }
  return totp.generate({ timestamp: step * PERIOD + 1 });
}
