/**
 * What a per-address limit counts: the client's network, not the spelling of one address.
 *
 * - An IPv6 client is counted per /64: that is what one subscriber (a home, a phone) is given, and
 *   it can use any of its 2^64 addresses — counted one by one, every limit per address would
 *   be no limit at all.
 * - An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, what a dual-stack socket reports for an IPv4
 *   client) is that IPv4 address, so one client is not two subjects.
 * - One spelling of each: IPv6 compressed and lower case (RFC 5952), a zone index (`%eth0`), the
 *   brackets and a port as a proxy may write them (`[2001:db8::1]:443`, `1.2.3.4:80`) dropped.
 * Anything that is no address (`unknown`, a proxy's odd value) is its own subject, trimmed and in
 * lower case.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** Groups of an IPv6 network a limit counts together: 4 × 16 bits, a /64. */
const COUNTED_GROUPS = 4;

/** The subject per-address limits count for the client address `ip`. */
export function rateLimitSubject(ip: string): string {
  const address = bareAddress(ip.trim().toLowerCase());
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip.trim().toLowerCase();
  const groups = ipv6Groups(address);
  const mapped = mappedIpv4(groups);
  if (mapped) return mapped;
  const network = groups.map((group, index) => (index < COUNTED_GROUPS ? group : 0));
  return `${formatIpv6(network)}/64`;
}

/** The address without brackets, a port or a zone index. */
function bareAddress(value: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  let address = bracketed ? bracketed[1] : value;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (withPort) address = withPort[1];
  const zone = address.indexOf('%');
  return zone >= 0 && address.includes(':') ? address.slice(0, zone) : address;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const before = parse(head);
  const after = parse(tail);
  const missing = tail === undefined ? 0 : 8 - before.length - after.length;
  return [...before, ...Array.from({ length: missing }, () => 0), ...after];
}

/** `::ffff:a.b.c.d` as `a.b.c.d`, or undefined for any other address. */
function mappedIpv4(groups: number[]): string | undefined {
  if (!groups.slice(0, 5).every((group) => group === 0) || groups[5] !== 0xffff) return undefined;
  return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
}

/** RFC 5952: lower-case hex without leading zeros, the longest run of two or more zero groups as `::` (the first on a tie). */
export function formatIpv6(groups: number[]): string {
  let best = { start: -1, length: 0 };
  for (let start = 0; start < groups.length; ) {
    if (groups[start] !== 0) {
      start += 1;
      continue;
    }
    let end = start;
    while (end < groups.length && groups[end] === 0) end += 1;
    if (end - start > best.length) best = { start, length: end - start };
    start = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.length < 2) return hex.join(':');
  const head = hex.slice(0, best.start).join(':');
  const tail = hex.slice(best.start + best.length).join(':');
  return `${head}::${tail}`;
}
