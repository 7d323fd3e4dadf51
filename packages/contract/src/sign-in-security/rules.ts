import { codeFormats } from './codes';

/**
 * The rules of sign-in security, as data with their sources (issue 46). The server enforces them and
 * the web words them; tests pin their boundaries.
 */

/** RFC 6238 (TOTP) with the parameters every authenticator app reads from an otpauth:// link. */
export const totpRule = {
  source: 'RFC 6238 §4 (time step X = 30 s, T0 = 0), §5.2 (one step of drift either side); RFC 4226 §5.3 (6 digits, HMAC-SHA-1)',
  periodSeconds: 30,
  digits: codeFormats.totpDigits,
  algorithm: 'SHA1',
  /** Steps accepted either side of now (RFC 6238 §5.2 recommends at most one). */
  window: 1,
  /** 160-bit secrets (RFC 4226 §4 R6: at least 128, 160 recommended). */
  secretBytes: 20,
  issuer: 'Provider Portal',
} as const;

/** Recovery codes: ten, single-use, shown once (UnitedHealthcare asks one at enrolment; NIST SP 800-63B-4 §3.1.2, look-up secrets). */
export const recoveryCodeRule = {
  source: 'NIST SP 800-63B-4 §3.1.2 (look-up secrets: at least 64 bits of entropy when not rate-limited; 20 bits when the verifier limits guesses, as here)',
  count: 10,
  /** Three groups of four characters of a 32-letter alphabet: 60 bits each. */
  groups: codeFormats.recoveryGroups,
  groupLength: codeFormats.recoveryGroupLength,
  alphabet: codeFormats.recoveryAlphabet,
} as const;

/** The second-step ticket a right password earns: single-use, short-lived. */
export const secondStepRule = {
  ticketMinutes: 5,
} as const;

/**
 * Passkeys (WebAuthn Level 3, issue 46 §1): the person is verified by the authenticator (PIN or
 * biometric), so one passkey is two factors (NIST SP 800-63B-4 §3.1.7, multi-factor cryptographic
 * authenticators; synced passkeys count at AAL2).
 */
export const passkeyRule = {
  source: 'W3C WebAuthn Level 3 §5.4 (options), §6.1.1 (signature counter), §7 (verification); NIST SP 800-63B-4 §3.1.7',
  userVerification: 'required',
  /** Discoverable where the authenticator can hold it ("Sign in with a passkey"); security keys with no room still enrol. */
  residentKey: 'preferred',
  attestation: 'none',
  /** A challenge is single-use and lives this long (WebAuthn §13.4.3: at least 16 random bytes). */
  challengeMinutes: 5,
  challengeBytes: 32,
  /** The browser's own time-out of the ceremony. */
  timeoutSeconds: 120,
  /** Passkeys per account at most. */
  maxPerUser: 10,
  /** The portal's name, as the authenticator shows it. */
  rpName: 'Provider Portal',
} as const;

/** A second check before what matters: asked again when the last factor is older than this. */
export const stepUpRule = {
  source: 'NIST SP 800-63B-4 §2.2.3 (reauthentication at AAL2) and issue 46 §3',
  minutes: 5,
} as const;

/** "Remember this browser": the password alone, for 30 days, never for internal administrators. */
export const rememberBrowserRule = {
  days: 30,
  /** Browsers remembered per account at most: the oldest is forgotten first. */
  maxPerUser: 10,
} as const;

/** The user types that must have a second factor, whatever their group says (issue 46 §2). */
export const factorRequiredTypes = ['ISAD', 'IRAD'] as const;

/** RFC 8176 authentication method references the portal writes and reads. */
export const amrValues = {
  password: 'pwd',
  oneTimeCode: 'otp',
  hardwareKey: 'hwk',
  softwareKey: 'swk',
  userPresence: 'user',
  multiFactor: 'mfa',
} as const;

/** The amr values that prove a second factor, from either identity provider (embedded or corporate). */
export const secondFactorAmr: readonly string[] = ['otp', 'hwk', 'swk', 'mfa', 'sc', 'fpt', 'face', 'iris', 'retina', 'vbm'];

export { isRecoveryCode, isTotpCode, normalizeCode, totpCodePattern } from './codes';

/** A passkey's name, as its person gives it (issue 46 §2): 1 to 64 characters once trimmed. */
export const passkeyNameRule = {
  maxLength: 64,
  messages: { empty: 'Enter a name for the passkey.', tooLong: 'Use at most 64 characters.' },
} as const;

/** The message of a passkey name the rule refuses, or null: the check without zod, for the sign-in page's chunks (decision 085). */
export function passkeyNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return passkeyNameRule.messages.empty;
  if (trimmed.length > passkeyNameRule.maxLength) return passkeyNameRule.messages.tooLong;
  return null;
}
