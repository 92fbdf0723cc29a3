import { describe, expect, it } from 'vitest';
import { refusedPosition, textParts } from './contact-flag-rules';

describe('cutting a flagged text at its findings', () => {
  it('keeps the text whole, in order, whatever order the findings come in', () => {
    const parts = textParts('a 123 b x@y.z', [
      { kind: 'email', start: 8, end: 13 },
      { kind: 'phone', start: 2, end: 5 },
    ]);
    expect(parts).toEqual([
      { start: 0, text: 'a ', kind: null },
      { start: 2, text: '123', kind: 'phone' },
      { start: 5, text: ' b ', kind: null },
      { start: 8, text: 'x@y.z', kind: 'email' },
    ]);
  });

  it('marks overlapping findings as one stretch, and leaves out what lies outside the text', () => {
    const text = 'mail me at demo.dates@example.com';
    const parts = textParts(text, [
      { kind: 'email', start: 5, end: 21 },
      { kind: 'email', start: 11, end: 33 },
      { kind: 'link', start: 12, end: 20 },
      { kind: 'handle', start: 40, end: 45 },
    ]);
    expect(parts).toEqual([
      { start: 0, text: 'mail ', kind: null },
      { start: 5, text: 'me at demo.dates@example.com', kind: 'email' },
    ]);
  });

  it('counts in UTF-16 units, as the server does', () => {
    const text = '😀 0612';
    expect(textParts(text, [{ kind: 'phone', start: 3, end: 7 }]).at(-1)).toEqual({
      start: 3,
      text: '0612',
      kind: 'phone',
    });
  });
});

describe('where a refused message stood', () => {
  const at = (time: string) => ({ created_at: `2030-01-01T${time}:00Z` });

  it('after the last message written before it', () => {
    expect(refusedPosition([at('09:00'), at('10:00'), at('11:00')], '2030-01-01T10:30:00Z')).toBe(2);
    expect(refusedPosition([at('11:00')], '2030-01-01T10:30:00Z')).toBe(0);
    expect(refusedPosition([], '2030-01-01T10:30:00Z')).toBe(0);
  });
});
