import { describe, expect, it } from 'vitest';
import { LOGIN_ACCOUNT_RULE, LOGIN_ADDRESS_RULE, LOGIN_PAIR_RULE } from './auth.policy';
import { lockMinutesAfter, throttleAddress, throttleKeys } from './login-throttle';

describe('login throttle rules', () => {
  it('locks a pair from the fifth failure, doubling each time up to an hour', () => {
    const locks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 40].map((n) => lockMinutesAfter(LOGIN_PAIR_RULE, n));
    expect(locks).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('locks an address after 30 failures and an account after 100, for 15 minutes', () => {
    expect([29, 30, 31].map((n) => lockMinutesAfter(LOGIN_ADDRESS_RULE, n))).toEqual([0, 15, 15]);
    expect([99, 100, 500].map((n) => lockMinutesAfter(LOGIN_ACCOUNT_RULE, n))).toEqual([0, 15, 15]);
  });

  it('counts an IPv6 address by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(throttleAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(throttleAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(throttleAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
    expect(throttleAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps members of each site, and staff, apart, whatever the case of the address', () => {
    const member = throttleKeys('member', '1:Anna@Example.test', '203.0.113.9');
    expect(member).toEqual({
      pair: 'member-pair:1:anna@example.test|203.0.113.9',
      address: 'member-ip:203.0.113.9',
      account: 'member-account:1:anna@example.test',
    });
    expect(throttleKeys('member', '2:anna@example.test', '203.0.113.9').account).not.toBe(member.account);
    expect(throttleKeys('staff', 'anna@example.test', '203.0.113.9').address).toBe('staff-ip:203.0.113.9');
  });
});
