/**
 * The subject per-address limits count for this request: the client's address (client-ip.ts, as
 * the trusted proxies report it) taken to its network — an IPv6 client's /64, an IPv4-mapped
 * address as IPv4, one spelling of each (domain/network-subject.ts). Every per-address limit keys
 * on this, never on the raw address.
 */
import type { Context } from 'hono';
import { rateLimitSubject } from '../domain/network-subject';
import { clientIp } from './client-ip';

export function clientNetwork(c: Context, trustProxy: Parameters<typeof clientIp>[1]): string {
  return rateLimitSubject(clientIp(c, trustProxy));
}
