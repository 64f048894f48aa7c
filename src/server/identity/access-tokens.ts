import { errors, jwtVerify, SignJWT } from 'jose';
import type { StaffRole } from '../../domain/identity';

// short-lived: logout and disabling also take effect at once through the session check
export const ACCESS_TOKEN_SECONDS = 5 * 60;
const ALGORITHM = 'HS256';
export const AUDIENCE = 'hofladen-staff';

/**
 * Who signs the tokens: the shop's origin once PUBLIC_URL names it; without it a name of its own,
 * not `localhost:PORT` — processes on other ports of one database, sharing JWT_SECRET, are one
 * shop and must take each other's tokens.
 */
export const tokenIssuer = (publicUrl: string | null) =>
  publicUrl ? new URL(publicUrl).origin : 'hofladen';

export interface AccessClaims {
  sub: string;
  sid: string;
  roles: StaffRole[];
  iat: number;
  exp: number;
}

export interface AccessTokens {
  issuer: string;
  sign(claims: { userId: string; sessionId: string; roles: StaffRole[] }): Promise<string>;
  /** The claims of a valid token, or null for anything else (expired, forged, wrong audience). */
  verify(token: string): Promise<AccessClaims | null>;
}

export function createAccessTokens(secret: Uint8Array, issuer: string): AccessTokens {
  return {
    issuer,
    sign: ({ userId, sessionId, roles }) =>
      new SignJWT({ sid: sessionId, roles })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'sid', 'exp', 'iat'],
        });
        if (typeof payload.sid !== 'string' || !Array.isArray(payload.roles)) return null;
        return payload as unknown as AccessClaims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
