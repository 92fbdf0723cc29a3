import { sql } from 'kysely';
import { reusePlan } from '../db/reuse-plan';
import type { TCreditReason } from '@app/shared';
import type { AppDeps } from '../app-deps';
import type { Queryable } from '../db/database';
import { spendCreditsStep } from '../credits/ledger';
import { queuePushStep } from '../notifications/push-jobs';
import { contactFlagStep } from '../screening/contact-flags';
import type { TContactScreening } from '../screening/contact-policy';
import type { TMessageRow } from './chat.queries';
import { announceMessage, type TAnnouncedRecipient } from './chat-events';
import type { TChatter } from './chatter';

export interface TNewMessage {
  conversationId: number;
  /**
   * Set when this message opens the conversation: `conversationId` was taken from its sequence beforehand,
   * and the caller runs the write in a transaction (a lost race must take the new conversation back).
   */
  opens: { siteId: number } | null;
  sender: TChatter;
  recipient: TAnnouncedRecipient;
  kind: 'text' | 'gift' | 'photo';
  body: string;
  /** The gift and photo as the answer shows them (the caller checked they exist). */
  gift: { key: string; names: TMessageRow['gift_names']; image: string } | null;
  photo: { id: number; filename: string; thumb_filename: string } | null;
  /** What the message costs its sender (0 for an operator's answer: then nothing is charged). */
  cost: number;
  /** Why the sender pays (message, gift, photo); the ledger entry's reason. */
  reason: TCreditReason;
  /** A contact detail the site flags or masks (screening/contact-policy.ts); `staffId` for an operator's answer. */
  contactFlag: { flag: NonNullable<TContactScreening['flag']>; staffId: number | null } | null;
  /** The sender's Idempotency-Key; null for sends that are not retried by a client (the console). */
  idempotencyKey: string | null;
  now: Date;
}

export interface TRecorded {
  row: TMessageRow;
  credits: number;
}

/** Where the write runs: the root handle (one statement is its own transaction) or an open transaction. */
export interface TWriteContext {
  db: Queryable;
  onCommit(callback: () => void | Promise<void>): void;
}

/**
 * The one place a message is written, whoever sends it (a member, or an operator as a fictional
 * profile), in ONE statement (decision 029): the row, the conversation opened or moved up, both sides'
 * unread state, the charge through the ledger, the moderators' flag of a contact detail, and the push for a
 * recipient who is not fictional. Every
 * part hangs on the inserted message (`from m`), so a send that loses an Idempotency-Key race writes and
 * charges nothing and answers null; the caller answers what the winner wrote. The realtime events follow
 * the commit. A balance that would go below zero fails the whole statement (the ledger's check).
 */
