import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLL_INTERVAL_MS, POLL_INTERVAL_WITH_PUSH_MS, POLL_START_DELAY_MS } from '@app/shared';
import { pushStore } from '../features/notifications/push-state';
import { MemberPolling } from './member-polling';

function polls() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  render(
    <QueryClientProvider client={queryClient}>
      <MemberPolling />
    </QueryClientProvider>,
  );
  // Each refresh invalidates the member, the chats and the likes.
  return () => invalidate.mock.calls.length / 3;
}

describe('member polling', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    pushStore.set('unknown');
  });

  it('polls every 60 s without push', () => {
    vi.useFakeTimers();
    const count = polls();
    act(() => vi.advanceTimersByTime(POLL_START_DELAY_MS + 2 * POLL_INTERVAL_MS));
    expect(count()).toBe(3);
  });

  it('polls every 300 s on a device subscribed to pushes', () => {
    vi.useFakeTimers();
    pushStore.set('subscribed');
    const count = polls();
    act(() => vi.advanceTimersByTime(POLL_START_DELAY_MS + 2 * POLL_INTERVAL_MS));
    expect(count()).toBe(1);
    act(() => vi.advanceTimersByTime(POLL_INTERVAL_WITH_PUSH_MS));
    expect(count()).toBe(2);
  });
});
