import { describe, expect, it } from 'vitest';
import { conversationItems, lastIncomingId, readReceiptId } from './conversation-items';
import type { TOutgoing } from './outbox';
import { message } from './test-fixtures';

const ME = 1;
const messages = [
  message(1, { sender_id: ME }),
  message(2, { sender_id: 2 }),
  message(3, { sender_id: ME }),
  message(4, { sender_id: ME }),
];

describe('what a conversation shows', () => {
  it('puts "Read" under the newest own message the other member has read', () => {
    expect(readReceiptId(messages, ME, 3)).toBe(3);
    expect(readReceiptId(messages, ME, 9)).toBe(4);
    expect(readReceiptId(messages, ME, 0)).toBeNull();
    const items = conversationItems(messages, [], ME, 3).flatMap((entry) =>
      entry.type === 'item' ? [entry.item] : [],
    );
    expect(items.map((item) => item.kind === 'message' && item.readReceipt)).toEqual([false, false, true, false]);
  });

  it('shows messages on their way out after the sent ones, in the order written', () => {
    const outgoing: TOutgoing[] = [
      {
        key: 'b',
        target: 'c:7',
        draft: { kind: 'text', body: 'second' },
        createdAt: '2026-11-20T12:01:00.000Z',
        state: 'pending',
      },
      {
        key: 'a',
        target: 'c:7',
        draft: { kind: 'text', body: 'first' },
        createdAt: '2026-11-20T12:00:59.000Z',
        state: 'failed',
        failure: { reason: 'network' },
        message: null,
      },
    ];
    const items = conversationItems(messages, outgoing, ME, 0).flatMap((entry) =>
      entry.type === 'item' ? [entry.item] : [],
    );
    expect(items.map((item) => (item.kind === 'message' ? item.message.id : item.outgoing.key))).toEqual([
      1,
      2,
      3,
      4,
      'a',
      'b',
    ]);
  });

  it('finds the newest incoming message, up to which reading goes', () => {
    expect(lastIncomingId(messages, ME)).toBe(2);
    expect(lastIncomingId([message(1, { sender_id: ME })], ME)).toBe(0);
  });
});
