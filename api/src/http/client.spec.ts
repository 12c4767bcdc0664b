import { describe, expect, it } from 'vitest';
import { networkKeyOf } from './client';

describe('networkKeyOf', () => {
  it.each([
    ['10.1.2.3', '10.1.2.3'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:0db8:85a3:08d3::1', '2001:db8:85a3:8d3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('keys %s as %s', (address, key) => {
    expect(networkKeyOf(address)).toBe(key);
  });

  it('puts addresses of one /64 under one key', () => {
    expect(networkKeyOf('2001:db8:1:2:aaaa::1')).toBe(networkKeyOf('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(networkKeyOf('2001:db8:1:2::1')).not.toBe(networkKeyOf('2001:db8:1:3::1'));
  });
});
