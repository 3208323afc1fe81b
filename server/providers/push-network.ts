/**
 * The network under a push: the push service's host is resolved once, every address it resolves
 * to must be public (public-addresses.ts), and the connection is then made to exactly those
 * addresses — the request's own `lookup` answers with them — so a name that answers a public
 * address to our check and a private one a moment later (DNS rebinding) still cannot reach
 * inside. TLS is still checked against the host name. Redirects are never followed and the
 * answer's body is never read.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './public-addresses';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** A host name's addresses, as dns.lookup({ all: true }) gives them; replaced in tests. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export type CheckedAddresses = { ok: true; addresses: ResolvedAddress[] } | { ok: false; reason: string };

/** The host's addresses when every one of them is public; a name with any other address is refused whole. */
export async function publicAddressesOf(hostname: string, resolve: Resolver): Promise<CheckedAddresses> {
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { ok: false, reason: `dns ${typeof code === 'string' ? code : 'failure'}` };
  }
  if (addresses.length === 0) return { ok: false, reason: 'dns no address' };
  if (!addresses.every((entry) => isPublicAddress(entry.address))) return { ok: false, reason: 'private address' };
  return { ok: true, addresses };
}

/** A `lookup` that answers only with addresses already checked, whatever the name. */
function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const answer = callback as (...args: unknown[]) => void;
    const wanted = addresses.filter((entry) => !options.family || entry.family === options.family);
    const usable = wanted.length > 0 ? wanted : addresses;
    if (options.all)
      answer(
        null,
        usable.map(({ address, family }) => ({ address, family })),
      );
    else answer(null, usable[0].address, usable[0].family);
  };
}

export interface PushRequest {
  url: URL;
  headers: Record<string, string>;
  body: Uint8Array;
  timeoutMs: number;
  /** Where to connect; undefined only for an unchecked test origin (resolved as usual). */
  addresses: readonly ResolvedAddress[] | undefined;
}

/** POSTs a push and answers the status; rejects on a network failure, with a TimeoutError past timeoutMs. */
export type PushTransport = (request: PushRequest) => Promise<number>;

export const postPush: PushTransport = (request) =>
  new Promise((resolve, reject) => {
    const send = request.url.protocol === 'https:' ? https.request : http.request;
    const outgoing = send(
      request.url,
      {
        method: 'POST',
        headers: { ...request.headers, 'Content-Length': String(request.body.length) },
        ...(request.addresses ? { lookup: pinnedLookup(request.addresses) } : {}),
      },
      (response) => {
        clearTimeout(timer);
        // The body is never used; drop it and let the connection go.
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    const timer = setTimeout(() => {
      const timeout = new Error('the push service did not answer in time');
      timeout.name = 'TimeoutError';
      outgoing.destroy(timeout);
    }, request.timeoutMs);
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.end(request.body);
  });
