import { signInSecurityCalls, type SecondStepRequest } from '@wcpp/contract';
import { call } from '../../lib/http';
import { getPasskey } from '../../lib/passkeys';

/** POST /auth/secondStep: the password's ticket and a code; the answer is the whole sign-in (issue 46 §1). */
export const verifySecondStep = (body: SecondStepRequest) => call(signInSecurityCalls.secondStep, { body });

/** POST /auth/secondStep/enrol: a new authenticator app key for an account that must set one up. */
export const startSecondStepEnrol = (ticket: string) => call(signInSecurityCalls.secondStepEnrol, { body: { ticket } });

/**
 * The second step with a passkey: the ticket's challenge (that account's passkeys), the browser's
 * ceremony, then POST /auth/secondStep with its assertion. A ceremony the person cancelled throws
 * PasskeyNotUsed before any second call.
 */
export async function verifyWithPasskey({ ticket, rememberBrowser }: { ticket: string; rememberBrowser?: boolean }) {
  const { options } = await call(signInSecurityCalls.passkeyOptions, { body: { ticket } });
  const credential = await getPasskey(options);
  return verifySecondStep({ ticket, method: 'passkey', credential, ...(rememberBrowser ? { rememberBrowser } : {}) });
}
