import { describe, expect, it } from 'vitest';
import { reportedProfileId } from './complaint-rules';

describe('reportedProfileId', () => {
  it('reads a positive id and ignores anything else', () => {
    expect(reportedProfileId('42')).toBe(42);
    expect(reportedProfileId(null)).toBeNull();
    expect(reportedProfileId('0')).toBeNull();
    expect(reportedProfileId('-3')).toBeNull();
    expect(reportedProfileId('4.2')).toBeNull();
    expect(reportedProfileId('abc')).toBeNull();
    expect(reportedProfileId('99999999999')).toBeNull();
  });
});
