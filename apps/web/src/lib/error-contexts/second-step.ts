import {
  signInMessage,
  signInSecurityMessages,
  type SignInSecurityCode,
} from '@wcpp/contract';
import type { Refusal } from '../errors';

/**
 * Where a refusal of the sign-in's second step is shown, and how its code reads there (lib/errors.ts).
 * Apart from sign-in-security.ts: it reads the sign-in catalogue, which the step-up dialog (loaded on
 * every signed-in screen) must not carry, nor the sign-in page the second step's messages.
 */

/** The second step of a sign-in (issue 46): sign-in security's codes, then the sign-in catalogue (a lock, a terminated account). */
export const secondStep = ({ code }: Refusal) =>
  Object.hasOwn(signInSecurityMessages, code) ? signInSecurityMessages[code as SignInSecurityCode] : signInMessage(code);
