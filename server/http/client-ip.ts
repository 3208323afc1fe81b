import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { clientAddress, type TrustedProxies } from '../trusted-proxies';

/** The connection's address; none for a request made in process (app.request in tests has no Node bindings). */
function socketAddress(c: Context): string | undefined {
  return c.env ? getConnInfo(c).remote.address : undefined;
}

/**
 * The client's address for per-IP limits: the connection's, or behind trusted proxies (TRUST_PROXY)
 * the X-Forwarded-For entry they vouch for (trusted-proxies.ts); never one the client wrote itself.
 */
export function clientIp(c: Context, trustProxy: TrustedProxies): string {
  return clientAddress(c.req.header('X-Forwarded-For'), socketAddress(c), trustProxy) ?? 'unknown';
}
