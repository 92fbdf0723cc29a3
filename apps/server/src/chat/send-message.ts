import { FREE_MEMBER_CONVERSATION_LIMIT, type TMessage, type TSendMessageBody } from '@app/shared';
import type { AppDeps } from '../app-deps';
import type { Tx } from '../db/database';
import { inTransaction } from '../db/transaction';
import { spendCredits } from '../credits/ledger';
import { AppError } from '../lib/errors';
import { blockedEitherWay } from '../members/visibility';
import type { TSiteRow } from '../sites/sites.queries';
import {
  countStartedConversations,
  findConversationBetween,
  findMembership,
  messageRows,
  openConversation,
  otherHasWritten,
} from './chat.queries';
import { findRecipient, type TChatter } from './chatter';
import { costOf, messageCosts } from './message-costs';
import { toMessage } from './message-view';
import { recordMessage } from './record-message';
import { takeSendToken } from './send-rate-limit';

export type TChatDeps = Pick<AppDeps, 'db' | 'clock' | 'events' | 'jobs' | 'tokenBuckets'>;

export interface TSent {
  message: TMessage;
  conversationId: number;
  credits: number;
}

/** The conversation and the other member a send is for; checks everything that does not cost a query in the write. */
async function resolveTarget(tx: Tx, site: TSiteRow, sender: TChatter, body: TSendMessageBody) {
  let otherId: number;
  let conversationId: number | null = null;
  if (body.conversation !== undefined) {
    const membership = await findMembership(tx, body.conversation, sender.profileId);
    if (!membership) throw new AppError('not_found');
    otherId = membership.other_profile_id;
    conversationId = body.conversation;
  } else {
    otherId = body.to!;
    if (otherId === sender.profileId) throw new AppError('invalid_input', { fields: { to: ['yourself'] } });
    conversationId = (await findConversationBetween(tx, sender.profileId, otherId))?.id ?? null;
  }
  const recipient = await findRecipient(tx, site.id, otherId);
  if (!recipient) throw new AppError('not_found');
  if (await blockedEitherWay(tx, sender.profileId, otherId)) throw new AppError('blocked');
  if (!recipient.searchable && conversationId === null) {
    // Invisible members are written to only after they made contact (spec point 4).
    const likedMe = await tx
      .selectFrom('likes')
      .select('liker_id')
      .where('liker_id', '=', otherId)
      .where('liked_id', '=', sender.profileId)
      .executeTakeFirst();
    if (!likedMe) throw new AppError('not_found');
  }
  return { recipient, conversationId };
}

async function giftFor(tx: Tx, key: string | undefined) {
  if (key === undefined) return null;
  const gift = await tx
    .selectFrom('gifts')
    .select(['key', 'credits'])
    .where('key', '=', key)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!gift) throw new AppError('invalid_input', { fields: { gift: ['unknown'] } });
  return gift;
}

async function photoFor(tx: Tx, sender: TChatter, id: number | undefined) {
  if (id === undefined) return null;
  const photo = await tx
    .selectFrom('chat_photos')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', sender.userId)
    .executeTakeFirst();
  if (!photo) throw new AppError('invalid_input', { fields: { photo: ['unknown'] } });
  return photo;
}

/**
 * Sends a message, gift or photo and charges for it in one transaction (spec points 1, 5 and 6).
 * The Idempotency-Key makes a retry answer the first result: it never sends or charges twice.
 * The send rate is checked before the transaction, so a refused send writes and costs nothing.
 */
export async function sendMessage(
  deps: TChatDeps,
  site: TSiteRow,
  sender: TChatter,
  body: TSendMessageBody,
  idempotencyKey: string,
): Promise<TSent> {
  const text = body.body.trim();
  if (text.length > site.message_length) throw new AppError('message_too_long', { max: site.message_length });
  // A retry of a message already sent only answers it (below), so it takes no token: a lost answer
  // retried by the app is never refused. Every new send, even one the rules then refuse, takes one.
  const replay = await messageRows(deps.db)
    .where('m.sender_id', '=', sender.profileId)
    .where('m.idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  if (!replay) await takeSendToken(deps, sender);

  return inTransaction(deps.db, async (context) => {
    const { tx } = context;
    const earlier = await messageRows(tx)
      .where('m.sender_id', '=', sender.profileId)
      .where('m.idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (earlier) {
      const { credits } = await tx
        .selectFrom('users')
        .select('credits')
        .where('id', '=', sender.userId)
        .executeTakeFirstOrThrow();
      return { message: toMessage(earlier, sender.language), conversationId: earlier.conversation_id, credits };
    }

    const { recipient, conversationId: existing } = await resolveTarget(tx, site, sender, body);
    if (existing !== null && !sender.confirmed && (await otherHasWritten(tx, existing, recipient.id)))
      throw new AppError('email_not_confirmed');
    if (existing === null && !sender.paidUser) {
      const started = await countStartedConversations(tx, sender.profileId);
      if (started >= FREE_MEMBER_CONVERSATION_LIMIT)
        throw new AppError('free_chat_limit', { limit: FREE_MEMBER_CONVERSATION_LIMIT });
    }
    const gift = body.kind === 'gift' ? await giftFor(tx, body.gift) : null;
    const photo = body.kind === 'photo' ? await photoFor(tx, sender, body.photo) : null;
    const cost = costOf(messageCosts(site, recipient.country), body.kind, gift?.credits ?? null);

    const now = deps.clock.now();
    const conversationId = existing ?? (await openConversation(tx, site.id, sender.profileId, recipient.id, now));
    const recorded = await recordMessage(deps, context, {
      conversationId,
      sender,
      recipient,
      kind: body.kind,
      body: text,
      giftKey: gift?.key ?? null,
      chatPhotoId: photo?.id ?? null,
      cost,
      idempotencyKey,
      charge: (messageId) =>
        spendCredits(
          tx,
          {
            userId: sender.userId,
            reason: body.kind === 'text' ? 'message' : body.kind,
            ref: { type: 'message', id: messageId },
            idempotencyKey: `message:${idempotencyKey}`,
          },
          cost,
        ),
      now,
    });
    if (!recorded) {
      // The same request is being sent in parallel and won: answer what it wrote.
      const first = await messageRows(tx)
        .where('m.sender_id', '=', sender.profileId)
        .where('m.idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      const { credits } = await tx
        .selectFrom('users')
        .select('credits')
        .where('id', '=', sender.userId)
        .executeTakeFirstOrThrow();
      return { message: toMessage(first, sender.language), conversationId, credits };
    }
    const { row, credits } = recorded;
    const message = toMessage(row, sender.language);
    return { message, conversationId, credits };
  });
}
