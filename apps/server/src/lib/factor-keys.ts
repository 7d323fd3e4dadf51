import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { FactorKey } from '../config';

/**
 * The authenticator apps' secrets at rest (issue 46): AES-256-GCM under the first of FACTOR_KEYS, stored
 * as `keyId.iv.ciphertext.tag` (base64url), so that a key can be rotated: any listed key decrypts.
 */
export function sealSecret(keys: FactorKey[], secret: Uint8Array): string {
  const { id, key } = keys[0]!;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`second_factor:${id}`));
  const body = Buffer.concat([cipher.update(secret), cipher.final()]);
  return [id, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The secret, or null when no listed key opens it (a key removed too early, or a changed row). */
export function openSecret(keys: FactorKey[], sealed: string): Buffer | null {
  const [id, iv, body, tag, ...rest] = sealed.split('.');
  const key = keys.find((k) => k.id === id)?.key;
  if (!key || !iv || !body || !tag || rest.length) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`second_factor:${id}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  } catch {
    return null;
  }
}

/**
 * A recovery code's stored form: HMAC-SHA-256 under a factor key, so that a copy of the database alone
 * cannot try the 2^60 codes offline. One hash per listed key: a code made under an older key still matches.
 */
export const codeHashes = (keys: FactorKey[], code: string): string[] =>
  keys.map(({ key }) => createHmac('sha256', key).update(`recovery:${code}`).digest('hex'));
