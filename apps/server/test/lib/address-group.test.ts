import { describe, expect, it } from 'vitest';
import { addressGroup } from '../../src/lib/address-group.js';

describe('addressGroup', () => {
  it('keeps an IPv4 address, also written as IPv6', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('puts every address of one IPv6 /64 in one group, and another /64 in another', () => {
    const group = addressGroup('2001:db8:1:2:3:4:5:6');
    expect(group).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(group);
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(group);
  });

  it('cuts inside a byte for a looser prefix', () => {
    expect(addressGroup('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56');
  });

  it('leaves what is not an address as it is', () => {
    expect(addressGroup('inconnue')).toBe('inconnue');
  });
});
