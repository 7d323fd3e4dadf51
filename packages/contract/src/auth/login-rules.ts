import { loginMessages } from './messages';

/**
 * Part 1 §5: the login form's rules, as data. LoginFormSchema (the server's check of POST
 * /authenticate) is built from them, and the sign-in page checks them with checkLogin, without zod:
 * the page stays within its weight (docs/decisions/058). A test holds the two to the same answers.
 */
export const loginRules = {
  username: { trim: true, maxLength: 120, message: loginMessages.enterUsername },
  password: { trim: false, maxLength: 128, message: loginMessages.enterPassword },
} as const;

export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The login values as the server reads them (the username trimmed), or each field's message. */
export function checkLogin(values: LoginValues): { data: LoginValues | null; errors: LoginErrors } {
  const data: LoginValues = { username: '', password: '' };
  const errors: LoginErrors = {};
  for (const field of ['username', 'password'] as const) {
    const rule = loginRules[field];
    const value = rule.trim ? values[field].trim() : values[field];
    if (value.length < 1 || value.length > rule.maxLength) errors[field] = rule.message;
    data[field] = value;
  }
  return Object.keys(errors).length ? { data: null, errors } : { data, errors };
}
