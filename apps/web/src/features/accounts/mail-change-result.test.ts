import { describe, expect, it } from 'vitest';
import { mailChangeResult } from './mail-change-result';

describe('mailChangeResult', () => {
  it('tells a confirmed address from a dead link, a taken address and other failures', () => {
    expect(mailChangeResult(null)).toBe('done');
    expect(mailChangeResult('link_invalid')).toBe('invalid');
    expect(mailChangeResult('invalid_input')).toBe('invalid');
    expect(mailChangeResult('email_taken')).toBe('taken');
    expect(mailChangeResult('internal_error')).toBe('failed');
  });
});
