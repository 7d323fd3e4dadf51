import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { PasskeyAssertion, PasskeyAttestation } from '@wcpp/contract';

/**
 * A software authenticator for the server's tests (WebAuthn Level 3 §6): it makes ES256 passkeys with
 * attestation "none" and signs assertions as a platform authenticator does, so the portal's checks run
 * on real ceremonies. The browser tests use Chromium's virtual authenticator instead.
 */

const FLAG = { up: 0x01, uv: 0x04, be: 0x08, bs: 0x10, at: 0x40 } as const;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

export interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  counter: number;
  synced: boolean;
  userHandle?: string;
}

export interface CeremonyOptions {
  /** Leave the user unverified (UV flag off): the portal requires it. */
  unverified?: boolean;
  origin?: string;
  rpId?: string;
  /** Sign with another key than the passkey's own. */
  forgeWith?: KeyObject;
}

export function createSoftAuthenticator(defaults: { rpId: string; origin: string }) {
  const flags = (key: SoftPasskey, opts: CeremonyOptions, extra = 0) => FLAG.up | (opts.unverified ? 0 : FLAG.uv) | (key.synced ? FLAG.be | FLAG.bs : 0) | extra;

  /** navigator.credentials.create() on the portal's options: a new passkey and the browser's JSON of it. */
  function register(options: Record<string, unknown>, opts: CeremonyOptions & { synced?: boolean; reuse?: SoftPasskey } = {}): { key: SoftPasskey; credential: PasskeyAttestation } {
    const { privateKey, publicKey } = opts.reuse ? { privateKey: opts.reuse.privateKey, publicKey: createPublicKey(opts.reuse.privateKey) } : generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const key: SoftPasskey = { credentialId: opts.reuse?.credentialId ?? randomBytes(32), privateKey, counter: 0, synced: opts.synced ?? true, userHandle: (options.user as { id?: string } | undefined)?.id };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(key.credentialId.length);
    const authData = Buffer.concat([sha(opts.rpId ?? defaults.rpId), Buffer.from([flags(key, opts, FLAG.at)]), u32(key.counter), Buffer.alloc(16), idLength, key.credentialId, Buffer.from(cose)]);
    const attestationObject = isoCBOR.encode(new Map<string, string | Uint8Array | Map<string, string>>([['fmt', 'none'], ['attStmt', new Map<string, string>()], ['authData', authData]]));
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge: String(options.challenge), origin: opts.origin ?? defaults.origin, crossOrigin: false });
    return {
      key,
      credential: {
        id: b64(key.credentialId),
        rawId: b64(key.credentialId),
        type: 'public-key',
        response: { clientDataJSON: b64(Buffer.from(clientData)), attestationObject: b64(attestationObject), transports: ['internal'] },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      },
    };
  }

  /** navigator.credentials.get() on the portal's options: the passkey's signed assertion (the counter goes up). */
  function assert(key: SoftPasskey, options: Record<string, unknown>, opts: CeremonyOptions = {}): PasskeyAssertion {
    key.counter += 1;
    const authData = Buffer.concat([sha(opts.rpId ?? defaults.rpId), Buffer.from([flags(key, opts)]), u32(key.counter)]);
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: String(options.challenge), origin: opts.origin ?? defaults.origin, crossOrigin: false }));
    const signature = sign('sha256', Buffer.concat([authData, sha(clientData)]), opts.forgeWith ?? key.privateKey);
    return {
      id: b64(key.credentialId),
      rawId: b64(key.credentialId),
      type: 'public-key',
      response: { clientDataJSON: b64(clientData), authenticatorData: b64(authData), signature: b64(signature), ...(key.userHandle ? { userHandle: key.userHandle } : {}) },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  return { register, assert };
}
