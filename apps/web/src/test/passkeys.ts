import { vi } from 'vitest';
import type { PasskeyAssertion, PasskeyAttestation } from '@wcpp/contract';

/*
 * Passkeys in component tests: jsdom has no WebAuthn. A test file mocks @simplewebauthn/browser
 * (vi.mock, hoisted) with these answers, and stubs window.PublicKeyCredential where the buttons must show.
 */

/** What startAuthentication answers: an assertion, as JSON. */
export const assertion: PasskeyAssertion = {
  id: 'cred-AbC_123',
  rawId: 'cred-AbC_123',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0', authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4', signature: 'MEUCIQDx', userHandle: 'dXNlci03' },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
};

/** What startRegistration answers: a new passkey, as JSON. */
export const attestation: PasskeyAttestation = {
  id: 'cred-New_456',
  rawId: 'cred-New_456',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ', transports: ['internal'] },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
};

/** The server's options, passed through unread. */
export const requestOptions = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required', allowCredentials: [] };
export const creationOptions = { challenge: 'Y2hhbGxlbmdl', rp: { id: 'localhost', name: 'Provider Portal' }, user: { id: 'dXNlci03', name: 'provuser1', displayName: 'provuser1' }, pubKeyCredParams: [{ type: 'public-key', alg: -7 }] };

/** What the browser throws when the person cancels (or the ceremony times out). */
export const notAllowed = () => new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');

/** A browser with passkeys: the portal offers them (undone after each test by vi.unstubAllGlobals). */
export const withPasskeys = () => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});

/** The bodies fetch sent to one call, parsed. */
export const bodiesSent = (fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }, call: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${new URL(String(input), 'http://localhost:3000').pathname}` === call)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
