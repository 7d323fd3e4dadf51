import type { validateLogin } from './credentials-validation';

let loading: Promise<typeof validateLogin> | null = null;

/**
 * Loads the login rules on demand. They are the contract's zod schema, and zod (~45 KB gzipped)
 * would otherwise push the sign-in page past its 180 KB budget (docs/decisions/013). The file it
 * loads is named without "login" so bench/size.mjs measures the page chunk, not this one.
 */
export function loadLoginValidation(): Promise<typeof validateLogin> {
  loading ??= import('./credentials-validation').then((module) => module.validateLogin);
  return loading;
}
