/**
 * Access tokens: HS256 JWTs, 15 minutes by default. The algorithm, issuer and audience are
 * pinned on verification, so a token signed another way or for another service is refused, and a
 * token without `exp` or `iat` is refused too: one that never expires is never ours.
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

type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<VerifyResult>;
}

/** Tokens remembered as verified (~300 bytes each); past this, the oldest is forgotten. */
const VERIFIED_TOKENS_MAX = 10_000;

interface VerifiedToken {
  claims: AccessClaims;
  /** The `exp` claim, seconds since the epoch. */
  expiresAt: number;
}

/**
 * A client sends the same token with every request for its 15 minutes, and checking its HMAC
 * through WebCrypto cost 8 % of the offers list's CPU. So a token that verified is remembered by
 * its exact text, signature included (nothing else can match it), and only the one claim that
 * changes with time, `exp`, is checked again on each use, as jose checks it. Tokens with `nbf` are
 * not remembered; ours have none.
 */
function verifiedTokens() {
  const verified = new Map<string, VerifiedToken>();
  return {
    recall(token: string, now: Date): VerifyResult | undefined {
      const entry = verified.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt <= Math.floor(now.getTime() / 1000)) {
        verified.delete(token);
        return { ok: false, reason: 'expired' };
      }
      return { ok: true, claims: entry.claims };
    },
    remember(token: string, entry: VerifiedToken) {
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
      verified.set(token, entry);
    },
  };
}

export function createAccessTokens(secret: string, ttlSeconds: number, now: () => Date): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const remembered = verifiedTokens();
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
      const currentDate = now();
      const recalled = remembered.recall(token, currentDate);
      if (recalled) return recalled;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate,
        });
        const kind = payload.kind;
        if (typeof payload.sub !== 'string' || (kind !== 'candidate' && kind !== 'partner' && kind !== 'biz')) {
          return { ok: false, reason: 'invalid' };
        }
        const claims: AccessClaims = { subjectId: payload.sub, kind };
        if (payload.nbf === undefined) remembered.remember(token, { claims, expiresAt: payload.exp as number });
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
