import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { normalizeCode, totpRule } from '@wcpp/contract';

/** A new authenticator-app secret (totpRule.secretBytes random bytes). */
export const newTotpSecret = (): Uint8Array => new Uint8Array(new Secret({ size: totpRule.secretBytes }).bytes);

const totpOf = (secret: Uint8Array, label = 'user') =>
  new TOTP({ issuer: totpRule.issuer, label, algorithm: totpRule.algorithm, digits: totpRule.digits, period: totpRule.periodSeconds, secret: new Secret({ buffer: Uint8Array.from(secret).buffer }) });

/** The secret as base32, in groups of four for a person to type. */
export const base32Groups = (secret: Uint8Array) => new Secret({ buffer: Uint8Array.from(secret).buffer }).base32.replace(/(.{4})(?=.)/g, '$1 ');

/** The Key Uri Format link an app scans, and its QR code as SVG. */
export async function enrolmentOf(secret: Uint8Array, userNm: string) {
  const uri = totpOf(secret, userNm).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret: base32Groups(secret), uri, qrSvg };
}

/** The time step of a moment (RFC 6238 §4: T = floor((now − T0) / X)). */
export const stepAt = (nowMs: number) => Math.floor(nowMs / 1000 / totpRule.periodSeconds);

/**
 * The step a typed code belongs to, within one step of drift either side of now (RFC 6238 §5.2), or
 * null. Whether that step was already used is the caller's to decide, in one statement (service.ts).
 */
export function matchingStep(secret: Uint8Array, typed: string, nowMs: number): number | null {
  const token = normalizeCode(typed);
  if (!/^\d+$/.test(token) || token.length !== totpRule.digits) return null;
  const delta = totpOf(secret).validate({ token, timestamp: nowMs, window: totpRule.window });
  return delta === null ? null : stepAt(nowMs) + delta;
}

/** The code of a step (tests, and the README's command for a demo code). */
export const codeAt = (secret: Uint8Array, nowMs: number) => totpOf(secret).generate({ timestamp: nowMs });
