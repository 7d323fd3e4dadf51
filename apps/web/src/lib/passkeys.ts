import type { PasskeyAssertion, PasskeyAttestation } from '@wcpp/contract';

/*
 * The browser's side of a passkey (issue 46, WebAuthn Level 3) for the four places that use one: the
 * sign-in page, the second step, the step-up dialog and the profile. @simplewebauthn/browser is loaded
 * with import() at the first ceremony, so no page's first load carries it (the sign-in page's budget).
 */

/** Whether this browser can use passkeys at all (the buttons are offered only then). */
export const passkeysSupported = (): boolean => typeof window.PublicKeyCredential === 'function';

/**
 * The browser's ceremony gave no passkey: the person cancelled, it timed out, or the device could not
 * (NotAllowedError, AbortError …). No call to the server follows. `alreadyThere`: a new passkey refused
 * because this authenticator already holds one of the account (InvalidStateError).
 */
export class PasskeyNotUsed extends Error {
  constructor(readonly alreadyThere = false) {
    super('The passkey was not used');
  }
}

export const isPasskeyNotUsed = (error: unknown): error is PasskeyNotUsed => error instanceof PasskeyNotUsed;

/** navigator.credentials.get() with the server's options: the assertion as JSON, or PasskeyNotUsed. */
export async function getPasskey(options: Record<string, unknown>): Promise<PasskeyAssertion> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return (await startAuthentication({ optionsJSON: options as never }).catch(() => {
    throw new PasskeyNotUsed();
  })) as PasskeyAssertion;
}

/** navigator.credentials.create() with the server's options: the new passkey as JSON, or PasskeyNotUsed. */
export async function createPasskey(options: Record<string, unknown>): Promise<PasskeyAttestation> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return (await startRegistration({ optionsJSON: options as never }).catch((error: { name?: string; code?: string } | null) => {
    throw new PasskeyNotUsed(error?.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || error?.name === 'InvalidStateError');
  })) as PasskeyAttestation;
}
