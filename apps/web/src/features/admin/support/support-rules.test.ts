import { describe, expect, it } from 'vitest';
import { eraseConfirmed, memberFlags, signedDelta, trafficSource } from './support-rules';

describe('eraseConfirmed', () => {
  it('matches the typed e-mail address regardless of case and outer spaces', () => {
    expect(eraseConfirmed(' Anna@Example.com ', 'anna@example.com')).toBe(true);
    expect(eraseConfirmed('anna@example.co', 'anna@example.com')).toBe(false);
    expect(eraseConfirmed('', '')).toBe(false);
  });
});

describe('memberFlags', () => {
  it('lists the serious states first', () => {
    expect(
      memberFlags({
        banned_at: '2026-01-01T00:00:00Z',
        deleted_at: null,
        fictional: false,
        status: 'not_confirmed',
        paid_user: true,
      }),
    ).toEqual(['banned', 'unconfirmed', 'paid']);
    expect(memberFlags({ fictional: true, status: 'confirmed', profile_status: 'disabled' })).toEqual([
      'disabled',
      'fictional',
    ]);
    expect(memberFlags({})).toEqual([]);
  });
});

describe('signedDelta', () => {
  const plain = (value: number) => String(value);
  it('signs a change', () => {
    expect(signedDelta(25, plain)).toBe('+25');
    expect(signedDelta(-3, plain)).toBe('−3');
    expect(signedDelta(0, plain)).toBe('0');
  });
});

describe('trafficSource', () => {
  it('joins what is known', () => {
    expect(trafficSource({ network: 'adnet', ref: null, sub1: 'spring', sub2: '' })).toBe('adnet · spring');
    expect(trafficSource({})).toBe('');
  });
});
