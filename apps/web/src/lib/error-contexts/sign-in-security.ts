import {
  genericMessages,
  signInMessage,
  signInSecurityMessages,
  type SignInSecurityCode,
} from '@wcpp/contract';
import type { Refusal } from '../errors';

/** Where a refusal of sign-in security is shown, and how its code reads there (lib/errors.ts). */

const own = (code: string): code is SignInSecurityCode => Object.hasOwn(signInSecurityMessages, code);

/** The second step of a sign-in: its own codes, then the sign-in catalogue (a lock, a terminated account). */
export const secondStep = ({ code }: Refusal) => (own(code) ? signInSecurityMessages[code] : signInMessage(code));

/** The step-up dialog: a wrong code or password; anything else is the generic message. */
export const stepUp = ({ code }: Refusal) => (own(code) ? signInSecurityMessages[code] : genericMessages.generic);

/**
 * The profile's sign-in security section: its own codes; a refusal the server explains (read-only
 * while mirroring, a field's rule) in the server's words, from the contract; anything else generic.
 */
export const security = ({ code, status, serverMessage }: Refusal) =>
  own(code) ? signInSecurityMessages[code] : status >= 400 && status < 500 && serverMessage ? serverMessage : genericMessages.generic;
