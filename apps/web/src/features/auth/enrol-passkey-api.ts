import { signInSecurityCalls, type SignInAnswer } from '@wcpp/contract';
import { call } from '../../lib/http';
import { createPasskey } from '../../lib/passkeys';

/**
 * A passkey as the first factor of an account that must set one up to finish signing in (issue 46 §2):
 * the ticket's registration options, the browser's ceremony, then POST /auth/secondStep/enrol/passkey.
 * The answer is the whole sign-in with ten recovery codes. A ceremony the person cancelled throws
 * PasskeyNotUsed before the second call.
 */
export async function enrolPasskeyAtSignIn({ ticket, name, rememberBrowser }: { ticket: string; name: string; rememberBrowser?: boolean }): Promise<SignInAnswer> {
  const { options } = await call(signInSecurityCalls.secondStepPasskeyEnrolOptions, { body: { ticket } });
  const credential = await createPasskey(options);
  return call(signInSecurityCalls.secondStepPasskeyEnrol, { body: { ticket, name, credential, ...(rememberBrowser ? { rememberBrowser } : {}) } });
}
