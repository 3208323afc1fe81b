import type { Context } from 'hono';

/**
 * The client's address for per-IP limits. Behind a proxy (TRUST_PROXY=1) it is the last
 * X-Forwarded-For entry, the one our proxy added; earlier entries are whatever the client sent.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('X-Forwarded-For')
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return forwarded;
  }
  const bindings = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? 'unknown';
}
