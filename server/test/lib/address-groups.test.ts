import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressGroup } from '../../src/lib/address-groups.js';

describe('address groups', () => {
  it('puts an IPv4 address in its /24', () => {
    assert.equal(addressGroup('203.0.113.7'), '203.0.113.0/24');
    assert.equal(addressGroup('203.0.113.250'), addressGroup('203.0.113.1'));
    assert.notEqual(addressGroup('203.0.114.1'), addressGroup('203.0.113.1'));
  });

  it('puts an IPv6 address in its /48, however it is written', () => {
    assert.equal(addressGroup('2001:db8:1234:5678::1'), '2001:db8:1234::/48');
    assert.equal(addressGroup('2001:0db8:1234:ffff:aaaa:bbbb:cccc:dddd'), '2001:db8:1234::/48');
    assert.equal(addressGroup('2001:DB8:1234::'), '2001:db8:1234::/48');
    assert.equal(addressGroup('2001:db8::1'), '2001:db8:0::/48');
    assert.equal(addressGroup('fe80::1%eth0'), 'fe80:0:0::/48');
    assert.equal(addressGroup('::1'), '0:0:0::/48');
    assert.notEqual(addressGroup('2001:db8:1235::1'), addressGroup('2001:db8:1234::1'));
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    assert.equal(addressGroup('::ffff:1.2.3.4'), '1.2.3.0/24');
    assert.equal(addressGroup('::FFFF:1.2.3.200'), '1.2.3.0/24');
    assert.equal(addressGroup('::ffff:0102:03ff'), '1.2.3.0/24');
    assert.equal(addressGroup('0:0:0:0:0:ffff:1.2.3.4'), '1.2.3.0/24');
    // Another IPv6 address ending in an IPv4 one is not mapped.
    assert.equal(addressGroup('64:ff9b::1.2.3.4'), '64:ff9b:0::/48');
  });

  it('keeps anything that is no address as it is (bounded)', () => {
    assert.equal(addressGroup('unknown'), 'unknown');
    assert.equal(addressGroup('x'.repeat(100)).length, 64);
  });
});
