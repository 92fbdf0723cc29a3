import { describe, expect, it } from 'vitest';
import { textNumber } from './text-numbers';

describe('numbers in text', () => {
  it('writes counts and amounts the way each language groups them', () => {
    expect(textNumber(12345, 'en', 'count')).toBe('12,345');
    expect(textNumber(12345, 'de', 'count')).toBe('12.345');
    expect(textNumber(12345, 'fr', 'credits')).toMatch(/^12\s345$/u);
    expect(textNumber(2.5, 'nl', 'rate')).toBe('2,5');
  });

  it('leaves ids, years and codes as they are, and everything that is not a number', () => {
    expect(textNumber(2026, 'en', 'year')).toBe(2026);
    expect(textNumber(10234, 'de', 'order')).toBe(10234);
    expect(textNumber('1234', 'de', 'count')).toBe('1234');
    expect(textNumber(undefined, 'de', 'count')).toBeUndefined();
  });
});
