import type { AppDeps } from '../app-deps';
import type { TxContext } from '../db/transaction';
import { queuePush } from '../notifications/push-jobs';
import { unreadTotal, type TMessageRow } from './chat.queries';
import type { TChatter } from './chatter';
import { toMessage } from './message-view';

/** Who a message is for, as its announcement needs them. */
export interface TAnnouncedRecipient {
  id: number;
  user_id: number;
  language: string;
  fictional: boolean;
}

interface TAnnounced {
  row: TMessageRow;
  /** The sender's Idempotency-Key: their tabs match the pending message by it. */
  clientKey: string;
  sender: TChatter;
  recipient: TAnnouncedRecipient;
  credits: number;
}

/**
 * Inside the message's transaction: a recipient who is away gets a push without the text (a durable job).
 * After the commit, without the sender waiting: every open tab of both members hears of it (with their
 * unread totals), and the sender's tabs get the new balance.
 */
export async function announceMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events' | 'jobs'>,
  { tx, onCommit }: TxContext,
  { row, clientKey, sender, recipient, credits }: TAnnounced,
): Promise<void> {
  // Operators answer fictional profiles from their console; nobody's phone buzzes for those.
  if (!recipient.fictional)
    await queuePush(
      tx,
      recipient.user_id,
      { kind: 'message', conversationId: row.conversation_id, fromProfileId: sender.profileId },
      deps.clock.now(),
    );
  onCommit(async () => {
    deps.jobs.kick();
    const [senderUnread, recipientUnread] = await Promise.all([
      unreadTotal(deps.db, sender.profileId),
      unreadTotal(deps.db, recipient.id),
    ]);
    await Promise.all([
      deps.events.publish(sender.userId, {
        type: 'message',
        message: toMessage(row, sender.language),
        unread_total: senderUnread,
        client_key: clientKey,
      }),
      deps.events.publish(sender.userId, { type: 'credits', credits }),
      deps.events.publish(recipient.user_id, {
        type: 'message',
        message: toMessage(row, recipient.language),
        unread_total: recipientUnread,
      }),
    ]);
  });
}
