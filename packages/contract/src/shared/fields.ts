import * as z from 'zod/mini';
import { registrationMessages as reg } from '../registration/messages';
import { passwordProblems, type PasswordContext } from '../password-rules';
import { wellFormedText } from './input';
import { transformed, type RefinementCtx } from './mini';

/**
 * Shared field rules of the account forms (part 1 §5 "shared helper rules", part 2 §5). Every text
 * field checks wellFormedText() first: a lone surrogate gets that message, not the field's format one.
 */

/** An optional text field: trimmed, at most `max` characters, and null when empty. */
export const optionalText = (max: number, message: string) =>
  transformed(z.nullish(z.string().check(z.trim(), wellFormedText(), z.maxLength(max, message))), (v) => (v ? v : null));

/** Part 2 §3 and §9 field limits of the account screens. */
export const accountLimits = {
  authCode: 23,
  tin: 9,
  billControlNumberInput: 22,
  billControlNumberDigits: 14,
  providerId: 8,
  name: 40,
  middleInitial: 1,
  registrationPhone: 14,
  profilePhone: 15,
  usernameMin: 6,
  username: 14,
  resetUsername: 50,
  email: 120,
  // One limit per database column (user_info: job_title, company_nm, company_url 128; affiliation_desc
  // 80), shared by the profile dialog and the own profile: docs/decisions/031-server-floor.md.
  jobTitle: 128,
  companyNm: 128,
  companyUrl: 128,
  otherDesc: 80,
  tempPassword: 23,
  campaign: 64,
  /** Longest password the wire accepts; the rules allow 20 (the refusal then names the rules). */
  passwordWire: 128,
  token: 200,
} as const;

// ─── Shared format checks (part 1 §5 "shared helper rules") ─────────────────────────────────────

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** Four groups of five capital letters or digits: the authentication code. */
export const AUTH_CODE = /^[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/;
const NAME = /^[A-Za-z][A-Za-z' -]*$/;
const USERNAME = /^[A-Za-z0-9]{6,14}$/;

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** Part 2 §4: on blur a phone with at least 10 digits is shown 3-3-4 with hyphens. */
export function formatPhone(value: string): string {
  const d = digitsOnly(value);
  if (d.length < 10) return value;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 10)}${d.length > 10 ? ` ${d.slice(10)}` : ''}`;
}

export const isEmail = (value: string): boolean => value.length <= accountLimits.email && EMAIL.test(value);

export const emailField = (message: string) =>
  transformed(z.string().check(z.trim(), wellFormedText(), z.minLength(1, message), z.maxLength(accountLimits.email, message), z.regex(EMAIL, message)), (v) => v.toLowerCase());

export const personName = (message: string) =>
  z.string().check(z.trim(), wellFormedText(), z.minLength(1, message), z.maxLength(accountLimits.name, message), z.regex(NAME, message));

export const middleInitial = transformed(
  z.nullish(z.string().check(z.trim(), wellFormedText(), z.maxLength(1, reg.middleInitial), z.regex(/^[A-Za-z]?$/, reg.middleInitial))),
  (v) => (v ? v.toUpperCase() : null),
);

/** Ten digits once everything else is stripped; the output is the digits (part 2 §3: digits only when sent). */
export const phoneField = (message: string, max: number) =>
  transformed(
    z.string().check(
      z.trim(),
      wellFormedText(),
      z.minLength(1, message),
      z.maxLength(max, message),
      z.refine((v: string) => digitsOnly(v).length === 10 && /^[\d\s().+-]+$/.test(v), message),
    ),
    digitsOnly,
  );

export const usernameField = transformed(z.string().check(z.trim(), wellFormedText(), z.regex(USERNAME, reg.username)), (v) => v.toLowerCase());

export const authCodeField = transformed(
  z.string().check(z.trim(), wellFormedText(), z.minLength(1, reg.enterAuthCode), z.maxLength(accountLimits.authCode, reg.authCodeInvalid)),
  (v) => v.toUpperCase(),
).check(z.refine((v: string) => AUTH_CODE.test(v), reg.authCodeInvalid));

export const tinField = z.string().check(z.trim(), wellFormedText(), z.minLength(1, reg.enterTin), z.regex(/^\d{9}$/, reg.tinInvalid));
/** A TIN in a path: nine digits, nothing else. */
export const tinParam = z.string().check(z.regex(/^\d{9}$/, reg.tinInvalid));

/** Checks a new password and its confirmation into the given fields (part 2 §5). */
export function checkNewPassword(
  ctx: RefinementCtx,
  value: { password: string; confirm: string },
  paths: { password: string; confirm: string },
  messages: { required: string; rules: string; confirm: string; mismatch: string },
  context: PasswordContext,
) {
  if (!value.password) ctx.addIssue({ code: 'custom', path: [paths.password], message: messages.required });
  else if (passwordProblems(value.password, context).length) ctx.addIssue({ code: 'custom', path: [paths.password], message: messages.rules });
  if (!value.confirm) ctx.addIssue({ code: 'custom', path: [paths.confirm], message: messages.confirm });
  else if (value.password && value.confirm !== value.password) ctx.addIssue({ code: 'custom', path: [paths.confirm], message: messages.mismatch });
}

export const registrationPasswordMessages = {
  required: reg.enterNewPassword,
  rules: reg.passwordRequirements,
  confirm: reg.confirmNewPassword,
  mismatch: reg.passwordsDoNotMatch,
};

/**
 * Part 2 §9: a link expires when its expire timestamp is before now. Values below 10^12 are read as
 * seconds since the epoch, larger ones as milliseconds; a missing or unreadable value has expired.
 */
export function isLinkExpired(expire: string | null | undefined, now: number = Date.now()): boolean {
  if (!expire || !/^\d{1,16}$/.test(expire.trim())) return true;
  const value = Number(expire.trim());
  const ms = value < 1e12 ? value * 1000 : value;
  return ms < now;
}
