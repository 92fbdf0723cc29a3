import { describe, expect, it } from 'vitest';
import { reconnectDelay, RECONNECT_CAP_MS } from './backoff';

describe('reconnect delays', () => {
  it('double from 1 s, with jitter between half and all of the step', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000,
    ]);
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000,
    ]);
    expect(reconnectDelay(2, () => 0.5)).toBe(3_000);
  });

  it('never wait longer than 30 s, however many attempts failed', () => {
    expect(reconnectDelay(5, () => 1)).toBe(RECONNECT_CAP_MS);
    expect(reconnectDelay(500, () => 1)).toBe(RECONNECT_CAP_MS);
    expect(reconnectDelay(500, () => 0)).toBe(RECONNECT_CAP_MS / 2);
  });
});
