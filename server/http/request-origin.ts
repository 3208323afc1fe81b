import type { Context } from 'hono';

/** The origin the browser used; behind a proxy (TRUST_PROXY=1) its X-Forwarded-Proto tells http from https. */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const forwardedProto = trustProxy ? c.req.header('X-Forwarded-Proto')?.split(',').at(-1)?.trim() : undefined;
  if (forwardedProto === 'http' || forwardedProto === 'https') url.protocol = `${forwardedProto}:`;
  return url.origin;
}
