import { sql } from 'kysely';
import { FREE_MEMBER_CONVERSATION_LIMIT, type TMessage, type TSendMessageBody } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { afterResponse } from '../db/after-commit';
import { inTransaction } from '../db/transaction';
import { isInsufficientCredits } from '../credits/ledger';
import { AppError } from '../lib/errors';
import { recordContactFlag } from '../screening/contact-flags';
import { contactRefusal, screenContactDetails } from '../screening/contact-policy';
import type { TSiteRow } from '../sites/sites.queries';
import { messageRows } from './chat.queries';
import type { TChatter } from './chatter';
import { freeChatLimitReachedWith } from './free-chat-limit';
import { costOf, messageCosts } from './message-costs';
import { toMessage } from './message-view';
import { recordMessage, type TNewMessage, type TRecorded } from './record-message';
import { readSendFacts, type TSendFacts } from './send-facts';
import { takeSendToken } from './send-rate-limit';

export type TChatDeps = Pick<AppDeps, 'db' | 'clock' | 'events' | 'jobs' | 'tokenBuckets'>;

export interface TSent {
  message: TMessage;
  conversationId: number;
  credits: number;
}

/** The write lost a race: a parallel send with the same key, or one that opened the same conversation. */
class LostRace extends Error {}

/** What was sent with this Idempotency-Key, with the sender's balance now: the answer to a retry. */
async function answerSent(deps: TChatDeps, sender: TChatter, messageId: number): Promise<TSent> {
  const row = await messageRows(deps.db)
    .select(sql<number>`(select credits from users where id = ${sender.userId})`.as('credits'))
    .where('m.id', '=', messageId)
    .executeTakeFirstOrThrow();
  return { message: toMessage(row, sender.language), conversationId: row.conversation_id, credits: row.credits };
}

/** The rules of a send (spec points 1, 4, 5 and 6) applied to what one query read; answers the message to write. */
function checkSend(
  site: TSiteRow,
  sender: TChatter,
  body: TSendMessageBody,
  facts: TSendFacts,
): Omit<TNewMessage, 'body' | 'idempotencyKey' | 'now' | 'contactFlag'> {
  if (facts.other_id === null) throw new AppError('not_found');
  if (body.conversation === undefined && facts.other_id === sender.profileId)
    throw new AppError('invalid_input', { fields: { to: ['yourself'] } });
  if (facts.recipient_id === null) throw new AppError('not_found');
  if (facts.blocked) throw new AppError('blocked');
  const existing = facts.conversation_id;
  // Invisible members are written to only after they made contact (spec point 4).
  if (!facts.recipient_searchable && existing === null && !facts.liked_me) throw new AppError('not_found');
  if (existing !== null && !sender.confirmed && facts.other_has_written) throw new AppError('email_not_confirmed');
  if (freeChatLimitReachedWith(sender, existing, facts.started))
    throw new AppError('free_chat_limit', { limit: FREE_MEMBER_CONVERSATION_LIMIT });
  if (body.kind === 'gift' && facts.gift_key === null)
    throw new AppError('invalid_input', { fields: { gift: ['unknown'] } });
  if (body.kind === 'photo' && facts.photo_id === null)
    throw new AppError('invalid_input', { fields: { photo: ['unknown'] } });
  const cost = costOf(messageCosts(site, facts.recipient_country!), body.kind, facts.gift_credits);
  return {
    conversationId: existing ?? facts.new_conversation_id!,
    opens: existing === null ? { siteId: site.id } : null,
    sender,
    recipient: {
      id: facts.recipient_id,
      user_id: facts.recipient_user_id!,
      language: facts.recipient_language!,
      fictional: facts.recipient_fictional!,
    },
    kind: body.kind,
    gift: facts.gift_key === null ? null : { key: facts.gift_key, names: facts.gift_names, image: facts.gift_image! },
    photo:
      facts.photo_id === null
        ? null
        : { id: facts.photo_id, filename: facts.photo_filename!, thumb_filename: facts.photo_thumb_filename! },
    cost,
    reason: body.kind === 'text' ? 'message' : body.kind,
  };
}

/**
 * Writes the message in one statement. A message that opens a conversation runs in a transaction, so a
 * lost race takes the new conversation back with it; into an existing one the statement is its own.
 */
async function write(deps: TChatDeps, message: TNewMessage): Promise<TRecorded | null> {
  try {
    if (message.opens === null) return await recordMessage(deps, { db: deps.db, onCommit: afterResponse }, message);
    return await inTransaction(deps.db, async ({ tx, onCommit }) => {
      const recorded = await recordMessage(deps, { db: tx, onCommit }, message);
      if (!recorded) throw new LostRace();
      return recorded;
    });
  } catch (error) {
    if (error instanceof LostRace) return null;
    if (isInsufficientCredits(error)) throw new AppError('insufficient_credits', { needed: message.cost });
    throw error;
  }
}

/**
 * Sends a message, gift or photo and charges for it (spec points 1, 5 and 6): one query reads what the
 * rules need, one statement writes the message, the charge and the delivery (decision 029).
 * The Idempotency-Key makes a retry answer the first result: it never sends or charges twice.
 * The send rate is checked before the write, so a refused send writes and costs nothing. Contact details are
 * screened by the site's policy (screening/contact-policy.ts): flagged, masked, or refused before anything is written.
 */
export async function sendMessage(
  deps: TChatDeps,
  site: TSiteRow,
  sender: TChatter,
  body: TSendMessageBody,
  idempotencyKey: string,
): Promise<TSent> {
  const written = body.body.trim();
  if (written.length > site.message_length) throw new AppError('message_too_long', { max: site.message_length });
  const screened = screenContactDetails(site, body.kind === 'text' ? written : '');
  for (let attempt = 0; ; attempt++) {
    const facts = await readSendFacts(deps.db, site, sender, body, idempotencyKey);
    // A retry of a message already sent only answers it, so it takes no token: a lost answer retried by
    // the app is never refused. Every new send, even one the rules then refuse, takes one (once).
    if (facts.replay_id !== null) return answerSent(deps, sender, facts.replay_id);
    if (attempt === 0) await takeSendToken(deps, sender);
    const rules = checkSend(site, sender, body, facts);
    const now = deps.clock.now();
    if (screened.refused) {
      // Nothing is sent or charged; the attempt is the moderators' evidence (the composer warned before).
      await recordContactFlag(deps.db, screened.flag!, {
        siteId: site.id,
        profileId: sender.profileId,
        staffId: null,
        source: 'message',
        conversationId: facts.conversation_id,
        otherProfileId: rules.recipient.id,
        now,
      });
      throw contactRefusal(screened.refused);
    }
    const recorded = await write(deps, {
      ...rules,
      body: screened.text,
      contactFlag: screened.flag && { flag: screened.flag, staffId: null },
      idempotencyKey,
      now,
    });
    if (recorded) {
      const { row, credits } = recorded;
      return { message: toMessage(row, sender.language), conversationId: row.conversation_id, credits };
    }
    // Lost a race: the same request sent in parallel won (the next read finds it and answers it), or the
    // other member opened the conversation first (the next read finds it and writes into it).
    if (attempt > 0) throw new Error('message send lost its race twice');
  }
}
