import type { PasskeyAssertion, PasskeyAttestation } from '@wcpp/contract';

/*
 * The browser's side of a passkey (issue 46, WebAuthn Level 3) for the four places that use one: the
 * sign-in page, the second step, the step-up dialog and the profile. @simplewebauthn/browser is loaded
 * with import() at the first ceremony, so no page's first load carries it (the sign-in page's budget).
 */

type Browser = typeof import('@simplewebauthn/browser');
type RequestOptions = Parameters<Browser['startAuthentication']>[0]['optionsJSON'];
type CreationOptions = Parameters<Browser['startRegistration']>[0]['optionsJSON'];

/** Whether this browser can use passkeys at all (the buttons are offered only then). */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * The browser's ceremony did not give a passkey: the person cancelled, it timed out, or the device
 * could not (NotAllowedError, AbortError …). No call to the server follows. `alreadyThere` is a new
 * passkey refused because this authenticator already holds one of the account (InvalidStateError).
 */
export class PasskeyNotUsed extends Error {
  readonly alreadyThere: boolean;
  constructor(cause: unknown) {
    super('The passkey was not used', { cause });
    this.name = 'PasskeyNotUsed';
    const code = (cause as { code?: unknown } | null)?.code;
    const name = (cause as { name?: unknown } | null)?.name;
    this.alreadyThere = code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError';
  }
}

export const isPasskeyNotUsed = (error: unknown): error is PasskeyNotUsed => error instanceof PasskeyNotUsed;

const browser = (): Promise<Browser> => import('@simplewebauthn/browser');

/** navigator.credentials.get() with the server's options: the assertion as JSON, or PasskeyNotUsed. */
export async function getPasskey(options: Record<string, unknown>): Promise<PasskeyAssertion> {
  const { startAuthentication } = await browser();
  try {
    return (await startAuthentication({ optionsJSON: options as unknown as RequestOptions })) as PasskeyAssertion;
  } catch (error) {
    throw new PasskeyNotUsed(error);
  }
}

/** navigator.credentials.create() with the server's options: the new passkey as JSON, or PasskeyNotUsed. */
export async function createPasskey(options: Record<string, unknown>): Promise<PasskeyAttestation> {
  const { startRegistration } = await browser();
  try {
    return (await startRegistration({ optionsJSON: options as unknown as CreationOptions })) as PasskeyAttestation;
  } catch (error) {
    throw new PasskeyNotUsed(error);
  }
}
