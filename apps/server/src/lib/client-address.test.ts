import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey', () => {
  it('keeps an IPv4 address, and an IPv4-mapped one as IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one, whatever its spelling', () => {
    const key = '2001:db8:1:1::/64';
    for (const ip of ['2001:db8:1:1::1', '2001:db8:1:1::2', '2001:0db8:0001:0001:ffff:ffff:ffff:ffff', '2001:DB8:1:1:0:0:0:9', '2001:db8:1:1::1%eth0', '2001:db8:1:1::192.0.2.1']) {
      expect(addressKey(ip)).toBe(key);
    }
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
