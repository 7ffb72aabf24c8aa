import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { networkKey } from '../network-key.js';

describe('networkKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8::203.0.113.7', '2001:db8:0:0::/64'],
    ['not an address', 'not an address'],
    ['1:2:3', '1:2:3'],
    ['1::2::3', '1::2::3'],
    ['256.0.0.1', '256.0.0.1'],
  ])('%j counts as %j', (address, key) => {
    expect(networkKey(address)).toBe(key);
  });

  it('puts every address of one /64 in one network, and different /64s apart', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const groups = fc.array(group, { minLength: 4, maxLength: 4 });
    const spell = (parts: readonly number[]) => parts.map((p) => p.toString(16)).join(':');
    fc.assert(
      fc.property(groups, groups, groups, (prefix, hostA, hostB) => {
        // The all-zero prefix holds IPv4-mapped addresses (::ffff:a.b.c.d), keyed as IPv4.
        fc.pre(prefix.some((g) => g !== 0));
        expect(networkKey(spell([...prefix, ...hostA]))).toBe(
          networkKey(spell([...prefix, ...hostB])),
        );
      }),
    );
    fc.assert(
      fc.property(groups, groups, groups, (prefixA, prefixB, host) => {
        fc.pre(spell(prefixA) !== spell(prefixB));
        expect(networkKey(spell([...prefixA, ...host]))).not.toBe(
          networkKey(spell([...prefixB, ...host])),
        );
      }),
    );
  });
});
