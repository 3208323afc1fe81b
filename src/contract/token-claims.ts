/**
 * What a client may read from an access token without verifying it: whose it is (`sub`) and
 * when it ends (`exp`). The server verifies every token; clients only compare people (a queue
 * is never sent as someone else) and avoid sending a token they know has expired.
 */
export interface AccessTokenClaims {
  subject?: string;
  /** Milliseconds since the epoch. */
  expiresAt?: number;
}

export function accessTokenClaims(accessToken: string): AccessTokenClaims {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { sub, exp } = JSON.parse(json) as { sub?: unknown; exp?: unknown };
    return {
      subject: typeof sub === 'string' ? sub : undefined,
      expiresAt: typeof exp === 'number' ? exp * 1000 : undefined,
    };
  } catch {
    return {};
  }
}

/** Tokens this close to their end count as ended: the request would arrive too late. */
const EXPIRY_MARGIN_MS = 1_000;

/** True only when the token says it has ended; a token without `exp` is left for the server to judge. */
export function hasExpired(accessToken: string, now = Date.now()): boolean {
  const { expiresAt } = accessTokenClaims(accessToken);
  return expiresAt !== undefined && expiresAt - EXPIRY_MARGIN_MS <= now;
}
