import { describe, expect, it } from 'vitest';
import { durationParts, nextConversation, periodRange, secondsSince, withQuickReply } from './inbox-logic';

describe('durationParts', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(durationParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(durationParts(59.9)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(durationParts(3_725)).toEqual({ days: 0, hours: 1, minutes: 2, seconds: 5 });
    expect(durationParts(2 * 86_400 + 3 * 3_600 + 60)).toEqual({ days: 2, hours: 3, minutes: 1, seconds: 0 });
  });

  it('is never negative', () => {
    expect(durationParts(-30)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('secondsSince', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('counts whole seconds up to now', () => {
    expect(secondsSince('2026-03-01T11:58:30.400Z', now)).toBe(89);
  });
  it('answers 0 without a time or for a time ahead (clock skew)', () => {
    expect(secondsSince(null, now)).toBe(0);
    expect(secondsSince('2026-03-01T12:00:05Z', now)).toBe(0);
  });
});

describe('nextConversation', () => {
  const queue = [
    { conversation_id: 1, claimed_by: null },
    { conversation_id: 2, claimed_by: 9 },
    { conversation_id: 3, claimed_by: null },
    { conversation_id: 4, claimed_by: 7 },
  ];
  it('takes the longest waiting one nobody else holds, skipping the one just answered', () => {
    expect(nextConversation(queue, 7, 1)?.conversation_id).toBe(3);
    expect(nextConversation(queue, 7, 5)?.conversation_id).toBe(1);
  });
  it('may take one the operator holds already', () => {
    expect(nextConversation(queue.slice(1, 2).concat(queue[3]!), 7, 1)?.conversation_id).toBe(4);
  });
  it('answers null when every other one is taken', () => {
    expect(nextConversation([{ conversation_id: 2, claimed_by: 9 }], 7, 1)).toBeNull();
    expect(nextConversation([], 7, 1)).toBeNull();
  });
});

describe('periodRange', () => {
  const now = Date.parse('2026-03-10T23:30:00Z');
  it('ends today (UTC) and counts today in', () => {
    expect(periodRange('today', now)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(periodRange('week', now)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(periodRange('month', now)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
  });
});

describe('withQuickReply', () => {
  it('fills an empty box and adds to a written one on a new line', () => {
    expect(withQuickReply('', 'Hi Tim!')).toBe('Hi Tim!');
    expect(withQuickReply('  \n', 'Hi Tim!')).toBe('Hi Tim!');
    expect(withQuickReply('Hello there ', 'How are you?')).toBe('Hello there\nHow are you?');
  });
});
