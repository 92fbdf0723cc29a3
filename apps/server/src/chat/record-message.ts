import type { AppDeps } from '../app-deps';
import type { TxContext } from '../db/transaction';
import { messageRows, recordDelivery, type TMessageRow } from './chat.queries';
import { announceMessage, type TAnnouncedRecipient } from './chat-events';
import type { TChatter } from './chatter';

export interface TNewMessage {
  conversationId: number;
  sender: TChatter;
  recipient: TAnnouncedRecipient;
  kind: 'text' | 'gift' | 'photo';
  body: string;
  giftKey: string | null;
  chatPhotoId: number | null;
  /** What the message costs its sender (0 for an operator's answer). */
  cost: number;
  /** The sender's Idempotency-Key; null for sends that are not retried by a client (the console). */
  idempotencyKey: string | null;
  /** Charges the sender inside the transaction once the row exists and answers their new balance. */
  charge: (messageId: number) => Promise<number>;
  now: Date;
}

export interface TRecorded {
  row: TMessageRow;
  credits: number;
}

/**
 * The one place a message is written, whoever sends it (a member, or an operator as a fictional
 * profile): the row, the charge, both sides' unread state, the push for an absent recipient and the
 * realtime events after the commit. Answers null when a parallel request with the same
 * Idempotency-Key won; the caller answers what that one wrote.
 */
export async function recordMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events' | 'jobs'>,
  context: TxContext,
  message: TNewMessage,
): Promise<TRecorded | null> {
  const { tx } = context;
  const { conversationId, sender, recipient, now } = message;
  const inserted = await tx
    .insertInto('messages')
    .values({
      conversation_id: conversationId,
      sender_id: sender.profileId,
      kind: message.kind,
      body: message.body,
      gift_key: message.giftKey,
      chat_photo_id: message.chatPhotoId,
      credits: message.cost,
      idempotency_key: message.idempotencyKey,
      created_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['sender_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;

  const credits = await message.charge(inserted.id);
  await recordDelivery(tx, {
    conversationId,
    messageId: inserted.id,
    senderProfileId: sender.profileId,
    recipientProfileId: recipient.id,
    now,
  });
  const row = await messageRows(tx).where('m.id', '=', inserted.id).executeTakeFirstOrThrow();
  // Tabs of the sender match their pending message by its key; a send without one has no pending copy.
  const clientKey = message.idempotencyKey ?? `message-${inserted.id}`;
  await announceMessage(deps, context, { row, clientKey, sender, recipient, credits });
  return { row, credits };
}
