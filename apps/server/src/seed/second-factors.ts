import { inArray } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type { FactorKey } from '../config';
import type { Db } from '../db/client';
import { secondFactors, users } from '../db/schema';
import { sealSecret } from '../lib/factor-keys';

/**
 * The demo's authenticator apps (issue 46): the internal administrators who can sign in, and one
 * Provider Admin. Known secrets, in base32, so the README can print a current code with one command
 * (`npm run demo-code -- sysadmin1`). Only the demo seed writes them, and never under NODE_ENV=production.
 */
export const demoAuthenticatorSecrets: Readonly<Record<string, string>> = {
  sysadmin1: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  readonly1: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
  kpatel01: 'MFRGGZDFMZTWQ2LKMFRGGZDFMZTWQ2LK',
};

export const demoSecretBytes = (userNm: string): Uint8Array | null => {
  const base32 = demoAuthenticatorSecrets[userNm];
  return base32 ? new Uint8Array(Secret.fromBase32(base32).bytes) : null;
};

export async function seedSecondFactors(db: Db, keys: FactorKey[]): Promise<void> {
  const rows = await db.select({ id: users.id, userNm: users.userNm }).from(users).where(inArray(users.userNm, Object.keys(demoAuthenticatorSecrets)));
  const enrolled = new Date('2026-10-01T14:00:00Z');
  await db.insert(secondFactors).values(
    rows.map((u) => ({ userInfoId: u.id, kind: 'TOTP', secretEnc: sealSecret(keys, demoSecretBytes(u.userNm)!), createdAt: enrolled, confirmedAt: enrolled })),
  );
}
