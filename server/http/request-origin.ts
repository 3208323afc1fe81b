import type { Context } from 'hono';
import { type TrustedProxies, trustsProxies } from '../trusted-proxies';

/** The origin the browser used; behind a proxy (TRUST_PROXY) its X-Forwarded-Proto tells http from https. */
export function requestOrigin(c: Context, trustProxy: TrustedProxies): string {
  const url = new URL(c.req.url);
  const forwardedProto = trustsProxies(trustProxy)
    ? c.req.header('X-Forwarded-Proto')?.split(',').at(-1)?.trim()
    : undefined;
  if (forwardedProto === 'http' || forwardedProto === 'https') url.protocol = `${forwardedProto}:`;
  return url.origin;
}
