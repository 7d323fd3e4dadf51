import {
  signInMessage,
} from '@wcpp/contract';
import type { Refusal } from '../errors';

/** Where a refusal of sign-in is shown, and how its code reads there (lib/errors.ts). */

/**
 * Where a refusal is shown, and how its code becomes the contract's message there (part 1 §8, part 2
 * §8): the same code reads differently on two screens (INVALID_EMAIL is "in use" when adding a user,
 * "does not exist" when asking for a username), so the call says where it is.
 */
export const signIn = ({ code }: Refusal) => signInMessage(code);
