import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { passwordProblems } from '@wcpp/contract';

/** A link token: 256 random bits, URL-safe. Only its hash is stored. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 hex: tokens and codes are random and long, so a fast hash is the right one to store. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Compares a value with a stored SHA-256 hex without leaking where they differ. */
export function matchesHash(value: string, hashHex: string): boolean {
  const a = Buffer.from(sha256(value), 'hex');
  const b = Buffer.from(hashHex, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;

/** The authentication code: four groups of five capital letters or digits (part 1 §5 key pattern). */
export function authenticationCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => pick(alphabet)).join('')).join('-');
}

/** A 12-character temporary password that meets the password rules for this user. */
export function temporaryPassword(userName: string): string {
  for (;;) {
    const chars = [
      ...Array.from({ length: 3 }, () => pick('ABCDEFGHJKLMNPQRSTUVWXYZ')),
      ...Array.from({ length: 4 }, () => pick('abcdefghijkmnpqrstuvwxyz')),
      ...Array.from({ length: 3 }, () => pick('23456789')),
      ...Array.from({ length: 2 }, () => pick('#$%&*!@?')),
    ];
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const candidate = chars.join('');
    if (!passwordProblems(candidate, { userName }).length) return candidate;
  }
}
