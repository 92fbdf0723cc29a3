import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendTyping, setRealtimeSender, shouldSendTyping, showTyping, typingStore, TYPING_SHOWN_MS } from './typing';

afterEach(() => {
  vi.useRealTimers();
  setRealtimeSender(null);
});

describe('typing', () => {
  it('shows "is typing" for 4 s after the last notice', () => {
    vi.useFakeTimers();
    showTyping(3);
    vi.advanceTimersByTime(TYPING_SHOWN_MS - 1_000);
    showTyping(3);
    vi.advanceTimersByTime(TYPING_SHOWN_MS - 1);
    expect(typingStore.get()[3]).toBe(true);
    vi.advanceTimersByTime(1);
    expect(typingStore.get()[3]).toBeUndefined();
  });

  it('tells the other member at most every 2 s, and only when connected', () => {
    expect(shouldSendTyping(null, 0)).toBe(true);
    expect(shouldSendTyping(1_000, 2_999)).toBe(false);
    expect(shouldSendTyping(1_000, 3_000)).toBe(true);
    const send = vi.fn(() => true);
    sendTyping(4, 10_000);
    setRealtimeSender(send);
    sendTyping(4, 10_000);
    sendTyping(4, 11_000);
    sendTyping(4, 12_000);
    expect(send.mock.calls).toEqual([
      [{ type: 'typing', conversation_id: 4 }],
      [{ type: 'typing', conversation_id: 4 }],
    ]);
  });
});
