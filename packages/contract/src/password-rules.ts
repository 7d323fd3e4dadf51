/**
 * Part 2 §5 password rules (registration, reset, change): 8 to 20 characters, an upper case letter,
 * a lower case letter, a digit and a special character from a listed set, not containing the user
 * name and, in registration, not the first or last name forwards or backwards. The set, and the
 * refusal of spaces, quotes and backslashes, are chosen in docs/decisions/019-password-rules.md.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const PASSWORD_SPECIALS = '!@#$%^&*()-_=+[]{}|;:,.<>?/~';

/** Names are compared without their spaces, hyphens and apostrophes ("Van Dyke" → "vandyke"). A name shorter than this is not checked (a two-letter surname would forbid half the alphabet's pairs). */
export const NAME_CHECK_MIN = 3;

export type PasswordRuleId = 'length' | 'upper' | 'lower' | 'digit' | 'special' | 'allowed' | 'username' | 'names';

export const passwordRuleTexts: Record<PasswordRuleId, string> = {
  length: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
  upper: 'At least one upper case letter (A-Z)',
  lower: 'At least one lower case letter (a-z)',
  digit: 'At least one number (0-9)',
  special: `At least one special character: ${PASSWORD_SPECIALS.split('').join(' ')}`,
  allowed: 'No spaces, quotes or backslashes',
  username: 'Must not contain your username',
  names: 'Must not contain your first or last name, forwards or backwards',
};

export interface PasswordContext {
  userName?: string | null;
  /** Given in registration only (part 2 §5). */
  firstName?: string | null;
  lastName?: string | null;
}

const specials = new Set(PASSWORD_SPECIALS);
const forbidden = /[\s'"`\\]/;

const reversed = (s: string) => s.split('').reverse().join('');

/** The rules that apply with this context, in display order. */
export function passwordRulesFor(context: PasswordContext): PasswordRuleId[] {
  const rules: PasswordRuleId[] = ['length', 'upper', 'lower', 'digit', 'special', 'allowed', 'username'];
  if (context.firstName !== undefined || context.lastName !== undefined) rules.push('names');
  return rules;
}

/** The rules a password breaks (empty when it is acceptable). */
export function passwordProblems(password: string, context: PasswordContext = {}): PasswordRuleId[] {
  const lower = password.toLowerCase();
  const broken: PasswordRuleId[] = [];
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) broken.push('length');
  if (!/[A-Z]/.test(password)) broken.push('upper');
  if (!/[a-z]/.test(password)) broken.push('lower');
  if (!/\d/.test(password)) broken.push('digit');
  if (![...password].some((c) => specials.has(c))) broken.push('special');
  if (forbidden.test(password) || [...password].some((c) => !/[A-Za-z\d]/.test(c) && !specials.has(c))) broken.push('allowed');
  const userName = context.userName?.trim().toLowerCase();
  if (userName && lower.includes(userName)) broken.push('username');
  if (context.firstName !== undefined || context.lastName !== undefined) {
    const names = [context.firstName, context.lastName]
      .map((n) => (n ?? '').toLowerCase().replace(/[^a-z]/g, ''))
      .filter((n) => n.length >= NAME_CHECK_MIN);
    if (names.some((n) => lower.includes(n) || lower.includes(reversed(n)))) broken.push('names');
  }
  return broken;
}
