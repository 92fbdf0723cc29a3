import type { TMessage } from '@app/shared';
import { withDaySeparators, type TChatListItem } from './chat-time';
import type { TOutgoing } from './outbox';

/** A row of the conversation: a message from the server, or one of the member's on its way out. */
export type TConversationItem =
  | { kind: 'message'; message: TMessage; own: boolean; readReceipt: boolean }
  | { kind: 'outgoing'; outgoing: TOutgoing };

/** The own message the "Read" receipt goes under: the newest one the other member has read. */
export function readReceiptId(messages: readonly TMessage[], ownProfileId: number, otherLastRead: number) {
  let found: number | null = null;
  for (const message of messages)
    if (message.sender_id === ownProfileId && message.id <= otherLastRead) found = message.id;
  return found;
}

/**
 * What the conversation shows, oldest first with day separators: the messages, then those still on
 * their way out in the order they were written.
 */
export function conversationItems(
  messages: readonly TMessage[],
  outgoing: readonly TOutgoing[],
  ownProfileId: number,
  otherLastRead: number,
): TChatListItem<TConversationItem>[] {
  const receipt = readReceiptId(messages, ownProfileId, otherLastRead);
  const items: TConversationItem[] = [
    ...messages.map((message) => ({
      kind: 'message' as const,
      message,
      own: message.sender_id === ownProfileId,
      readReceipt: message.id === receipt,
    })),
    ...[...outgoing]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((item) => ({ kind: 'outgoing' as const, outgoing: item })),
  ];
  return withDaySeparators(items, (item) =>
    item.kind === 'message' ? item.message.created_at : item.outgoing.createdAt,
  );
}

/** The newest message the other member wrote: reading the conversation goes up to it. */
export function lastIncomingId(messages: readonly TMessage[], ownProfileId: number): number {
  for (let index = messages.length - 1; index >= 0; index--)
    if (messages[index]!.sender_id !== ownProfileId) return messages[index]!.id;
  return 0;
}
