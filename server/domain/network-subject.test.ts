import { describe, expect, it } from 'vitest';
import { formatIpv6, rateLimitSubject } from './network-subject';

describe('rateLimitSubject', () => {
  it('counts every address of one IPv6 /64 as one subject', () => {
    const subjects = new Set(
      ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2:a:b:c:d', '2001:0db8:0001:0002::9'].map(
        rateLimitSubject,
      ),
    );
    expect([...subjects]).toEqual(['2001:db8:1:2::/64']);
  });

  it('keeps neighbouring /64s apart', () => {
    expect(rateLimitSubject('2001:db8:1:2::1')).not.toBe(rateLimitSubject('2001:db8:1:3::1'));
  });

  it.each([
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['[::ffff:203.0.113.7]:443', '203.0.113.7'],
  ])('counts the IPv4-mapped address %s as the IPv4 address %s', (mapped, ipv4) => {
    expect(rateLimitSubject(mapped)).toBe(ipv4);
  });

  it.each([
    ['2001:DB8:0:0:1::1', '2001:db8::/64'],
    ['2001:db8:0000:0000:0001:0000:0000:0001', '2001:db8::/64'],
    [' 2001:db8:aa::5 ', '2001:db8:aa::/64'],
    ['[2001:db8:aa::5]:8443', '2001:db8:aa::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['::1', '::/64'],
    ['2001:db8:1:2:3:4:203.0.113.7', '2001:db8:1:2::/64'],
  ])('spells %s one way: %s', (address, subject) => {
    expect(rateLimitSubject(address)).toBe(subject);
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:5555', '203.0.113.7'],
    ['127.0.0.2', '127.0.0.2'],
  ])('keeps the IPv4 address %s as %s', (address, subject) => {
    expect(rateLimitSubject(address)).toBe(subject);
  });

  it('keeps what is no address as its own subject, trimmed and in lower case', () => {
    expect(rateLimitSubject('unknown')).toBe('unknown');
    expect(rateLimitSubject(' Not-An-Address ')).toBe('not-an-address');
  });
});

describe('formatIpv6', () => {
  it.each([
    [[0x2001, 0xdb8, 0, 0, 1, 0, 0, 1], '2001:db8::1:0:0:1'],
    [[0x2001, 0xdb8, 0, 1, 1, 1, 1, 1], '2001:db8:0:1:1:1:1:1'],
    [[0, 0, 0, 0, 0, 0, 0, 0], '::'],
    [[0x2001, 0xdb8, 0, 0, 0, 0, 0, 0], '2001:db8::'],
  ])('writes %j as %s (RFC 5952)', (groups, text) => {
    expect(formatIpv6(groups)).toBe(text);
  });
});
