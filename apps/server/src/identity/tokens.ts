import { SignJWT, jwtVerify } from 'jose';

export interface PortalClaims {
  /** The signed-in user's name. */
  sub: string;
  uid: number;
  /** The server session this token belongs to (identity/sessions.ts decides whether it still works). */
  sid: string;
  /** The mirrored user's name while an administrator mirrors a provider user. */
  mir?: string;
  /**
   * When the person signed in (seconds): a token's `iat`. Mirror and Revert issue their tokens with the
   * sign-in's, so a chain of them ends when the sign-in's token would have (decision 075).
   */
  iat?: number;
}

const ISSUER = 'wcpp-portal';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Signs a portal token; it expires on the server ttlMinutes after `claims.iat` (now when absent: a
 * sign-in), whatever the browser does.
 */
export async function issueToken(secret: Uint8Array, ttlMinutes: number, claims: PortalClaims): Promise<string> {
  const issuedAt = claims.iat ?? Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ uid: claims.uid, sid: claims.sid, ...(claims.mir ? { mir: claims.mir } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlMinutes * 60);
  return jwt.sign(secret);
}

/**
 * Verifies signature, issuer and expiry; `exp` and `iat` are required and the token may be no older
 * than ttlMinutes, so a token signed with a far `exp` is refused too. Returns null for any bad token.
 */
export async function verifyToken(secret: Uint8Array, token: string, ttlMinutes: number): Promise<PortalClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: `${ttlMinutes}m`,
    });
    if (typeof payload.sub !== 'string' || typeof payload.uid !== 'number' || typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
    if (payload.mir !== undefined && typeof payload.mir !== 'string') return null;
    return { sub: payload.sub, uid: payload.uid, sid: payload.sid, mir: payload.mir as string | undefined, iat: payload.iat };
  } catch {
    return null;
  }
}
