import type { TContactDetailKind } from '@app/shared';
import type { AppDeps } from '../app-deps';
import type { TxContext } from '../db/transaction';
import { AppError } from '../lib/errors';
import { findMembership } from './chat.queries';
import { recordContactFlag } from '../screening/contact-flags';
import { screenContactDetails } from '../screening/contact-policy';
import { recordMessage, type TRecorded } from './record-message';

/** The answer was sent, or the site refuses the contact details in it (the attempt is flagged; nothing is sent). */
export type TFictionalSend = { sent: TRecorded; refused?: never } | { refused: TContactDetailKind[]; sent?: never };

/**
 * A text from a fictional profile into one of its conversations (an operator answering in character).
 * Free: fictional profiles hold no credits and the member pays nothing to receive. It is recorded,
 * delivered and announced by the same code as a member's message, and screened for contact details by the
 * site's policy like a member's (issue 20): an operator does not take a member off the site either.
 */
export async function sendAsFictional(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events' | 'jobs'>,
  context: TxContext,
  message: { conversationId: number; fictionalProfileId: number; staffId: number; body: string; now: Date },
): Promise<TFictionalSend> {
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
  const site = await tx
    .selectFrom('sites')
    .select(['contact_details', 'countries'])
    .where('id', '=', membership.site_id)
    .executeTakeFirstOrThrow();
  const screened = screenContactDetails(site, message.body);
  if (screened.refused) {
    await recordContactFlag(tx, screened.flag!, {
      siteId: membership.site_id,
      profileId: fictional.id,
      staffId: message.staffId,
      source: 'message',
      conversationId: message.conversationId,
      otherProfileId: recipient.id,
      now: message.now,
    });
    return { refused: screened.refused };
  }
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
      body: screened.text,
      contactFlag: screened.flag && { flag: screened.flag, staffId: message.staffId },
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
  return { sent: recorded! };
}
