import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedProxies, type TrustedProxies } from './trusted-proxies';

const trust = (raw: string) => parseTrustedProxies(raw) as TrustedProxies;

describe('the client address behind trusted proxies', () => {
  it('is the connection when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.4', trust('0'))).toBe('198.51.100.4');
    expect(clientAddress(undefined, '198.51.100.4', trust('0'))).toBe('198.51.100.4');
  });

  it('is the last entry behind one balancer (TRUST_PROXY=1), not one the client prepended', () => {
    const balancer = '10.0.0.2';
    expect(clientAddress('203.0.113.9', balancer, trust('1'))).toBe('203.0.113.9');
    expect(clientAddress('6.6.6.6, 203.0.113.9', balancer, trust('1'))).toBe('203.0.113.9');
    expect(clientAddress(undefined, balancer, trust('1'))).toBe(balancer);
  });

  it('is the entry two from the right behind a CDN and a balancer (TRUST_PROXY=2)', () => {
    // client → CDN edge (appends the client) → balancer (appends the edge) → us (the balancer connects).
    const balancer = '10.0.0.2';
    expect(clientAddress('203.0.113.9, 198.18.0.77', balancer, trust('2'))).toBe('203.0.113.9');
    expect(clientAddress('6.6.6.6, 203.0.113.9, 198.18.0.77', balancer, trust('2'))).toBe('203.0.113.9');
    // Every visitor of one edge is not one client any more: the edge's address is skipped.
    expect(clientAddress('192.0.2.1, 198.18.0.77', balancer, trust('2'))).toBe('192.0.2.1');
    // Fewer entries than hops: the furthest one known.
    expect(clientAddress('203.0.113.9', balancer, trust('2'))).toBe('203.0.113.9');
  });

  it('walks from the right over the trusted ranges, IPv4 and IPv6, to the first other address', () => {
    const ranges = trust('10.0.0.0/8, 2001:db8:cd0::/48');
    expect(clientAddress('203.0.113.9, 2001:db8:cd0::17', '10.0.0.2', ranges)).toBe('203.0.113.9');
    expect(clientAddress('6.6.6.6, 2001:db8:ffff::1, 2001:db8:cd0::17', '10.0.0.2', ranges)).toBe('2001:db8:ffff::1');
    expect(clientAddress('6.6.6.6, 203.0.113.9', '::ffff:10.0.0.2', ranges)).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a connection that is not a trusted proxy', () => {
    const ranges = trust('10.0.0.0/8');
    expect(clientAddress('10.0.0.9, 203.0.113.9', '198.51.100.4', ranges)).toBe('198.51.100.4');
  });

  it('takes the furthest address when every one is a trusted proxy', () => {
    expect(clientAddress('10.1.1.1, 10.2.2.2', '10.0.0.2', trust('10.0.0.0/8'))).toBe('10.1.1.1');
  });

  it('reads entries with the ports and brackets some proxies add', () => {
    expect(clientAddress('203.0.113.9:51234', '10.0.0.2', trust('1'))).toBe('203.0.113.9');
    expect(clientAddress('[2001:db8::9]:443, 10.0.0.3', '10.0.0.2', trust('10.0.0.0/8'))).toBe('2001:db8::9');
  });

  it('stops at an entry that is no address at all, which no trusted proxy wrote', () => {
    expect(clientAddress('203.0.113.9, garbage', '10.0.0.2', trust('10.0.0.0/8'))).toBe('garbage');
  });
});
