import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxStore } from './outbox';
import { deliver, draftsStore, forgetChatDrafts } from './send-message';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetChatDrafts();
});

describe('a message sent too fast', () => {
  it('stays in the outbox as failed with its text and the server’s translated message, ready to send again', async () => {
    const refusal = { error: 'chat_rate_limited', message: 'Du sendest Nachrichten zu schnell.', retry_after: 2 };
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify(refusal), { status: 429, headers: { 'retry-after': '2' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const item = {
      key: 'rate-limited-1',
      target: 'c:9',
      draft: { kind: 'text' as const, body: 'Hello again, are you there?' },
      createdAt: '2026-11-28T10:00:00Z',
      state: 'pending' as const,
    };
    outboxStore.set([item]);

    const answer = await deliver(new QueryClient(), item, { ownProfileId: 1, otherProfileId: 2 });

    expect(answer).toBeNull();
    // Refused, not retried by the client on its own: the member decides when to send again.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(outboxStore.get()).toEqual([
      {
        ...item,
        state: 'failed',
        failure: { reason: 'chat_rate_limited', retryAfter: 2 },
        message: 'Du sendest Nachrichten zu schnell.',
      },
    ]);
    expect(draftsStore.get()).toEqual({});
  });
});
