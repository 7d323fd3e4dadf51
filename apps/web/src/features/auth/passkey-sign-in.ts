import { passkeySignInTexts, signInSecurityCalls, signInSecurityMessages, type SignInAnswer } from '@wcpp/contract';
import { errorCode } from '../../lib/errors';
import { call } from '../../lib/http';
import { getPasskey, isPasskeyNotUsed } from '../../lib/passkeys';

/** The refusals that are the passkey's own (issue 46 §1); an account's state (a lock …) reads as after a password. */
const ownCodes = ['PASSKEY_FAILED', 'PASSKEY_UNKNOWN', 'PASSKEY_EXPIRED'] as const;

/**
 * "Sign in with a passkey", loaded on the click (the sign-in page's first load does not carry it): the
 * challenge for any passkey of the portal, the browser's ceremony, then POST /auth/passkey. The answer
 * to finish as a password's, or the notice of a passkey that was not used or not taken; other refusals throw.
 */
export async function passkeySignIn(): Promise<{ answer: SignInAnswer } | { notice: string }> {
  try {
    const { options } = await call(signInSecurityCalls.passkeyOptions, { body: {} });
    const credential = await getPasskey(options);
    return { answer: await call(signInSecurityCalls.passkeySignIn, { body: { credential } }) };
  } catch (error) {
    if (isPasskeyNotUsed(error)) return { notice: passkeySignInTexts.cancelled };
    const code = errorCode(error);
    if ((ownCodes as readonly string[]).includes(code)) return { notice: signInSecurityMessages[code as (typeof ownCodes)[number]] };
    throw error;
  }
}
