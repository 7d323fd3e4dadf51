import { SignJWT, jwtVerify } from 'jose';

export interface PortalClaims {
  /** The signed-in user's name. */
  sub: string;
  uid: number;
  /** The mirrored user's name while an administrator mirrors a provider user. */
  mir?: string;
}

const ISSUER = 'wcpp-portal';

/** Signs a portal token; it expires on the server after ttlMinutes whatever the browser does. */
export async function issueToken(secret: Uint8Array, ttlMinutes: number, claims: PortalClaims): Promise<string> {
  const jwt = new SignJWT({ uid: claims.uid, ...(claims.mir ? { mir: claims.mir } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlMinutes}m`);
  return jwt.sign(secret);
}

/** Verifies signature, issuer and expiry; returns null for any bad or expired token. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<PortalClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.uid !== 'number') return null;
    return { sub: payload.sub, uid: payload.uid, mir: typeof payload.mir === 'string' ? payload.mir : undefined };
  } catch {
    return null;
  }
}
