import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown';

describe('countdown parts', () => {
  it('splits the time left into two-digit hours, minutes and seconds', () => {
    expect(countdownParts(4 * 3600_000)).toEqual({ hours: '04', minutes: '00', seconds: '00' });
    expect(countdownParts(3_723_000)).toEqual({ hours: '01', minutes: '02', seconds: '03' });
  });

  it('rounds a started second up and stops at zero', () => {
    expect(countdownParts(59_001)).toEqual({ hours: '00', minutes: '01', seconds: '00' });
    expect(countdownParts(-5_000)).toEqual({ hours: '00', minutes: '00', seconds: '00' });
  });
});
