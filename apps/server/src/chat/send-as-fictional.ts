import type { AppDeps } from '../app-deps';
import type { TxContext } from '../db/transaction';
import { AppError } from '../lib/errors';
import { findMembership } from './chat.queries';
import { recordMessage, type TRecorded } from './record-message';

/**
 * A text from a fictional profile into one of its conversations (an operator answering in character).
 * Free: fictional profiles hold no credits and the member pays nothing to receive. It is recorded,
 * delivered and announced by the same code as a member's message.
 */
export async function sendAsFictional(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events' | 'jobs'>,
  context: TxContext,
  message: { conversationId: number; fictionalProfileId: number; body: string; now: Date },
): Promise<TRecorded> {
  const { tx } = context;
  const membership = await findMembership(tx, message.conversationId, message.fictionalProfileId);
  if (!membership) throw new AppError('not_found');
  const side = (id: number) =>
    tx
      .selectFrom('profiles as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.id', 'p.user_id', 'u.language', 'u.fictional'])
      .where('p.id', '=', id)
      .executeTakeFirstOrThrow();
  const fictional = await side(message.fictionalProfileId);
  if (!fictional.fictional) throw new AppError('not_found');
  const recipient = await side(membership.other_profile_id);
  const sender = {
    userId: fictional.user_id,
    profileId: fictional.id,
    siteId: membership.site_id,
    paidUser: false,
    confirmed: true,
    language: 'en',
  };
  const recorded = await recordMessage(
    deps,
    { db: tx, onCommit: context.onCommit },
    {
      conversationId: message.conversationId,
      opens: null,
      sender,
      recipient,
      kind: 'text',
      body: message.body,
      gift: null,
      photo: null,
      // Nothing to charge: the fictional side's balance stays as it is (what its tabs, if any, are told).
      cost: 0,
      reason: 'message',
      idempotencyKey: null,
      now: message.now,
    },
  );
  // Without an Idempotency-Key there is no conflict to lose.
  return recorded!;
}