export async function recordMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events' | 'jobs'>,
  context: TWriteContext,
  message: TNewMessage,
): Promise<TRecorded | null> {
  const { conversationId, sender, recipient, now, opens } = message;
  const m = sql`m`;
  const steps = [
    sql`ids as materialized (select nextval('messages_id_seq')::bigint as id)`,
    opens
      ? sql`opened as (
          insert into conversations (id, site_id, profile_low, profile_high, started_by, created_at, last_message_id,
            last_message_at)
          select ${conversationId}::int, ${opens.siteId}::int, ${Math.min(sender.profileId, recipient.id)}::int,
            ${Math.max(sender.profileId, recipient.id)}::int, ${sender.profileId}::int, ${now}::timestamptz, ids.id,
            ${now}::timestamptz
          from ids
          on conflict (profile_low, profile_high) do nothing
          returning id)`
      : sql`opened as (select ${conversationId}::int as id)`,
    sql`m as (
      insert into messages (id, conversation_id, sender_id, kind, body, gift_key, chat_photo_id, credits,
        idempotency_key, created_at)
      select ids.id, opened.id, ${sender.profileId}::int, ${message.kind}::text, ${message.body}::text,
        ${message.gift?.key ?? null}::text, ${message.photo?.id ?? null}::int, ${message.cost}::int,
        ${message.idempotencyKey}::text, ${now}::timestamptz
      from ids, opened
      on conflict (sender_id, idempotency_key) where idempotency_key is not null do nothing
      returning id, created_at)`,
  ];
  if (opens)
    // Writing reads the conversation for the sender; the recipient has one unread, counted from now.
    steps.push(sql`sides as (
      insert into conversation_members (conversation_id, profile_id, other_profile_id, last_message_at,
        last_read_message_id, unread_count, unread_since)
      select ${conversationId}::int, side.profile_id, side.other_profile_id, ${now}::timestamptz,
        case when side.writer then m.id else 0 end, case when side.writer then 0 else 1 end,
        case when side.writer then null else ${now}::timestamptz end
      from m, (values (${sender.profileId}::int, ${recipient.id}::int, true),
        (${recipient.id}::int, ${sender.profileId}::int, false)) as side(profile_id, other_profile_id, writer))`);
  else
    steps.push(
      sql`moved as (
        update conversations set last_message_id = m.id, last_message_at = ${now}::timestamptz
        from m where conversations.id = ${conversationId}::int)`,
      // A new message moves the conversation up on both sides and back into a list it was removed from.
      sql`sides as (
        update conversation_members cm set last_message_at = ${now}::timestamptz, hidden_at = null,
          last_read_message_id = case when cm.profile_id = ${sender.profileId}::int then m.id
            else cm.last_read_message_id end,
          unread_count = case when cm.profile_id = ${sender.profileId}::int then 0 else cm.unread_count + 1 end,
          unread_since = case when cm.profile_id = ${sender.profileId}::int then null
            else coalesce(cm.unread_since, ${now}::timestamptz) end
        from m where cm.conversation_id = ${conversationId}::int)`,
    );
  if (message.cost > 0)
    steps.push(
      sql`entry as (${spendCreditsStep(
        {
          userId: sender.userId,
          reason: message.reason,
          ref: { type: 'message', id: sql`m.id` },
          ...(message.idempotencyKey !== null && { idempotencyKey: `message:${message.idempotencyKey}` }),
        },
        message.cost,
        m,
      )})`,
    );
  if (message.contactFlag)
    steps.push(
      sql`flag as (${contactFlagStep(
        message.contactFlag.flag,
        {
          siteId: sender.siteId,
          profileId: sender.profileId,
          staffId: message.contactFlag.staffId,
          source: 'message',
          conversationId,
          otherProfileId: recipient.id,
          now,
        },
        m,
      )})`,
    );
  // Operators answer fictional profiles from their console; nobody's phone buzzes for those.
  if (!recipient.fictional)
    steps.push(
      sql`push as (${queuePushStep(
        recipient.user_id,
        { kind: 'message', conversationId, fromProfileId: sender.profileId },
        deps.clock.now(),
        m,
      )})`,
    );
  const credits =
    message.cost > 0
      ? sql`(select balance_after from entry)`
      : sql`(select credits from users where id = ${sender.userId}::int)`;
  // Whether a push was queued: only then is the job queue woken (most recipients have no push subscription).
  const pushed = recipient.fictional ? sql<boolean>`false` : sql<boolean>`exists (select 1 from push)`;
  const { rows } = await sql<{ id: number; created_at: Date; credits: number; pushed: boolean }>`
    with ${sql.join(steps, sql`, `)}
    select m.id, m.created_at, ${credits} as credits, ${pushed} as pushed from m${reusePlan}`.execute(context.db);
  const written = rows[0];
  if (!written) return null;

  const row: TMessageRow = {
    id: Number(written.id),
    conversation_id: conversationId,
    sender_id: sender.profileId,
    kind: message.kind,
    body: message.body,
    created_at: written.created_at,
    gift_key: message.gift?.key ?? null,
    gift_names: message.gift?.names ?? null,
    gift_image: message.gift?.image ?? null,
    photo_filename: message.photo?.filename ?? null,
    photo_thumb_filename: message.photo?.thumb_filename ?? null,
  };
  // Tabs of the sender match their pending message by its key; a send without one has no pending copy.
  const clientKey = message.idempotencyKey ?? `message-${row.id}`;
  announceMessage(deps, context, {
    row,
    clientKey,
    sender,
    recipient,
    credits: written.credits,
    pushed: written.pushed,
  });
  return { row, credits: written.credits };
}
