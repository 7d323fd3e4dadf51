import { SignJWT, jwtVerify } from 'jose';

export interface PortalClaims {
  /** The signed-in user's name. */
  sub: string;
  uid: number;
  /** The server session this token belongs to (identity/sessions.ts decides whether it still works). */
  sid: string;
  /** The mirrored user's name while an administrator mirrors a provider user. */
  mir?: string;
}

const ISSUER = 'wcpp-portal';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Signs a portal token; it expires on the server after ttlMinutes whatever the browser does. */
export async function issueToken(secret: Uint8Array, ttlMinutes: number, claims: PortalClaims): Promise<string> {
  const jwt = new SignJWT({ uid: claims.uid, sid: claims.sid, ...(claims.mir ? { mir: claims.mir } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlMinutes}m`);
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
    return { sub: payload.sub, uid: payload.uid, sid: payload.sid, mir: payload.mir as string | undefined };
  } catch {
    return null;
  }
}
