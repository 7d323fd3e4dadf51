import { createHmac } from 'node:crypto';

/**
 * Derives a purpose-bound 32-byte key from the token secret. Each use (client secret, provider
 * cookies, the sign-in state cookie) gets its own key, so a value made for one can never be
 * accepted by another, and nothing extra has to be configured or stored.
 */
export function deriveKey(secret: Uint8Array, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`wcpp-sso:${purpose}`).digest();
}

export const EMBEDDED_CLIENT_ID = 'wcpp-portal';

/** The embedded provider's client secret: both sides derive it, so it is never written down. */
export const embeddedClientSecret = (jwtSecret: Uint8Array) => deriveKey(jwtSecret, 'client-secret').toString('base64url');
