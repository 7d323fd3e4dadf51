import {
  signInMessage,
  signInSecurityMessages,
} from '@wcpp/contract';
import type { Refusal } from '../errors';

/** Where a refusal of sign-in is shown, and how its code reads there (lib/errors.ts). */

/** The refusals of "Sign in with a passkey" that are the passkey's own (issue 46 §1); an account's state reads as after a password. */
const passkeyCodes = ['PASSKEY_FAILED', 'PASSKEY_UNKNOWN', 'PASSKEY_EXPIRED'] as const;
const isPasskeyCode = (code: string): code is (typeof passkeyCodes)[number] => (passkeyCodes as readonly string[]).includes(code);

/**
 * Where a refusal is shown, and how its code becomes the contract's message there (part 1 §8, part 2
 * §8): the same code reads differently on two screens (INVALID_EMAIL is "in use" when adding a user,
 * "does not exist" when asking for a username), so the call says where it is.
 */
export const signIn = ({ code }: Refusal) => (isPasskeyCode(code) ? signInSecurityMessages[code] : signInMessage(code));
