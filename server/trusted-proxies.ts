/**
 * Which proxies in front of the server are trusted to say who the client is (TRUST_PROXY), and
 * the client's address they report.
 *
 * Each proxy appends the address it was reached from to X-Forwarded-For, so the list reads
 * `whatever the client sent, the client, proxy 1, …` and the connection itself comes from the last
 * proxy. Only entries a trusted proxy wrote can be believed: a client may prepend any address it
 * likes. Two ways to say which:
 * - a number of hops: the connection comes from a proxy, and `hops − 1` more stand in front of it
 *   (2 for a CDN in front of the balancer); the client is the entry `hops` from the right.
 * - the proxies' addresses (CIDR ranges, IPv4 and IPv6): walking from the connection leftwards,
 *   every trusted address is skipped; the first other one is the client. A request that reaches the
 *   server without passing a trusted proxy is judged by its connection alone.
 */
import { BlockList, isIP } from 'node:net';

export type TrustedProxies =
  /** 0: no proxy, the connection's address is the client's. */
  | { hops: number }
  /** Normalised `address/prefix` ranges of the proxies. */
  | { ranges: readonly string[] };

export const NO_PROXY: TrustedProxies = { hops: 0 };

/** More hops than any real chain of proxies: a typo (TRUST_PROXY=10.0.0.1 without dots?) more likely. */
const MAX_HOPS = 9;
const FLAGS: Record<string, number> = { true: 1, yes: 1, false: 0, no: 0 };

export const TRUST_PROXY_RULE =
  'must be 0, the number of proxies in front of the server (1 for a balancer, 2 for a CDN and a balancer, at most 9), ' +
  "or the proxies' comma-separated addresses or CIDR ranges, e.g. 10.0.0.0/8,2001:db8::/32";

/** Whether any proxy is trusted: the server sits behind one (HSTS, X-Forwarded-Proto). */
export function trustsProxies(trust: TrustedProxies): boolean {
  return 'ranges' in trust || trust.hops > 0;
}

/** One range, normalised to `address/prefix`; undefined when it is not an address or a CIDR range. */
function rangeOf(entry: string): string | undefined {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return undefined;
  const longest = family === 4 ? 32 : 128;
  if (prefix === undefined) return `${address}/${longest}`;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > longest) return undefined;
  return `${address}/${Number(prefix)}`;
}

/** TRUST_PROXY as given, or undefined when it is none of its forms. */
export function parseTrustedProxies(raw: string): TrustedProxies | undefined {
  const value = raw.trim().toLowerCase();
  if (value in FLAGS) return { hops: FLAGS[value] as number };
  if (/^\d+$/.test(value)) return Number(value) <= MAX_HOPS ? { hops: Number(value) } : undefined;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const ranges = entries.map(rangeOf);
  if (ranges.length === 0 || ranges.some((range) => range === undefined)) return undefined;
  return { ranges: ranges as string[] };
}

const blockLists = new WeakMap<object, BlockList>();

function blockListOf(trust: { ranges: readonly string[] }): BlockList {
  let list = blockLists.get(trust);
  if (!list) {
    list = new BlockList();
    for (const range of trust.ranges) {
      const [address = '', prefix] = range.split('/');
      list.addSubnet(address, Number(prefix), isIP(address) === 4 ? 'ipv4' : 'ipv6');
    }
    blockLists.set(trust, list);
  }
  return list;
}

/** An X-Forwarded-For entry without the port or brackets some proxies add (`1.2.3.4:5678`, `[2001:db8::1]:443`). */
function addressOf(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1] as string;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return withPort ? (withPort[1] as string) : entry;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address: `socketAddress` (the connection's) unless trusted proxies report another in
 * `forwardedFor` (the X-Forwarded-For header). With fewer entries than hops, the furthest one known.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trust: TrustedProxies,
): string | undefined {
  if (!trustsProxies(trust)) return socketAddress;
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => addressOf(entry.trim()))
    .filter(Boolean);
  const chain = socketAddress === undefined ? forwarded : [...forwarded, socketAddress];
  if ('hops' in trust) {
    // With no connection known (an in-process request), the last entry is the nearest proxy's report.
    const skipped = socketAddress === undefined ? trust.hops - 1 : trust.hops;
    return chain.at(-1 - skipped) ?? chain[0];
  }
  const list = blockListOf(trust);
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const address = chain[index] as string;
    if (!isTrusted(list, address)) return address;
  }
  return chain[0];
}
