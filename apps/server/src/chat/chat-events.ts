import type { AppDeps } from '../app-deps';
import { unreadTotals, type TMessageRow } from './chat.queries';
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
  /** A push job was queued with the message: the job queue is woken to send it. */
  pushed: boolean;
}

/**
 * After the commit, without the sender waiting: every open tab of both members hears of it (with their
 * unread totals, read in one query), and the sender's tabs get the new balance. The push for an absent
 * recipient is a durable job written with the message (record-message.ts).
 */
export function announceMessage(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'events'>,
  { onCommit }: { onCommit(callback: () => void | Promise<void>): void },
  { row, clientKey, sender, recipient, credits, pushed }: TAnnounced,
): void {
  onCommit(async () => {
    if (pushed) deps.jobs.kick();
    const [senderUnread, recipientUnread] = await unreadTotals(deps.db, [sender.profileId, recipient.id]);
    await Promise.all([
      deps.events.publish(sender.userId, {
        type: 'message',
        message: toMessage(row, sender.language),
        unread_total: senderUnread!,
        client_key: clientKey,
      }),
      deps.events.publish(sender.userId, { type: 'credits', credits }),
      deps.events.publish(recipient.user_id, {
        type: 'message',
        message: toMessage(row, recipient.language),
        unread_total: recipientUnread!,
      }),
    ]);
  });
}
