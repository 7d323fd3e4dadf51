import {
  genericMessages,
  signInSecurityMessages,
  type SignInSecurityCode,
} from '@wcpp/contract';
import type { Refusal } from '../errors';

/**
 * Where a refusal of sign-in security is shown, and how its code reads there (lib/errors.ts). The
 * second step of a sign-in reads the sign-in catalogue too: its place is second-step.ts, so that the
 * step-up dialog, loaded on signed-in screens, does not carry the sign-in's messages.
 */

const own = (code: string): code is SignInSecurityCode => Object.hasOwn(signInSecurityMessages, code);

/** The step-up dialog: a wrong code or password; anything else is the generic message. */
export const stepUp = ({ code }: Refusal) => (own(code) ? signInSecurityMessages[code] : genericMessages.generic);

/**
 * The profile's sign-in security section: its own codes; a refusal the server explains (read-only
 * while mirroring, a field's rule) in the server's words, from the contract; anything else generic.
 */
export const security = ({ code, status, serverMessage }: Refusal) =>
  own(code) ? signInSecurityMessages[code] : status >= 400 && status < 500 && serverMessage ? serverMessage : genericMessages.generic;
