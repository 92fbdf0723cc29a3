import { describe, expect, it } from 'vitest';
import { isCurrentAddress, passwordsDiffer } from './account-changes';

describe('account changes', () => {
  it('takes an address in other case or with spaces as the current one', () => {
    expect(isCurrentAddress(' KIM@example.com ', 'kim@example.com')).toBe(true);
    expect(isCurrentAddress('kim@example.org', 'kim@example.com')).toBe(false);
  });

  it('tells a repetition that differs, by a single letter case too', () => {
    expect(passwordsDiffer('long-enough', 'long-enough')).toBe(false);
    expect(passwordsDiffer('long-enough', 'long-enougH')).toBe(true);
  });
});
