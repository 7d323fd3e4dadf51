import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a number read aloud or typed back is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 10;

/**
 * A new receipt number (decision 095): 10 characters of Crockford base32 from 50 random bits, grouped
 * as `R7K2-9QXM-4T` to be read on the phone. Not guessable (one in 10^15), unique by its index.
 */
export function newReceiptNumber(): string {
  const bytes = randomBytes(7); // 56 bits; 50 used
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let text = '';
  for (let i = 0; i < LENGTH; i++) text += ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)];
  return grouped(text);
}

const grouped = (text: string) => `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8, 10)}`;

/**
 * A receipt number as a person gives it back: either case, with or without hyphens or spaces, and the
 * letters Crockford reads as digits (O as 0, I and L as 1). Null when it cannot be one.
 */
export function normalReceiptNumber(given: string): string | null {
  const text = given
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (text.length !== LENGTH || [...text].some((c) => !ALPHABET.includes(c))) return null;
  return grouped(text);
}
