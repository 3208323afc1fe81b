/**
 * Access tokens: HS256 JWTs, 15 minutes by default. The algorithm, issuer and audience are
 * pinned on verification, so a token signed another way or for another service is refused.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SessionKind } from '../../src/contract/auth';

const ISSUER = 'boltx';
const AUDIENCE = 'boltx-api';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  subjectId: string;
  kind: SessionKind;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<VerifyResult>;
}

export function createAccessTokens(secret: string, ttlSeconds: number, now: () => Date): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ subjectId, kind }) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ kind })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(subjectId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
        });
        const kind = payload.kind;
        if (typeof payload.sub !== 'string' || (kind !== 'candidate' && kind !== 'partner' && kind !== 'biz')) {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, claims: { subjectId: payload.sub, kind } };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
